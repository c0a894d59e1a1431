import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_VERSION,
  REMOTES,
  ROUTES,
  contractsMajor,
  findRoute,
  redirectFor,
  type AccessContext,
  type RemoteAppProps,
  type RemoteLifecycles,
  type RemoteName,
  type RemotesManifest,
} from '@rapport/contracts';
import { registerApplication } from 'single-spa';
import { fallbackLifecycles } from './fallback-app';
import { fallbackPlugin } from './fallback-plugin';

type RemoteModule = RemoteLifecycles & { contractsVersion?: string };

async function loadLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  try {
    const module = await loadRemote<RemoteModule>(`${name}/app`);
    if (!module || typeof module.mount !== 'function') throw new Error('no single-spa lifecycles exposed');
    if (!module.contractsVersion || contractsMajor(module.contractsVersion) !== contractsMajor(CONTRACTS_VERSION)) {
      throw new Error(`built against contracts ${module.contractsVersion ?? 'unknown'}, the shell has ${CONTRACTS_VERSION}`);
    }
    return module;
  } catch (error) {
    console.error(`[rapport] remote "${name}" is unavailable:`, error);
    return fallbackLifecycles(name);
  }
}

/** Is a remote's page the one to show at this location for this visitor? */
export function remoteActiveAt(name: RemoteName, location: Location, access: () => AccessContext): boolean {
  // mfe-auth is active on every page for its overlays (login modal, change user, token links).
  if (name === 'auth') return true;
  const route = findRoute(location.pathname);
  return route?.remote === name && redirectFor(route, access()) === null;
}

export function registerRemoteApps(
  remotes: RemotesManifest,
  props: RemoteAppProps,
  containerFor: (name: RemoteName) => HTMLElement,
  access: () => AccessContext,
): void {
  registerPlugins([fallbackPlugin()]);
  const known = REMOTES.filter((name) => remotes[name]);
  registerRemotes(known.map((name) => ({ name, entry: remotes[name].manifest })));
  for (const name of REMOTES) {
    const owned = ROUTES.some((route) => route.remote === name);
    if (!owned && name !== 'auth') continue;
    registerApplication({
      name,
      app: () => (remotes[name] ? loadLifecycles(name) : Promise.resolve(fallbackLifecycles(name))),
      activeWhen: (location) => remoteActiveAt(name, location, access),
      customProps: () => ({ ...props, domElement: containerFor(name) }),
    });
  }
}
