import { addTranslations } from '@rapport/platform';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { companyAdmin, mission, person } from '../testing/mission-fixtures';
import { CompanyApp } from './company-app';

describe('the team building pages', () => {
  beforeAll(() => addTranslations('company', { en, fr }));

  const manager = person('Grace', 'Hopper', { id: 1, contact_type: 'M' });
  const platform = mission({ pk: 90, type: 'T', mission_type: 'T', mission_name: 'Platform team', mission_manager: manager });

  it('lists the teams at /team-building, the list asked for once, and opens the team modal from a row', async () => {
    const api = mockApi({
      listMissions: [platform],
      teamScores: { mission: 90, cpi: null, pair_count: 0, weakest_pair: null, strongest_pair: null, spread: null, members: [], what_if: null },
      listCompanyContacts: [],
    });
    const { user } = renderWithProviders(<CompanyApp />, { route: '/team-building', preloadedState: companyAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Platform team' }));
    const team = await screen.findByRole('dialog', { name: 'Team of Grace Hopper' });
    expect(await within(team).findByText('CPI of the team: -')).toBeInTheDocument();
    expect(api.callsTo('listMissions').map((call) => call.query)).toEqual([{ mission_type: 'T' }]);
  });

  it('shows the Team Building Form at /team-building/{id}/update', async () => {
    mockApi({ getMission: platform, listCompanyContacts: [manager], getQuestionnaireTypes: [] });
    renderWithProviders(<CompanyApp />, { route: '/team-building/90/update', preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Building Form' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Platform team')).toBeInTheDocument();
  });
});
