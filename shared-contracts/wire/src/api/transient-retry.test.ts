import { isTransient, mayRepeat, withTransientRetry } from './transient-retry';

describe('transient retry', () => {
  it('repeats reads and idempotent writes, never a POST that creates', () => {
    expect(mayRepeat('POST', true)).toBe(true);
    expect(mayRepeat('PUT', false)).toBe(true);
    expect(mayRepeat('DELETE', false)).toBe(true);
    expect(mayRepeat(undefined, false)).toBe(true);
    expect(mayRepeat('POST', false)).toBe(false);
    expect(mayRepeat('PATCH', false)).toBe(false);
  });

  it('counts a dropped connection and the edge’s 502, 503, 504 as the moment’s, not a 500 or a 429', () => {
    for (const status of [502, 503, 504, 'FETCH_ERROR', 'TIMEOUT_ERROR']) expect(isTransient(status)).toBe(true);
    for (const status of [400, 401, 404, 429, 500, undefined]) expect(isTransient(status)).toBe(false);
  });

  it('tries again after each delay until the answer is not transient, and answers the last one', async () => {
    const answers = [503, 502, 200];
    const waits: number[] = [];
    let retries = 0;
    const result = await withTransientRetry(async () => answers.shift() as number, (status) => isTransient(status), {
      delaysMs: [10, 20, 40],
      wait: async (ms) => void waits.push(ms),
      onRetry: () => (retries += 1),
    });
    expect(result).toBe(200);
    expect(waits).toEqual([10, 20]);
    expect(retries).toBe(2);
  });

  it('gives up after the last delay with the last failure', async () => {
    let tries = 0;
    const result = await withTransientRetry(async () => (tries += 1, 503), (status) => isTransient(status), { delaysMs: [1, 1], wait: async () => undefined });
    expect(result).toBe(503);
    expect(tries).toBe(3);
  });
});
