/**
 * A call that failed because no replica could answer at that moment (the connection dropped, the
 * edge answered 502, 503 or 504) is sent again, after a short wait, when sending it twice says
 * nothing more than sending it once: a read (an RTK Query query, whatever its method) or a PUT or
 * DELETE (the API's PUTs replace or merge by id: a second one changes nothing). A POST that
 * creates something is never repeated: its caller shows the error. The product's base query and
 * the failover test's simulated people use this one rule.
 */

/** The waits before each new try: about 4 s in all, longer than a replica's restart behind the edge. */
export const TRANSIENT_RETRY_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000];

/** The waits in force: component tests shorten them (jest.setup-dom.js) so a failure shows at once. */
export const transientRetry = { delaysMs: TRANSIENT_RETRY_DELAYS_MS };

const TRANSIENT_STATUSES: ReadonlySet<unknown> = new Set([502, 503, 504, 'FETCH_ERROR', 'TIMEOUT_ERROR']);

/** A status (HTTP, or RTK Query's FETCH_ERROR for a dropped connection) that another try may change. */
export const isTransient = (status: unknown): boolean => TRANSIENT_STATUSES.has(status);

/** Whether a call may be sent again: reads, and the idempotent write methods. */
export const mayRepeat = (method: string | undefined, read: boolean): boolean =>
  read || ['GET', 'HEAD', 'PUT', 'DELETE'].includes((method ?? 'GET').toUpperCase());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after each delay while `transient(result)` says the failure was the
 * moment's; answers the last result. `onRetry` hears each new try (counted by the failover test).
 */
export async function withTransientRetry<T>(
  attempt: () => Promise<T>,
  transient: (result: T) => boolean,
  { delaysMs = transientRetry.delaysMs, wait = sleep, onRetry }: { delaysMs?: readonly number[]; wait?: (ms: number) => Promise<void>; onRetry?: () => void } = {},
): Promise<T> {
  let result = await attempt();
  for (const ms of delaysMs) {
    if (!transient(result)) break;
    onRetry?.();
    await wait(ms);
    result = await attempt();
  }
  return result;
}
