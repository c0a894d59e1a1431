import { SUBMIT_DELAY_MS, submitDelay } from './submit-delay';

describe('the submit delay', () => {
  afterEach(() => jest.useRealTimers());

  it('is the spec’s 500 ms, neither less nor more', async () => {
    jest.useFakeTimers();
    let done = false;
    const waited = submitDelay().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waited;
    expect(done).toBe(true);
    expect(SUBMIT_DELAY_MS).toBe(500);
  });
});
