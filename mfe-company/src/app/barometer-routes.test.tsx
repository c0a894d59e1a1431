import { addTranslations } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { demographicCounts, surveyAdmin, surveyResults } from '../features/barometer-results/testing/barometer-fixtures';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { ACME, companyAdmin, mission, person } from '../testing/mission-fixtures';
import { CompanyApp } from './company-app';

describe('the barometer pages', () => {
  beforeAll(() => addTranslations('company', { en, fr }));
  afterEach(() => jest.restoreAllMocks());

  const spring = mission({ pk: 40, mission_type: 'B', type: null, mission_name: 'Spring climate', barometer_result_count: 20 });
  const types = [
    { pk: 1, questionnaire_type: 'standard', default_companies: [] },
    { pk: 9, questionnaire_type: 'barometer', default_companies: [] },
  ];

  it("lists the company's surveys at /barometer, and a survey's View Result opens its results", async () => {
    const api = mockApi({
      listMissions: [spring],
      getBarometerResults: surveyResults(),
      getDemographicAnswersCount: demographicCounts(),
      getBarometerSurvey: surveyAdmin(),
    });
    const { user } = renderWithProviders(<CompanyApp />, { route: '/barometer', preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barometer' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View Result of Spring climate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Results of Spring climate' });
    expect(await within(dialog).findByRole('heading', { name: '1. How do you feel about question 1?' })).toBeInTheDocument();
    expect(api.callsTo('listMissions').map((call) => call.query)).toEqual([{ mission_type: 'B' }]);
  });

  it("opens the invitations dialog from the menu of a survey of personal invitations", async () => {
    mockApi({
      listMissions: [spring],
      getBarometerSurvey: surveyAdmin({ mission: 40, mode: 'invited' }),
      listCompanyContacts: [person('Ada', 'Lovelace', { id: 11 })],
    });
    const { user } = renderWithProviders(<CompanyApp />, { route: '/barometer', preloadedState: companyAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Actions for Spring climate' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for Spring climate' });
    await waitFor(() => expect(menu).toHaveFocus());
    // the first entry: a menu takes the keyboard at once, the pointer a frame later
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Invite contacts to Spring climate' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Ada Lovelace' })).toBeEnabled();
  });

  it('shows the survey form at /barometer/add', async () => {
    mockApi({ getQuestionnaireTypes: types });
    renderWithProviders(<CompanyApp />, { route: '/barometer/add', preloadedState: companyAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'New barometer survey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save survey' })).toBeInTheDocument();
  });

  it('leads from the surveys to their page texts at /barometer/texts', async () => {
    const none = { header1: null, header2: null, intro: null };
    mockApi({ listMissions: [spring], getBarometerTexts: { default_language: 'en', texts: { en: none, fr: none, ru: none } } });
    const { user } = renderWithProviders(<CompanyApp />, { route: '/barometer', preloadedState: companyAdmin() });
    await user.click(await screen.findByRole('link', { name: 'Survey page texts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Survey page texts' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Default language' })).toHaveValue('en');
  });

  it.each(['/barometer', '/barometer/add', '/barometer/40/update', '/barometer/texts'])('says at %s that the barometer needs its option, and asks nothing, for a company without it', async (route) => {
    const api = mockApi({ listMissions: [spring], getQuestionnaireTypes: types, getMission: spring });
    renderWithProviders(<CompanyApp />, { route, preloadedState: companyAdmin({ ...ACME, supports_barometer: false }) });
    expect(await screen.findByText('The barometer is not available for this company.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Barometer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spring climate' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says it in French too', async () => {
    mockApi({});
    renderWithProviders(<CompanyApp />, { route: '/barometer', preloadedState: companyAdmin({ ...ACME, supports_barometer: false }), lang: 'fr' });
    expect(await screen.findByText('Le baromètre n’est pas disponible pour cette entreprise.')).toBeInTheDocument();
  });
});
