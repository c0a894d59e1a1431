import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The waits before each retry: a remote's manifest, entry script or chunk is tried four times
 * in all (about 1.4 s) before the fallback panel shows. A CDN hiccup or a remote being
 * redeployed then costs a short delay instead of an "unavailable" area.
 */
export const RETRY_DELAYS_MS: readonly number[] = [200, 400, 800];

export interface RetryOptions {
  delaysMs?: readonly number[];
  /** how to wait between tries (tests pass one that does not sleep) */
  wait?: (ms: number) => Promise<void>;
  /**
   * A manifest already at hand (remotes.json carried it), by URL: answered without the network.
   * It is here because the runtime calls every plugin's fetch hook: the one that fetches must
   * also be the one that knows when not to.
   */
  manifestAtHand?: (url: string) => unknown;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` once after each delay until it succeeds; the last failure is thrown. */
async function retryAfter<T>(delaysMs: readonly number[], wait: (ms: number) => Promise<void>, attempt: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (const ms of delaysMs) {
    await wait(ms);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Runs `attempt` now, then once after each delay until it succeeds. */
async function withRetries<T>(delaysMs: readonly number[], wait: (ms: number) => Promise<void>, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (delaysMs.length === 0) throw error;
    return retryAfter(delaysMs, wait, attempt);
  }
}

/**
 * Retries, with backoff, each network step of loading a remote: the manifest fetch, the
 * remote entry script and the chunks of the exposed module. (The federation project's own
 * retry plugin exists on the registry only for its 0.x runtime and retries no chunk.)
 */
export function retryPlugin({ delaysMs = RETRY_DELAYS_MS, wait = sleep, manifestAtHand = () => undefined }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'rapport-retry',
    // mf-manifest.json: the runtime fetches it through this hook when one answers
    fetch(url, init) {
      const atHand = manifestAtHand(url);
      if (atHand !== undefined) return Promise.resolve(new Response(JSON.stringify(atHand), { headers: { 'Content-Type': 'application/json' } }));
      return withRetries(delaysMs, wait, async () => {
        const response = await fetch(url, init);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response;
      });
    },
    // remoteEntry.js: called once the runtime's own script load has failed
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const entry = retryAfter(delaysMs, wait, async () => {
        // the failed load is still cached under this key; drop it so the script is requested again
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // the hook is declared to answer a promise of a promise; the runtime awaits either shape
      return new Promise((resolve) => resolve(entry));
    },
    // the exposed module's chunks, fetched by the remote's chunk loader; a failed chunk is
    // forgotten by that loader, so asking again requests it again
    getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(delaysMs, wait, async () => remoteEntryExports.get(expose));
    },
  };
}
