import { addTranslations, type Lang } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { companyAdmin, mission } from '../../../testing/mission-fixtures';
import { demographicCounts, groupResults, hiddenResults, publicResults, surveyAdmin, surveyResults } from '../testing/barometer-fixtures';
import { BarometerResultsDialog } from './barometer-results-dialog';

addTranslations('company', { en, fr });

const survey = mission({ pk: 40, mission_type: 'B', type: null, mission_name: 'Spring climate', reference: 'BARO-1', barometer_result_count: 20 });
const HIDDEN = 'Not enough answers to keep them anonymous';

function renderResults(routes: MockRoutes, lang: Lang = 'en') {
  const api = mockApi({ getDemographicAnswersCount: demographicCounts(), getBarometerSurvey: surveyAdmin(), ...routes });
  const onClose = jest.fn();
  const view = renderWithProviders(<BarometerResultsDialog mission={survey} onClose={onClose} />, { preloadedState: companyAdmin(), lang });
  return { api, onClose, ...view };
}

/** A question's table: each answer with its count and share. */
const tableOf = (question: string) => {
  const table = screen.getByRole('table', { name: question });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)]);
};

describe('the barometer results modal', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists each question with each answer's selected_count, for the whole survey", async () => {
    const { api } = renderResults({ getBarometerResults: surveyResults() });
    const dialog = await screen.findByRole('dialog', { name: 'Results of Spring climate' });
    expect(await within(dialog).findByRole('heading', { name: '1. How do you feel about question 1?' })).toBeInTheDocument();
    expect(tableOf('How do you feel about question 1?')).toEqual([
      ['Answer 1.1', '9', '45%'],
      ['Answer 1.2', '7', '35%'],
      ['Answer 1.3', '3', '15%'],
      ['Answer 1.4', '12', '60%'],
      ['Answer 1.5', '5', '25%'],
      ['Answer 1.6', '4', '20%'],
    ]);
    expect(tableOf('How do you feel about question 2?')[1]).toEqual(['Answer 2.2', '10', '50%']);
    expect(within(dialog).getByText('Ref. BARO-1 · 20 answers')).toBeInTheDocument();
    expect(api.callsTo('getBarometerResults')[0].query).toEqual({ mission: '40' });
    expect(api.callsTo('getDemographicAnswersCount')[0].query).toEqual({ company: '7', mission: '40' });
  });

  it('shows the ten words chosen most often with how many people chose each', async () => {
    renderResults({ getBarometerResults: surveyResults() });
    const words = await screen.findByRole('region', { name: 'Words chosen most often' });
    const items = within(words).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(10);
    expect(items[0]).toBe('1.Trust15 people');
    expect(items[9]).toBe('10.Pride6 people');
    expect(within(words).queryByText('Freedom')).not.toBeInTheDocument();
  });

  it('speaks French: the questions, answers and words in the interface language', async () => {
    renderResults({ getBarometerResults: surveyResults() }, 'fr');
    expect(await screen.findByRole('dialog', { name: 'Résultats de Spring climate' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1. Que ressentez-vous à la question 1 ?' })).toBeInTheDocument();
    expect(tableOf('Que ressentez-vous à la question 1 ?')[0]).toEqual(['Réponse 1.1', '9', '45%']);
    expect(screen.getByText('Trust (fr)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Âge : Moins de 30 ans' })).toBeInTheDocument();
  });

  it('filters by one demographic answer at a time, then back to everyone', async () => {
    const { api, user } = renderResults({
      getBarometerResults: (request) =>
        request.query.option ? groupResults(Number(request.query.question), Number(request.query.option), 9) : surveyResults(),
    });
    const filter = await screen.findByRole('combobox', { name: 'Show the answers of' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Everyone',
      'Age: Under 30',
      'Age: 30 to 50',
      'Age: Over 50 (not enough answers)',
      'Team: Sales',
      'Team: Product',
    ]);

    await user.selectOptions(filter, 'Age: 30 to 50');
    expect(await screen.findByText('9 answers in this group')).toBeInTheDocument();
    expect(tableOf('How do you feel about question 1?')[0]).toEqual(['Answer 1.1', '4', '44%']);
    expect(api.callsTo('getBarometerResults').map((call) => call.query)).toContainEqual({ mission: '40', question: '1', option: '12' });
    const words = screen.getByRole('region', { name: 'Words chosen most often' });
    expect(within(words).getAllByRole('listitem')).toHaveLength(3);

    await user.selectOptions(filter, 'Everyone');
    await waitFor(() => expect(tableOf('How do you feel about question 1?')[0]).toEqual(['Answer 1.1', '9', '45%']));
    expect(screen.queryByText(/in this group/)).not.toBeInTheDocument();
  });

  it('hides every number of a survey under the threshold, the demographic counts too', async () => {
    renderResults({
      getBarometerResults: hiddenResults('survey_below_threshold'),
      getDemographicAnswersCount: demographicCounts({ hidden: 'survey_below_threshold', response_count: 3, data: [] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Results of Spring climate' });
    await waitFor(() => expect(within(dialog).getAllByText(HIDDEN)).toHaveLength(2));
    expect(within(dialog).getAllByText('The results will show once at least 5 people have answered.')).toHaveLength(2);
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Words chosen most often' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ref. BARO-1 · 3 answers')).toBeInTheDocument();
  });

  it('hides a breakdown that the differencing guard protects, and says why', async () => {
    const { user } = renderResults({
      getBarometerResults: (request) => (request.query.option ? hiddenResults('differencing', { question: 2, option: 22 }) : surveyResults()),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show the answers of' }), 'Team: Product');
    expect(await screen.findByText(HIDDEN)).toBeInTheDocument();
    expect(
      screen.getByText('Hidden: together with figures already shown (earlier results, other groups or other surveys), it would single out fewer than 5 people.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // the filter stays, to choose another group
    expect(screen.getByRole('combobox', { name: 'Show the answers of' })).toHaveValue('2:22');
  });

  it('lets a group marked as too small be chosen, and says why it shows no numbers', async () => {
    const { user } = renderResults({
      getBarometerResults: (request) => (request.query.option ? hiddenResults('group_below_threshold', { question: 1, option: 13 }) : surveyResults()),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show the answers of' }), 'Age: Over 50 (not enough answers)');
    expect(await screen.findByText(HIDDEN)).toBeInTheDocument();
    expect(screen.getByText('This group has fewer than 5 answers.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides a group under the threshold, in French', async () => {
    const { user } = renderResults(
      { getBarometerResults: (request) => (request.query.option ? hiddenResults('group_below_threshold', { question: 1, option: 11 }) : surveyResults()) },
      'fr',
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Afficher les réponses de' }), 'Âge : Moins de 30 ans');
    expect(await screen.findByText('Pas assez de réponses pour préserver l’anonymat')).toBeInTheDocument();
    expect(screen.getByText('Ce groupe compte moins de 5 réponses.')).toBeInTheDocument();
  });

  it('shows the demographic answer counts beside the results, a small group as too few to show', async () => {
    renderResults({ getBarometerResults: surveyResults() });
    const panel = await screen.findByRole('complementary', { name: 'Answers by group' });
    await waitFor(() => expect(within(panel).getByText('Under 30')).toBeInTheDocument());
    const pairs = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Under 30', '8'],
      ['30 to 50', '9'],
      ['Over 50', 'Too few to show'],
      ['Sales', '12'],
      ['Product', '7'],
    ]);
    expect(within(panel).getByRole('heading', { name: 'Age' })).toBeInTheDocument();
  });

  it('logs a failed load, says so quietly and asks again on request', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Response | ReturnType<typeof surveyResults> = json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500);
    const { user } = renderResults({ getBarometerResults: () => answer });
    expect(await screen.findByText('The results could not be loaded.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[rapport] the barometer results could not be loaded', expect.anything());
    answer = surveyResults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '1. How do you feel about question 1?' })).toBeInTheDocument();
    expect(screen.queryByText('The results could not be loaded.')).not.toBeInTheDocument();
  });

  it("says an invited survey's facts: its mode, the links sent and used, the threshold in force and the steps", async () => {
    const { api } = renderResults({ getBarometerResults: surveyResults() });
    const facts = await screen.findByRole('region', { name: 'About this survey' });
    await waitFor(() => expect(within(facts).getByText('25 links sent, 21 used')).toBeInTheDocument());
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Personal invitations: each invited contact answers once from a single-use link sent by e-mail. Only those links count, and the results are exact.',
      '25 links sent, 21 used',
      'Threshold in force: results are shown only for groups of at least 5 answers, to keep the answers anonymous.',
      'Results move in steps of at least 5 new answers: they include 20 answers, and the newest answers wait for the next step.',
    ]);
    expect(api.callsTo('getBarometerSurvey')[0].query).toEqual({ mission: '40' });
    // an invited survey's counts are exact: no legend about estimates
    expect(screen.queryByText('These figures are estimates')).not.toBeInTheDocument();
  });

  it("says a public survey's submits refused by the per-visitor limit, only when there were some", async () => {
    renderResults({
      getBarometerResults: publicResults(),
      getBarometerSurvey: surveyAdmin({ mode: 'public', links_sent: 0, links_used: 0, refused_count: 3, released_count: 20 }),
    });
    const facts = await screen.findByRole('region', { name: 'About this survey' });
    await waitFor(() =>
      expect(within(facts).getByText('3 submissions refused (one visitor sent too many answers in a short time)')).toBeInTheDocument(),
    );
    expect(within(facts).getAllByRole('listitem')[0]).toHaveTextContent(/^Public link: anyone with the link can answer/);
    expect(within(facts).queryByText(/links sent/)).not.toBeInTheDocument();
  });

  it('says nothing of refused submits when none was refused, and speaks French', async () => {
    renderResults({ getBarometerResults: publicResults(), getBarometerSurvey: surveyAdmin({ mode: 'public', links_sent: 0, links_used: 0 }) }, 'fr');
    const facts = await screen.findByRole('region', { name: 'À propos de cette enquête' });
    await waitFor(() => expect(within(facts).getAllByRole('listitem')[0]).toHaveTextContent(/^Lien public : toute personne/));
    expect(within(facts).getAllByRole('listitem')).toHaveLength(3);
    expect(within(facts).queryByText(/refusé/)).not.toBeInTheDocument();
  });

  it('says the facts the results give when the administration call fails, and logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderResults({
      getBarometerResults: surveyResults(),
      getBarometerSurvey: json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500),
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[rapport] the barometer survey administration could not be loaded', expect.anything()));
    const facts = screen.getByRole('region', { name: 'About this survey' });
    expect(within(facts).getAllByRole('listitem')).toHaveLength(3);
    expect(within(facts).getByText(/^Personal invitations/)).toBeInTheDocument();
    expect(within(facts).queryByText(/links sent/)).not.toBeInTheDocument();
  });

  it("shows a public survey's counts as estimates with their margin, and explains why", async () => {
    renderResults({ getBarometerResults: publicResults(), getBarometerSurvey: surveyAdmin({ mode: 'public', links_sent: 0, links_used: 0 }) });
    expect(await screen.findByText('These figures are estimates')).toBeInTheDocument();
    expect(screen.getByText(/randomizes the answers before sending them/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'How do you feel about question 1?' });
    expect(within(table).getByRole('columnheader', { name: 'Times chosen (estimate ± margin)' })).toBeInTheDocument();
    expect(tableOf('How do you feel about question 1?')).toEqual([
      ['Answer 1.1', '≈ 9.4 ± 3.1', '≈ 47%'],
      ['Answer 1.2', '≈ 7 ± 2.9', '≈ 35%'],
      ['Answer 1.3', '≈ 2.6 ± 2.2', '≈ 13%'],
      ['Answer 1.4', '≈ 12.4 ± 3.3', '≈ 62%'],
      ['Answer 1.5', '≈ 5 ± 2.6', '≈ 25%'],
      ['Answer 1.6', '≈ 3.6 ± 2.4', '≈ 18%'],
    ]);
    const words = screen.getByRole('region', { name: 'Words chosen most often' });
    expect(within(words).getAllByRole('listitem')[0]).toHaveTextContent('1.Trust≈ 14.5 ± 4.2 people');
  });

  it("writes a public survey's estimates the French way", async () => {
    renderResults({ getBarometerResults: publicResults(), getBarometerSurvey: surveyAdmin({ mode: 'public', links_sent: 0, links_used: 0 }) }, 'fr');
    expect(await screen.findByText('Ces chiffres sont des estimations')).toBeInTheDocument();
    expect(tableOf('Que ressentez-vous à la question 1 ?')[0]).toEqual(['Réponse 1.1', '≈ 9,4 ± 3,1', '≈ 47%']);
    const words = screen.getByRole('region', { name: 'Mots les plus choisis' });
    expect(within(words).getAllByRole('listitem')[0]).toHaveTextContent('1.Trust (fr)≈ 14,5 ± 4,2 personnes');
  });

  it('closes, then tells its owner', async () => {
    const { user, onClose } = renderResults({ getBarometerResults: surveyResults() });
    const dialog = await screen.findByRole('dialog', { name: 'Results of Spring climate' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
