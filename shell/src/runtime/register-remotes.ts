import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_TABLE,
  chromeFor,
  contractsFit,
  ROUTES,
  findRoute,
  redirectFor,
  type AccessContext,
  type ContractsVersions,
  type RemoteAppProps,
  type RemoteDef,
  type RemoteName,
  type RemoteRelease,
  type RemotesManifest,
  type RemoteLifecycles,
} from '@rapport/platform';
import { getMountedApps, registerApplication } from 'single-spa';
import { fallbackLifecycles } from './fallback-app';
import { remotePrefetcher } from './prefetch-remotes';
import { contractsVersionPlugin } from './runtime-plugins/contracts-version';
import { fallbackPlugin } from './runtime-plugins/fallback';
import { retryPlugin } from './runtime-plugins/retry';

/**
 * The remote's lifecycles; a remote that cannot be loaded answers with the fallback panel's.
 * The page at this address starts loading with them (the remote's `preload`), not when the
 * remote has mounted and its router asks for it: the page's module is on its way while the shell
 * renders and single-spa mounts. A page that fails here is tried again by the router.
 */
async function loadLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  const lifecycles = await loadRemote<RemoteLifecycles>(`${name}/app`);
  if (!lifecycles) return fallbackLifecycles(name);
  lifecycles.preload?.([window.location.pathname]).catch(() => undefined);
  return lifecycles;
}

/**
 * The release of a remote this shell can run: the one served, else the one it replaced, when
 * remotes.json says it was built against another major of a shared contracts package it uses (a
 * remote that says nothing is checked when it loads, by the contracts-version plugin). None: the
 * fallback panel.
 */
export function usableRelease(entry: RemotesManifest[string] | undefined, shellVersions: ContractsVersions = __CONTRACTS__): RemoteRelease | undefined {
  const misfit = (release: RemoteRelease) => (release.contracts === undefined ? undefined : contractsFit(release.contracts, shellVersions));
  const fits = (release: RemoteRelease | undefined) => release !== undefined && misfit(release) === undefined;
  if (fits(entry)) return entry;
  if (entry) console.error(`${entry.manifest}: built against ${misfit(entry)}; ${fits(entry.previous) ? `loading ${entry.previous?.version} instead` : 'not loaded'}`);
  return fits(entry?.previous) ? entry?.previous : undefined;
}

/** Is a remote's page the one to show at this location for this visitor? */
export function remoteActiveAt(remote: RemoteDef, location: Location, access: () => AccessContext): boolean {
  // an always-active remote (auth: its sign-in dialog) has nothing to do on a page shown alone,
  // without the product around it (the public survey): a respondent does not load it
  if (remote.alwaysActive) return chromeFor(location.pathname) !== 'none';
  const route = findRoute(location.pathname);
  return route?.remote === remote.name && redirectFor(route, access()) === null;
}

/** The release of each remote this shell loads (none: the fallback panel), as registerFederation left them. */
export type Releases = ReadonlyMap<RemoteName, RemoteRelease | undefined>;

/**
 * Module Federation learns the remotes: the release of each this shell can run, and the
 * manifests remotes.json carried (not fetched again). Once, as soon as remotes.json is known.
 */
export function registerFederation(remotes: RemotesManifest): Releases {
  const releases = new Map(REMOTE_TABLE.map(({ name }) => [name, usableRelease(remotes[name])] as const));
  // the manifests remotes.json carried are not fetched again
  const manifests = new Map([...releases.values()].flatMap((release) => (release?.manifestContent ? [[release.manifest, release.manifestContent] as const] : [])));
  registerPlugins([retryPlugin({ manifestAtHand: (url) => manifests.get(url) }), contractsVersionPlugin(), fallbackPlugin()]);
  registerRemotes([...releases].flatMap(([name, release]) => (release ? [{ name, entry: release.manifest }] : [])));
  return releases;
}

/**
 * single-spa learns the remotes' pages. Called before single-spa starts: it then loads (fetches
 * and runs the lifecycles of) the remotes active at this address at once, while the shell still
 * waits for config.json and renders its chrome; it mounts them only once started. `props` is
 * read when a remote mounts.
 */
export function registerRemoteApps(
  releases: Releases,
  props: () => RemoteAppProps,
  containerFor: (name: RemoteName) => HTMLElement,
  access: () => AccessContext,
): void {
  for (const remote of REMOTE_TABLE) {
    const { name } = remote;
    const owned = ROUTES.some((route) => route.remote === name);
    if (!owned && !remote.alwaysActive) continue;
    registerApplication({
      name,
      app: () => (releases.get(name) ? loadLifecycles(name) : Promise.resolve(fallbackLifecycles(name))),
      activeWhen: (location) => remoteActiveAt(remote, location, access),
      customProps: () => ({ ...props(), domElement: containerFor(name) }),
    });
  }
  // after each navigation, the areas this visitor can open next are fetched while the browser idles
  const prefetch = remotePrefetcher(async (name, paths) => (await loadRemote<RemoteLifecycles>(`${name}/app`))?.preload?.(paths), {
    available: (name) => releases.get(name) !== undefined,
  });
  // (not from a page shown alone: a survey's respondent has no navigation to go anywhere from it)
  window.addEventListener('single-spa:routing-event', () => {
    if (chromeFor(window.location.pathname) !== 'none') prefetch(access(), getMountedApps());
  });
}
