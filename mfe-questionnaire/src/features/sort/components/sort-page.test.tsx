import { act, screen, waitFor, within } from '@testing-library/react';
import { TestBackend, type ITestBackend, type TestBackendOptions } from 'react-dnd-test-backend';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { TWELVE, finishedResult, signedIn, words } from '../../../testing/fixtures';
import { collectToasts, json, mockApi, resetLocation, type MockRoutes } from '../../../../../shared-contracts/src/testing/mock-api';
import '../../../testing/register-translations';
import { SortPage } from './sort-page';

function setup(routes: MockRoutes = {}, route = '/sort', { fakeTimers = false } = {}) {
  const api = mockApi({
    getWords: words,
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
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    resetLocation();
    toasts = collectToasts();
  });
  afterEach(() => {
    toasts.off();
    jest.useRealTimers();
    jest.restoreAllMocks();
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

  it('waits 5000 ms with a progress bar after the save, then shows the results', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const { user } = setup({}, '/sort', { fakeTimers: true });
    const submit = () => screen.queryByRole('button', { name: 'Submit' });
    await settle(() => submit() !== null);
    await user.click(submit()!);
    await settle(() => screen.queryByRole('progressbar') !== null);
    const bar = screen.getByRole('progressbar', { name: 'Computing your profile' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(1);
    expect(screen.getByText('We are computing your relational profile')).toBeInTheDocument();
    // the wait started at most a few fake milliseconds before the bar was seen
    act(() => jest.advanceTimersByTime(2500));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);
    act(() => jest.advanceTimersByTime(2450));
    expect(window.location.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(50));
    expect(window.location.pathname).toBe('/results');
  });

  it('says so when the sorted words cannot be saved, and stays', async () => {
    const { user } = setup({ submitIndividualResult: json({ status: 0, message: 'bad' }, 400) });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: 'There was an error when we tried to save your sorted words :(' })),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('says so when the selected words cannot be read', async () => {
    setup({ getSelectedWords: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText('There was an error when we tried to retrieve your selected words :(')).toBeInTheDocument();
  });

  it('sends a user without selected words back to /select', async () => {
    setup({ getSelectedWords: { result: '' } });
    await waitFor(() => expect(window.location.pathname).toBe('/select'));
  });
});
