import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { TWELVE, fullProgress, signedIn, words } from '../../../testing/fixtures';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import '../../../testing/register-translations';
import { SelectPage } from './select-page';

function setup(routes: MockRoutes = {}, route = '/select') {
  const api = mockApi({
    getWords: words,
    getResponseProgress: fullProgress,
    getSelectedWords: { result: '' },
    saveSelectedWords: ({ body }) => json({ result: (body as { result: string }).result }),
    ...routes,
  });
  const { user } = renderWithProviders(<SelectPage />, { route, preloadedState: signedIn() });
  return { api, user };
}

const word = (name: string) => screen.getByRole('button', { name });
const counter = () => screen.getByTestId('word-counter');
const next = () => screen.getByRole('button', { name: 'Next' });

async function chooseTwelve(user: ReturnType<typeof userEvent.setup>) {
  for (const w of words.slice(0, 12)) await user.click(word(w.en));
}

describe('/select', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('shows the 48 words as toggle buttons, Next only at 12', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Curiosity' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(48);
    expect(counter()).toHaveTextContent('0 / 12');
    expect(next()).toBeDisabled();

    await user.click(word('Curiosity'));
    expect(word('Curiosity')).toHaveAttribute('aria-pressed', 'true');
    expect(counter()).toHaveTextContent('1 / 12');
    expect(screen.getByTestId('select-announcer')).toHaveTextContent('Words chosen: 1 of 12');

    await chooseTwelve(user); // Curiosity again first: unselected, then chosen back
    expect(counter()).toHaveTextContent('11 / 12');
    await user.click(word('Curiosity'));
    expect(counter()).toHaveTextContent('12 / 12');
    expect(next()).toBeEnabled();
  });

  it('refuses a 13th word: the others are disabled and a polite message says why', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Curiosity' });
    await chooseTwelve(user);
    expect(word('Word 13')).toHaveAttribute('aria-disabled', 'true');
    await user.click(word('Word 13'));
    expect(word('Word 13')).toHaveAttribute('aria-pressed', 'false');
    expect(counter()).toHaveTextContent('12 / 12');
    expect(screen.getByTestId('select-announcer')).toHaveTextContent('You have chosen 12 words. Unselect one to choose another.');

    await user.click(word('Kindness'));
    expect(word('Word 13')).not.toHaveAttribute('aria-disabled');
    expect(next()).toBeDisabled();
  });

  it('saves the 12 words, then goes to /sort', async () => {
    const { user, api } = setup();
    await screen.findByRole('button', { name: 'Curiosity' });
    await chooseTwelve(user);
    await user.click(next());
    await waitFor(() => expect(window.location.pathname).toBe('/sort'));
    expect(api.callsTo('saveSelectedWords')[0].body).toEqual({ email: 'ada@example.com', result: TWELVE.join(',') });
    // no questionnaire in the link: the server keeps the words with the current questionnaire
    expect(api.callsTo('getSelectedWords')[0].query).toEqual({});
    expect(api.callsTo('saveSelectedWords')[0].query).toEqual({});
  });

  it.each([
    ['/select?questionnaire_type=workplace', { questionnaire_type: 'workplace' }],
    ['/select?questionnaire_id=workplace', { questionnaire_type: 'workplace' }],
    ['/select?mission=M42', { mission: 'M42' }],
  ])('on %s, reads and saves the words of the questionnaire the link names', async (route, query) => {
    const { user, api } = setup({}, route);
    await screen.findByRole('button', { name: 'Curiosity' });
    await chooseTwelve(user);
    await user.click(next());
    await waitFor(() => expect(window.location.pathname).toBe('/sort'));
    expect(api.callsTo('getSelectedWords').map((call) => call.query)).toEqual([query]);
    expect(api.callsTo('getResponseProgress').map((call) => call.query)).toEqual([query]);
    expect(api.callsTo('saveSelectedWords').map((call) => call.query)).toEqual([query]);
  });

  it('sends a user whose words are already chosen to /sort', async () => {
    setup({ getSelectedWords: { result: TWELVE.join(',') } });
    await waitFor(() => expect(window.location.pathname).toBe('/sort'));
    expect(screen.queryByRole('button', { name: 'Curiosity' })).not.toBeInTheDocument();
  });

  it('sends someone whose 18 answers are not all saved to /choice, the link kept, with no error on the way', async () => {
    setup({ getResponseProgress: { ...fullProgress, question_answered: 'q1,q2', first_answers: 'q1a1,q2a1', second_answers: 'q1a2,q2a2' } }, '/select?mission=M42');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?mission=M42');
    expect(screen.queryByRole('button', { name: 'Curiosity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
  });

  it('shows no word before it knows the answers are all saved', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    setup({ getResponseProgress: () => answered.then(() => json(fullProgress)) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading…'));
    expect(screen.queryByRole('button', { name: 'Curiosity' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Curiosity' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('lets someone choose when their answers cannot be checked (the save says what is missing)', async () => {
    setup({ getResponseProgress: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByRole('button', { name: 'Curiosity' })).toBeInTheDocument();
  });

  it('says so when the words cannot be saved', async () => {
    const { user } = setup({ saveSelectedWords: json({ status: 0, message: 'no' }, 400) });
    await screen.findByRole('button', { name: 'Curiosity' });
    await chooseTwelve(user);
    await user.click(next());
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: 'Failed to submit the selected words' })));
    expect(window.location.pathname).toBe('/');
  });

  it('says so when the words cannot be loaded', async () => {
    setup({ getWords: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText('Failed to retrieve the words')).toBeInTheDocument();
  });
});
