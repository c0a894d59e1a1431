import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { QUESTION_IDS, answers, emptyProgress, questions, signedIn } from '../../../testing/fixtures';
import { deferred, json, mockApi, type ApiRequest, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import '../../../testing/register-translations';
import { ChoicePage } from './choice-page';

/** PUT /result/response/ as the server answers it: the lists saved and their questionnaire type. */
const echo = ({ body, query }: ApiRequest) => {
  const { email: _email, ...lists } = body as Record<string, string>;
  return json({ ...lists, questionnaire_type: query.questionnaire_type ?? 'standard' });
};

function setup(routes: MockRoutes = {}, route = '/choice') {
  const api = mockApi({
    getQuestions: questions,
    getAnswers: answers,
    getResponseProgress: emptyProgress,
    saveResponseProgress: echo,
    ...routes,
  });
  const view = renderWithProviders(<ChoicePage />, { route, preloadedState: signedIn() });
  return { api, ...view };
}

const option = (letter: string) => screen.getByRole('button', { name: new RegExp(`^${letter}\\. `) });
const shownQuestion = () => screen.getByRole('heading', { level: 2 }).textContent!.replace('Situation ', '');
const count = () => screen.getByTestId('question-count').textContent;
const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('/choice', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('applies the choice rules with aria states', async () => {
    const { user } = setup();
    await waitFor(() => expect(count()).toBe('Question 1 of 18'));
    const group = screen.getByRole('group', { name: /^Situation q/ });
    expect(within(group).getAllByRole('button')).toHaveLength(6);
    expect(option('F')).toHaveAttribute('aria-pressed', 'false');
    expect(nextButton()).toBeDisabled();

    await user.click(option('C'));
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    expect(option('C')).toHaveAccessibleName(expect.stringMatching(/First choice$/));
    expect(nextButton()).toBeDisabled();
    await user.click(option('A'));
    expect(option('A')).toHaveAccessibleName(expect.stringMatching(/Second choice$/));
    expect(screen.getByTestId('choice-announcer')).toHaveTextContent('A: second choice');
    expect(nextButton()).toBeEnabled();

    await user.click(option('A')); // unselect choice 2 only
    expect(option('A')).toHaveAttribute('aria-pressed', 'false');
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    expect(nextButton()).toBeDisabled();

    await user.click(option('E'));
    await user.click(option('C')); // unselect choice 1: both cleared
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByTestId('choice-announcer')).toHaveTextContent('Choices cleared');
    expect(nextButton()).toBeDisabled();
  });

  it('chooses with letters and goes on with Enter, the next question shown before the save returns', async () => {
    const save = deferred();
    const { user, api } = setup({ saveResponseProgress: save.answer });
    await waitFor(() => expect(count()).toBe('Question 1 of 18'));
    const first = shownQuestion();
    await user.keyboard('b');
    await user.keyboard('{Enter}'); // only one choice: nothing happens
    expect(count()).toBe('Question 1 of 18');
    await user.keyboard('d{Enter}');

    expect(count()).toBe('Question 2 of 18');
    expect(shownQuestion()).not.toBe(first);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await waitFor(() => expect(api.callsTo('saveResponseProgress')).toHaveLength(1));
    expect(api.callsTo('saveResponseProgress')[0].body).toEqual({
      email: 'ada@example.com',
      question_answered: first,
      first_answers: `${first}a2`,
      second_answers: `${first}a4`,
    });
    await act(async () =>
      save.release(json({ question_answered: first, first_answers: `${first}a2`, second_answers: `${first}a4`, questionnaire_type: 'standard' })),
    );
  });

  it('moves between answers with the arrow keys and chooses with Space', async () => {
    const { user } = setup();
    await waitFor(() => expect(count()).toBe('Question 1 of 18'));
    option('A').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('C')).toHaveFocus();
    await user.keyboard(' ');
    expect(option('C')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(option('B')).toHaveAttribute('aria-pressed', 'true');
  });

  it('resumes from the saved progress and never asks an answered question again', async () => {
    const answered = ['q3', 'q7', 'q11', 'q12'];
    const progress = {
      question_answered: answered.join(','),
      first_answers: answered.map((q) => `${q}a1`).join(','),
      second_answers: answered.map((q) => `${q}a2`).join(','),
      questionnaire_type: 'standard',
    };
    const { user, api } = setup({ getResponseProgress: progress });
    await waitFor(() => expect(count()).toBe('Question 5 of 18'));
    const seen: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      seen.push(shownQuestion());
      await user.keyboard('fe{Enter}');
    }
    expect(new Set(seen).size).toBe(14);
    expect(seen.filter((id) => answered.includes(id))).toEqual([]);
    const last = api.callsTo('saveResponseProgress').at(-1)!.body as { question_answered: string };
    expect(last.question_answered.split(',').sort()).toEqual([...QUESTION_IDS].sort());
    expect(api.callsTo('getResponseProgress')[0].body).toEqual({ email: 'ada@example.com' });
  });

  it('goes back to the unsaved question with its choices when the save fails', async () => {
    const { user } = setup({ saveResponseProgress: json({ status: 0, message: 'boom' }, 500) });
    await waitFor(() => expect(count()).toBe('Question 1 of 18'));
    const first = shownQuestion();
    await user.click(option('D'));
    await user.click(option('B'));
    await user.click(nextButton());
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to submit the responses to the questionnaire' })));
    expect(shownQuestion()).toBe(first);
    expect(count()).toBe('Question 1 of 18');
    expect(option('D')).toHaveAccessibleName(expect.stringMatching(/First choice$/));
    expect(option('B')).toHaveAccessibleName(expect.stringMatching(/Second choice$/));
  });

  it('saves the last question, then offers Next to /select', async () => {
    const others = QUESTION_IDS.filter((id) => id !== 'q9');
    const progress = {
      question_answered: others.join(','),
      first_answers: others.map((q) => `${q}a1`).join(','),
      second_answers: others.map((q) => `${q}a2`).join(','),
      questionnaire_type: 'standard',
    };
    const save = deferred();
    const { user } = setup({ getResponseProgress: progress, saveResponseProgress: save.answer });
    await waitFor(() => expect(count()).toBe('Question 18 of 18'));
    expect(shownQuestion()).toBe('q9');
    await user.keyboard('ab{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Saving your answers…');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await act(async () => save.release(json({ ...progress, question_answered: QUESTION_IDS.join(',') })));
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(window.location.pathname).toBe('/select');
  });

  describe('which questionnaire', () => {
    const answerOne = async (user: ReturnType<typeof userEvent.setup>) => {
      await waitFor(() => expect(count()).toBe('Question 1 of 18'));
      await user.keyboard('ab{Enter}');
    };

    it('without one in the link: loads the progress first, then the questions of the type it names, and saves without a query', async () => {
      const arrival = deferred();
      const { user, api } = setup({ getResponseProgress: arrival.answer });
      await waitFor(() => expect(api.callsTo('getResponseProgress')).toHaveLength(1));
      expect(api.callsTo('getResponseProgress')[0]).toMatchObject({ query: {}, body: { email: 'ada@example.com' } });
      // nothing is asked of the questionnaire before the progress says which one it is
      expect(api.callsTo('getQuestions')).toHaveLength(0);
      expect(api.callsTo('getAnswers')).toHaveLength(0);

      await act(async () => arrival.release(json({ ...emptyProgress, questionnaire_type: 'workplace' })));
      await answerOne(user);
      expect(api.callsTo('getQuestions').map((call) => call.query)).toEqual([{ questionnaire_type: 'workplace' }]);
      expect(api.callsTo('getAnswers').map((call) => call.query)).toEqual([{ questionnaire_type: 'workplace' }]);
      await waitFor(() => expect(api.callsTo('saveResponseProgress')).toHaveLength(1));
      // the server saves to the current questionnaire: the one the progress named
      expect(api.callsTo('saveResponseProgress')[0].query).toEqual({});
    });

    it.each([
      ['questionnaire_id', '/choice?questionnaire_id=workplace', { questionnaire_type: 'workplace' }],
      ['questionnaire_type', '/choice?questionnaire_type=workplace&utm_source=mail', { questionnaire_type: 'workplace' }],
      ['mission', '/choice?mission=M42', { mission: 'M42' }],
      ['contact and company', '/choice?contact=C7&company=3', { contact: 'C7', company: '3' }],
    ])('with a link naming it by %s: forwards it on the progress, the questions, the answers and every save', async (_name, route, query) => {
      const { user, api } = setup({ getResponseProgress: { ...emptyProgress, questionnaire_type: 'workplace' } }, route);
      await answerOne(user);
      await waitFor(() => expect(api.callsTo('saveResponseProgress')).toHaveLength(1));
      expect(api.callsTo('getResponseProgress').map((call) => call.query)).toEqual([query]);
      expect(api.callsTo('getQuestions').map((call) => call.query)).toEqual([query]);
      expect(api.callsTo('getAnswers').map((call) => call.query)).toEqual([query]);
      expect(api.callsTo('saveResponseProgress').map((call) => call.query)).toEqual([query]);
      // the questions come after the progress
      const order = api.calls.map((call) => `${call.method} ${call.path}`);
      expect(order.indexOf('POST /result/response/')).toBeLessThan(order.indexOf('GET /response/question/'));
    });

    it.each([
      ['an unknown contact', '/choice?contact=GONE&utm_source=mail', 'Unknown contact'],
      ['an unknown mission', '/choice?mission=GONE', 'Unknown mission'],
      ['an unknown questionnaire_id', '/choice?questionnaire_id=nope', 'Unknown questionnaire type: nope'],
    ])('with %s: says the invitation is no longer valid, drops it from the address, and offers the standard questionnaire', async (_name, route, message) => {
      const { user, api } = setup(
        { getResponseProgress: ({ query }) => (query.questionnaire_type === 'standard' ? emptyProgress : json({ status: 0, message }, 404)) },
        route,
      );
      const title = await screen.findByText('This invitation is no longer valid');
      expect(title).toHaveFocus();
      expect(screen.queryByText('Failed to retrieve the results')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(toasts.toasts).toEqual([]);
      // the bad parameter leaves the address; the others stay
      await waitFor(() => expect(window.location.pathname + window.location.search).toBe(route.includes('utm_source') ? '/choice?utm_source=mail' : '/choice'));
      expect(api.callsTo('getQuestions')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Take the standard questionnaire' }));
      await waitFor(() => expect(count()).toBe('Question 1 of 18'));
      expect(window.location.search).toContain('questionnaire_type=standard');
      expect(api.callsTo('getQuestions').map((call) => call.query)).toEqual([{ questionnaire_type: 'standard' }]);
      await user.keyboard('ab{Enter}');
      await waitFor(() => expect(api.callsTo('saveResponseProgress')).toHaveLength(1));
      expect(api.callsTo('saveResponseProgress')[0].query).toEqual({ questionnaire_type: 'standard' });
      expect(toasts.toasts).toEqual([]);
    });

    it('says it in French', async () => {
      mockApi({ getResponseProgress: json({ status: 0, message: 'Unknown mission' }, 404) });
      renderWithProviders(<ChoicePage />, { route: '/choice?mission=GONE', preloadedState: signedIn(), lang: 'fr' });
      expect(await screen.findByText('Cette invitation n’est plus valable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Passer le questionnaire standard' })).toBeInTheDocument();
    });

    it.each(['en', 'fr'] as const)('with an ended mission (%s): says it has ended, offers nothing to answer and loads no questions', async (lang) => {
      const ended = { status: 0, message: 'This mission has ended: its link no longer accepts answers.', code: 'mission.ended' };
      const api = mockApi({ getResponseProgress: json(ended, 410) });
      renderWithProviders(<ChoicePage />, { route: '/choice?mission=OVER', preloadedState: signedIn(), lang });
      const title = await screen.findByText(lang === 'en' ? 'This mission has ended' : 'Cette mission est terminée');
      expect(title).toHaveFocus();
      expect(screen.queryByRole('button', { name: /standard/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: lang === 'en' ? 'Retry' : 'Réessayer' })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(api.callsTo('getQuestions')).toHaveLength(0);
      expect(screen.getByRole('button', { name: lang === 'en' ? 'Back to the home page' : 'Retour à l’accueil' })).toBeInTheDocument();
    });

    it('without a questionnaire in the link, a 404 is a load failure like any other', async () => {
      setup({ getResponseProgress: json({ status: 0, message: 'Not found' }, 404) });
      expect(await screen.findByText('Failed to retrieve the results')).toBeInTheDocument();
      expect(screen.queryByText('This invitation is no longer valid')).not.toBeInTheDocument();
    });

    it('says so, and loads no questions, when the progress cannot be read', async () => {
      const { api } = setup({ getResponseProgress: json({ status: 0, message: 'down' }, 500) });
      expect(await screen.findByText('Failed to retrieve the results')).toBeInTheDocument();
      expect(api.callsTo('getQuestions')).toHaveLength(0);
    });
  });

  it.each([
    ['GET /response/question/', 'getQuestions', 'Failed to retrieve the questions'],
    ['GET /response/answer/', 'getAnswers', 'Failed to retrieve the answers'],
  ] as const)('says so when %s fails', async (_path, call, message) => {
    setup({ [call]: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: message }));
  });
});
