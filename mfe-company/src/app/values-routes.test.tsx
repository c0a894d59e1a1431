import { addTranslations } from '@rapport/platform';
import { screen } from '@testing-library/react';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { ACME, companyAdmin, mission } from '../testing/mission-fixtures';
import { CompanyApp } from './company-app';

describe('the values pages', () => {
  beforeAll(() => addTranslations('company', { en, fr }));

  const intake = mission({ pk: 91, type: 'V', mission_type: 'V', mission_name: 'Graduate intake', mission_manager: null, mission_benchmarks: [] });

  it('lists the values missions at /values, with the way to the values settings', async () => {
    const api = mockApi({ listMissions: [intake] });
    renderWithProviders(<CompanyApp />, { route: '/values', preloadedState: companyAdmin() });
    expect(await screen.findByRole('button', { name: 'Graduate intake' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Our values/ })).toHaveAttribute('href', '/values/settings');
    expect(api.callsTo('listMissions').map((call) => call.query)).toEqual([{ mission_type: 'V' }]);
  });

  it('shows the values settings at /values/settings', async () => {
    mockApi({ getCompanyValues: { words: [], extra_supported_fields: [] }, getWords: [] });
    renderWithProviders(<CompanyApp />, { route: '/values/settings', preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our values' })).toBeInTheDocument();
  });

  it('says the values need the avatar option, and asks nothing, for a company without it', async () => {
    const api = mockApi({ listMissions: [intake] });
    renderWithProviders(<CompanyApp />, { route: '/values', preloadedState: companyAdmin({ ...ACME, supports_avatar: false }) });
    expect(await screen.findByText('Values are not available for this company.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Graduate intake' })).not.toBeInTheDocument();
    expect(api.callsTo('listMissions')).toEqual([]);
  });
});
