import { addTranslations } from '@rapport/platform';
import { screen } from '@testing-library/react';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { companyAdmin, contact } from '../features/company-contacts/testing/contact-fixtures';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { mission } from '../testing/mission-fixtures';
import { CompanyApp } from './company-app';

describe('the company remote', () => {
  beforeAll(() => addTranslations('company', { en, fr }));

  it.each([
    ['en', 'Edit recruitment mission'],
    ['fr', 'Modifier la mission de recrutement'],
  ] as const)('renders the page it owns at its route (%s)', async (lang, title) => {
    mockApi({ getMission: mission({ pk: 12 }), listCompanyContacts: [], getQuestionnaireTypes: [] });
    renderWithProviders(<CompanyApp />, { route: '/recruitments/12/update', lang, preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(await screen.findByDisplayValue('Mission 12')).toBeInTheDocument();
  });

  it('loads the recruitment list at /recruitments, its list asked for once', async () => {
    const api = mockApi({ listMissions: [mission({ mission_name: 'Backend developer' })] });
    renderWithProviders(<CompanyApp />, { route: '/recruitments', preloadedState: companyAdmin() });
    expect(await screen.findByRole('rowheader', { name: /Backend developer/ })).toBeInTheDocument();
    expect(api.callsTo('listMissions').map((call) => call.query)).toEqual([{ mission_type: 'R' }]);
  });

  it('loads the company contacts page at /company-contacts', async () => {
    mockApi({ listCompanyContacts: [contact('Ada', 'Lovelace')], getQuestionnaireTypes: [] });
    renderWithProviders(<CompanyApp />, { route: '/company-contacts', preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company contacts' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('renders nothing on a route another part owns', () => {
    const { container } = renderWithProviders(<CompanyApp />, { route: '/choice' });
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in English and French', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
