import { randomizeResponse } from '@rapport/wire/api/barometer-randomized-response';
import { screen, waitFor, within } from '@testing-library/react';
import { json, resetLocation } from '@rapport/platform/testing/mock-api';
import {
  finishedBody,
  keepProgress,
  keysOf,
  liveSurvey,
  progressAt,
  QUESTION_IDS,
  REFERRAL,
  ROUTE,
  seededRandom,
  signedIn,
  TWELVE,
} from '../../../testing/fixtures';
import { answer, next, SEED, start, surveyContent } from '../testing/barometer-page-harness';

describe('the public barometer', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocation();
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens on the first page: the company logo and texts, how the survey goes, and the way in', async () => {
    const { api } = start(liveSurvey, { preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme climate survey' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeInTheDocument();
    expect(screen.getByText('Spring 2026')).toBeInTheDocument();
    expect(screen.getByText('Tell us how work feels.')).toBeInTheDocument();
    expect(screen.getByText('First, a short statistical part about you.')).toBeInTheDocument();
    expect(screen.getByText('Then 18 questions, about 20 minutes.')).toBeInTheDocument();
    expect(screen.getByText('For each question, choose 2 answers out of 6: your first and your second preference.')).toBeInTheDocument();
    expect(screen.getByText('There are no right or wrong answers.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Before they are sent, your answers are shuffled a little on your device, so no single answer can be pinned on you: the company only sees estimates for groups.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).toBeEnabled());
    // public calls, with the mission's code: no token although someone is signed in on this browser
    expect(api.calls.map((call) => call.authorization)).toEqual(api.calls.map(() => null));
    expect(api.callsTo('getQuestions')[0].query).toEqual({ mission: REFERRAL });
    expect(api.callsTo('getDemographicQuestions')[0].query).toEqual({ mission: REFERRAL });
    expect(api.callsTo('isMissionActive')[0].query).toEqual({ mission_referral: REFERRAL });
    // opening the link leaves no trace: nothing is kept before the respondent starts
    expect(keysOf()).toEqual([]);
  });

  it('says ALLER AU QUESTIONNAIRE in French', async () => {
    start(liveSurvey, { preloadedState: { locale: { lang: 'fr' } }, lang: 'fr' });
    expect(await screen.findByRole('button', { name: 'ALLER AU QUESTIONNAIRE' })).toBeInTheDocument();
    expect(screen.getByText('Il n’y a pas de bonne ou de mauvaise réponse.')).toBeInTheDocument();
    expect(screen.getByText(/^Avant d’être envoyées, vos réponses sont un peu mélangées sur votre appareil/)).toBeInTheDocument();
  });

  it('asks each demographic question with exactly one answer, Next enabled with it', async () => {
    const { user } = start();
    const go = await screen.findByRole('button', { name: 'GO TO THE QUESTIONNAIRE' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your age' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('step-count')).toHaveTextContent('Statistical question 1 of 2');
    expect(next()).toBeDisabled();
    await user.click(answer(/^Under 30/));
    expect(answer(/^Under 30/)).toHaveAttribute('aria-pressed', 'true');
    expect(next()).toBeEnabled();
    await user.click(answer(/^Over 50/));
    expect(answer(/^Under 30/)).toHaveAttribute('aria-pressed', 'false');
    expect(answer(/^Over 50/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(answer(/^Over 50/));
    expect(next()).toBeDisabled();
    expect(screen.getByTestId('survey-announcer')).toHaveTextContent('Over 50 unselected');
    await user.click(answer(/^30 to 50/));
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your team' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:selectedDemographicQuestions`)!)).toEqual({ 11: 102 });
    await user.click(answer(/^Sales/));
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Climate q1' })).toBeInTheDocument();
    expect(screen.getByTestId('step-count')).toHaveTextContent('Question 1 of 18');
  });

  it('takes two ordered answers per question; a chosen answer removes itself and those after it', async () => {
    keepProgress(progressAt('QUESTIONNAIRE', { demographic: 2 }));
    const { user } = start();
    expect(await screen.findByRole('heading', { level: 2, name: 'Climate q1' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(answer(/^C\. Answer q1a3/));
    expect(answer(/^C\. Answer q1a3/)).toHaveAccessibleName(/^C\. Answer q1a3\s?, First choice$/);
    expect(next()).toBeDisabled();
    await user.click(answer(/^E\. Answer q1a5/));
    expect(answer(/^E\. Answer q1a5/)).toHaveAccessibleName(/^E\. Answer q1a5\s?, Second choice$/);
    expect(screen.getByTestId('survey-announcer')).toHaveTextContent('E: second choice');
    expect(next()).toBeEnabled();
    // the second one alone goes
    await user.click(answer(/^E\. Answer q1a5/));
    expect(answer(/^E\. Answer q1a5/)).toHaveAttribute('aria-pressed', 'false');
    expect(answer(/^C\. Answer q1a3/)).toHaveAttribute('aria-pressed', 'true');
    expect(next()).toBeDisabled();
    // the first one takes the second with it
    await user.click(answer(/^A\. Answer q1a1/));
    await user.click(answer(/^C\. Answer q1a3/));
    expect(within(screen.getByRole('group', { name: 'Climate q1' })).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByTestId('survey-announcer')).toHaveTextContent('Choices cleared');
    await user.click(answer(/^B\. Answer q1a2/));
    await user.click(answer(/^F\. Answer q1a6/));
    await user.click(next());
    const second = await screen.findByRole('heading', { level: 2, name: 'Climate q2' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByTestId('step-count')).toHaveTextContent('Question 2 of 18');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(100 / 18)));
    expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:selectedQuestions`)!)).toMatchObject({ q1: ['q1a2', 'q1a6'] });
    // Back: the previous question, its answers as given
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Climate q1' })).toBeInTheDocument();
    expect(answer(/^B\. Answer q1a2/)).toHaveAccessibleName(/^B\. Answer q1a2\s?, First choice$/);
  });

  describe('resumes this browser’s progress on reload', () => {
    it('at the next unanswered demographic question, without loading the survey again', async () => {
      keepProgress(progressAt('DEMOGRAPHIC', { demographic: 1 }));
      const { api } = start();
      expect(await screen.findByRole('heading', { level: 2, name: 'Your team' })).toBeInTheDocument();
      expect(api.callsTo('getQuestions')).toHaveLength(0);
      expect(api.callsTo('getWords')).toHaveLength(0);
    });

    it('at the next unanswered question', async () => {
      keepProgress(progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 4 }));
      start();
      expect(await screen.findByRole('heading', { level: 2, name: 'Climate q5' })).toBeInTheDocument();
      expect(screen.getByTestId('step-count')).toHaveTextContent('Question 5 of 18');
    });

    it('on the word selection, the words chosen still chosen', async () => {
      keepProgress(progressAt('SELECT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE.slice(0, 11) }));
      const { user } = start();
      expect(await screen.findByRole('heading', { level: 2, name: 'Choose 12 words' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Trust' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('word-counter')).toHaveTextContent('11 / 12');
      expect(next()).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Care' }));
      expect(next()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Noise' }));
      expect(screen.getByRole('button', { name: 'Noise' })).toHaveAttribute('aria-pressed', 'false');
      await user.click(next());
      expect(await screen.findByRole('heading', { level: 2, name: 'Sort your 12 words' })).toBeInTheDocument();
    });

    it('on the sorting, in the order kept', async () => {
      const order = [...TWELVE].reverse();
      keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: order }));
      const { user } = start();
      const list = await screen.findByRole('list', { name: 'Your words, most important first' });
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Care');
      await user.click(screen.getByRole('button', { name: 'Move Clarity up' }));
      expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:selectedWords`)!).slice(4, 6)).toEqual(['w07', 'w08']);
    });
  });

  it('submits the answers randomized on this device, says thank you, clears the progress and remembers the submit', async () => {
    const order = [...TWELVE].reverse();
    keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: order }));
    const routes = { ...liveSurvey, submitBarometerResponse: { message: 'Thank you: your answers are saved.' } };
    const first = start(routes, { preloadedState: signedIn(), random: seededRandom(SEED) });
    await first.user.click(await screen.findByRole('button', { name: 'Validate' }));
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('You can now close your browser.')).toBeInTheDocument();
    const [sent] = first.api.callsTo('submitBarometerResponse');
    expect(sent.query).toEqual({ mission: REFERRAL });
    expect(sent.authorization).toBeNull();
    // what the same draws make of the true answers, over the whole bank: the true answers never leave
    const randomized = randomizeResponse(finishedBody(order), surveyContent, seededRandom(SEED));
    expect(sent.body).toEqual(randomized);
    expect(randomized.first_answers).not.toBe(finishedBody(order).first_answers);
    expect(randomized.selected_word_result).not.toBe(finishedBody(order).selected_word_result);
    expect(keysOf()).toEqual([`barometer:${REFERRAL}:submitted`]);
    first.unmount();
    jest.restoreAllMocks();

    // the same browser comes back: the thank-you page, not a second survey
    start(routes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).not.toBeInTheDocument();
  });

  it('draws the randomization from the platform’s cryptographic generator', async () => {
    keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
    const draws = jest.spyOn(globalThis.crypto, 'getRandomValues');
    const { user, api } = start({ ...liveSurvey, submitBarometerResponse: { message: 'saved' } });
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    // one draw per question kept or not, two for its pair, and the words' draws
    expect(draws.mock.calls.length).toBeGreaterThanOrEqual(3 * QUESTION_IDS.length);
    const body = api.callsTo('submitBarometerResponse')[0].body as { selected_word_result: string; sorted_word_result: string };
    expect(new Set(body.selected_word_result.split(',')).size).toBe(12);
    expect(body.sorted_word_result).toBe(body.selected_word_result);
  });

  it('keeps everything after a failed submit and offers a retry', async () => {
    keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
    let fail = true;
    const { user, api } = start({
      ...liveSurvey,
      submitBarometerResponse: () => (fail ? json({ message: 'down' }, 503) : { message: 'saved' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit the responses to the questionnaire');
    expect(alert).toHaveTextContent('Your answers are kept: try again when you are ready.');
    expect(keysOf()).toHaveLength(7);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(api.callsTo('submitBarometerResponse')).toHaveLength(2);
  });

  it('shows the server’s reason for a refused submit, in the interface’s language', async () => {
    keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
    const refused = json({ message: 'question_answered: all 18 questions must be answered, got 17', code: 'barometer.question_count', params: { count: 17 } }, 400);
    const { user } = start({ ...liveSurvey, submitBarometerResponse: refused });
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved: all 18 questions must be answered, got 17.');
    expect(keysOf()).toHaveLength(7);
  });

  it('says which load failed and retries it, the survey then starting as usual', async () => {
    let down = true;
    const { user } = start({ ...liveSurvey, getQuestions: () => (down ? json({ message: 'down' }, 503) : liveSurvey.getQuestions) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to retrieve the questions');
    expect(screen.getByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).toBeDisabled();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the link cannot be checked, and checks again on Retry', async () => {
    let down = true;
    const { user } = start({ ...liveSurvey, isMissionActive: () => (down ? json({ message: 'down' }, 503) : { is_active: true }) });
    window.history.replaceState(null, '', ROUTE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to retrieve the survey');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme climate survey' })).toBeInTheDocument();
    // a failed check is no dead link: the respondent stays
    expect(window.location.pathname).toBe('/barometerquestionnaire/Acme/');
  });

});
