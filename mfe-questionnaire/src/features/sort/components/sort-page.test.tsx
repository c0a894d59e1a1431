import { act, screen, waitFor, within } from '@testing-library/react';
import { TestBackend, type ITestBackend, type TestBackendOptions } from 'react-dnd-test-backend';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { TWELVE, finishedResult, fullProgress, signedIn, words } from '../../../testing/fixtures';
import { deferred, json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import '../../../testing/register-translations';
import { SortPage } from './sort-page';

function setup(routes: MockRoutes = {}, route = '/sort', { fakeTimers = false } = {}) {
  const api = mockApi({
    getWords: words,
    getResponseProgress: fullProgress,
    getSelectedWords: { result: TWELVE.join(',') },
    submitIndividualResult: { ...finishedResult, w_1: 0.2 },
    ...routes,
  });
  let backend: ITestBackend | null = null;
  const options: TestBackendOptions = { onCreate: (created) => (backend = created) };
  const userOptions = fakeTimers ? { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) } : {};
  const { user } = renderWithProviders(<SortPage backend={TestBackend} backendOptions={options} />, { route, preloadedState: signedIn(), userOptions });
  return { api, user, dnd: () => backend! };
}

const ranked = () => within(screen.getByRole('list', { name: 'Your words, most important first' })).getAllByRole('listitem');
const rankedWords = () => ranked().map((item) => item.textContent!.replace(/^\d+/, ''));
const announcer = () => screen.getByTestId('sort-announcer');
/** Lets the network answer with the fake clock moving 1 ms at a time (waitFor moves it 50 ms). */
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');
async function settle(done: () => boolean) {
  await act(async () => {
    for (let i = 0; i < 200 && !done(); i += 1) {
      await new Promise((resolve) => realSetImmediate(resolve));
      jest.advanceTimersByTime(1);
    }
  });
}

const names = words.slice(0, 12).map((w) => w.en);

describe('/sort', () => {
  const toasts = toastsOfEachTest({ atRoot: true });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves words with the keyboard, says where they went, and submits that order', async () => {
    const { user, api } = setup({}, '/sort?mission=M42');
    await screen.findByRole('button', { name: 'Move Curiosity up' });
    expect(rankedWords()).toEqual(names);

    screen.getByRole('button', { name: 'Move Courage up' }).focus();
    await user.keyboard('{Enter}');
    expect(rankedWords().slice(0, 2)).toEqual(['Courage', 'Curiosity']);
    expect(announcer()).toHaveTextContent('Courage moved to position 1 of 12');
    expect(screen.getByRole('button', { name: 'Move Courage up' })).toHaveAttribute('aria-disabled', 'true');

    const down = screen.getByRole('button', { name: 'Move Curiosity down' });
    down.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(announcer()).toHaveTextContent('Curiosity moved to position 4 of 12');
    expect(screen.getByRole('button', { name: 'Move Curiosity down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('submitIndividualResult')).toHaveLength(1));
    const [call] = api.callsTo('submitIndividualResult');
    expect(call.query).toEqual({ mission: 'M42' });
    expect(api.callsTo('getSelectedWords')[0].query).toEqual({ mission: 'M42' });
    expect(call.body).toEqual({
      email: 'ada@example.com',
      result: ['w02', 'w03', 'w04', 'w01', ...TWELVE.slice(4)].join(','),
    });
  });

  it('without a questionnaire in the link, reads and submits without a query (the server scores the current questionnaire)', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('submitIndividualResult')).toHaveLength(1));
    expect(api.callsTo('getSelectedWords')[0].query).toEqual({});
    expect(api.callsTo('submitIndividualResult')[0].query).toEqual({});
  });

  it('moves words by drag and drop', async () => {
    const { dnd } = setup();
    await screen.findByRole('button', { name: 'Move Curiosity up' });
    const [first, , third] = ranked();
    const source = first.querySelector('[data-source-id]')!.getAttribute('data-source-id')!;
    const target = third.getAttribute('data-target-id')!;
    act(() => dnd().simulateBeginDrag([source]));
    act(() => dnd().simulateHover([target]));
    act(() => dnd().simulateDrop());
    act(() => dnd().simulateEndDrag());
    expect(rankedWords().slice(0, 3)).toEqual(['Courage', 'Kindness', 'Curiosity']);
    expect(announcer()).toHaveTextContent('Curiosity moved to position 3 of 12');
  });

  it('starts the 5000 ms wait with the click, the save running during it, then shows the results', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const save = deferred();
    const { user, api } = setup({ submitIndividualResult: save.answer }, '/sort', { fakeTimers: true });
    const submit = () => screen.queryByRole('button', { name: 'Submit' });
    await settle(() => submit() !== null);
    await user.click(submit()!);
    const clicked = Date.now();
    // no spinner on the button: the wait is on screen at once, the save still under way
    const bar = screen.getByRole('progressbar', { name: 'Computing your profile' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(1);
    expect(screen.getByText('We are computing your relational profile')).toBeInTheDocument();
    await settle(() => api.callsTo('submitIndividualResult').length === 1);
    act(() => jest.advanceTimersByTime(clicked + 2500 - Date.now()));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);
    save.release(json({ ...finishedResult, w_1: 0.2 }));
    await settle(() => false); // 200 fake ms for the answer to arrive
    act(() => jest.advanceTimersByTime(clicked + 5000 - Date.now() - 1));
    expect(window.location.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/results');
  });

  it('keeps the wait full while a slow save finishes, then shows the results', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const save = deferred();
    const { user } = setup({ submitIndividualResult: save.answer }, '/sort', { fakeTimers: true });
    await settle(() => screen.queryByRole('button', { name: 'Submit' }) !== null);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(window.location.pathname).toBe('/');
    save.release(json({ ...finishedResult, w_1: 0.2 }));
    await settle(() => window.location.pathname === '/results');
    expect(window.location.pathname).toBe('/results');
  });

  it('ends the wait when the save fails, with one message per failure, and lets the person submit again', async () => {
    const save = deferred();
    let attempt = 0;
    const { user } = setup({
      submitIndividualResult: () => (attempt++ === 0 ? save.answer() : json({ status: 0, message: 'bad' }, 400)),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    save.release(json({ status: 0, message: 'The questionnaire is not finished: 17 of 18 questions answered' }, 400));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const sortedWordsFailures = () => toasts.toasts.filter((toast) => toast.title === 'There was an error when we tried to save your sorted words :(');
    expect(toasts.toasts).toEqual([{ type: 'error', title: 'There was an error when we tried to save your sorted words :(' }]);

    await user.click(submit);
    await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(sortedWordsFailures()).toHaveLength(2));
    expect(toasts.toasts).toHaveLength(2);
    expect(window.location.pathname).toBe('/');
  });

  it('says so when the selected words cannot be read', async () => {
    setup({ getSelectedWords: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText('There was an error when we tried to retrieve your selected words :(')).toBeInTheDocument();
  });

  it('sends a user without selected words back to /select, with no error on the way', async () => {
    setup({ getSelectedWords: { result: '' } });
    await waitFor(() => expect(window.location.pathname).toBe('/select'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
  });

  it('sends someone whose 18 answers are not all saved to /choice (before /select), the link kept, with no error on the way', async () => {
    setup({ getResponseProgress: { ...fullProgress, question_answered: 'q1', first_answers: 'q1a1', second_answers: 'q1a2' }, getSelectedWords: { result: '' } }, '/sort?contact=C7');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?contact=C7');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
  });

  it('reads the words again on Retry after a failed read', async () => {
    let reads = 0;
    const { user } = setup({ getSelectedWords: () => (reads++ === 0 ? json({ status: 0, message: 'down' }, 500) : { result: TWELVE.join(',') }) });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
