import { ROUTES, redirectFor, type AccessContext, type RemoteName } from '@rapport/platform';

/**
 * The remotes this visitor can open from the navigation: those owning a page without
 * parameters that their access allows. A signed-out visitor reaches the public pages only; an
 * individual the questionnaire's pages too; an admin the company's as well.
 */
export function reachableRemotes(access: AccessContext): RemoteName[] {
  return [...new Set(reachableRoutes(access).map((route) => route.remote))];
}

const reachableRoutes = (access: AccessContext) =>
  ROUTES.filter((route) => !route.path.includes(':') && redirectFor(route, access) === null);

/** The paths of a remote's pages this visitor can open from the navigation. */
export const reachablePaths = (access: AccessContext, name: RemoteName): string[] =>
  reachableRoutes(access)
    .filter((route) => route.remote === name)
    .map((route) => route.path);

type Idle = (callback: () => void) => void;

/**
 * How long the page is left to itself after it has loaded, before anything is fetched for the
 * next: its own data, its first render and its remotes' code come first (the idle callbacks
 * alone fired while the page's remotes were still arriving, and their scripts then competed with
 * the page's mount). A person reads a page longer than this before moving on.
 */
const PREFETCH_SETTLE_MS = 1000;

/** Once the page has loaded and settled, when the main thread has nothing to do (a second at most). */
const whenIdle: Idle = (callback) => {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 1000 }) : window.setTimeout(callback, 0);
  const settle = () => window.setTimeout(idle, PREFETCH_SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
};

/**
 * Loads, when the browser is idle, each remote the visitor can reach next and has not loaded,
 * with the pages they can open there, so that moving to another area costs its mount, not its
 * download (the target: the next page within 200 ms). Each remote is fetched once; a failure is
 * left to the real load, which retries and falls back (runtime-plugins). `prefetch` loads one
 * remote's lifecycles and asks it to preload the pages at `paths` (register-remotes).
 */
export function remotePrefetcher(
  prefetch: (name: RemoteName, paths: string[]) => Promise<unknown>,
  { idle = whenIdle, available }: { idle?: Idle; available: (name: RemoteName) => boolean },
) {
  const fetched = new Set<RemoteName>();
  return (access: AccessContext, mounted: readonly string[]): void => {
    const next = reachableRemotes(access).filter((name) => available(name) && !mounted.includes(name) && !fetched.has(name));
    if (next.length === 0) return;
    for (const name of next) fetched.add(name);
    idle(() => {
      for (const name of next) prefetch(name, reachablePaths(access, name)).catch(() => fetched.delete(name));
    });
  };
}
