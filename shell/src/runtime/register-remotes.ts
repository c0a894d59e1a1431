import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_TABLE,
  ROUTES,
  findRoute,
  redirectFor,
  type AccessContext,
  type RemoteAppProps,
  type RemoteDef,
  type RemoteLifecycles,
  type RemoteName,
  type RemotesManifest,
} from '@rapport/contracts';
import { registerApplication } from 'single-spa';
import { fallbackLifecycles } from './fallback-app';
import { contractsVersionPlugin } from './runtime-plugins/contracts-version';
import { fallbackPlugin } from './runtime-plugins/fallback';
import { retryPlugin } from './runtime-plugins/retry';

/** The remote's lifecycles; a remote that cannot be loaded answers with the fallback panel's. */
async function loadLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  return (await loadRemote<RemoteLifecycles>(`${name}/app`)) ?? fallbackLifecycles(name);
}

/** Is a remote's page the one to show at this location for this visitor? */
export function remoteActiveAt(remote: RemoteDef, location: Location, access: () => AccessContext): boolean {
  if (remote.alwaysActive) return true;
  const route = findRoute(location.pathname);
  return route?.remote === remote.name && redirectFor(route, access()) === null;
}

export function registerRemoteApps(
  remotes: RemotesManifest,
  props: RemoteAppProps,
  containerFor: (name: RemoteName) => HTMLElement,
  access: () => AccessContext,
): void {
  registerPlugins([retryPlugin(), contractsVersionPlugin(), fallbackPlugin()]);
  const known = REMOTE_TABLE.filter((remote) => remotes[remote.name]);
  registerRemotes(known.map(({ name }) => ({ name, entry: remotes[name].manifest })));
  for (const remote of REMOTE_TABLE) {
    const { name } = remote;
    const owned = ROUTES.some((route) => route.remote === name);
    if (!owned && !remote.alwaysActive) continue;
    registerApplication({
      name,
      app: () => (remotes[name] ? loadLifecycles(name) : Promise.resolve(fallbackLifecycles(name))),
      activeWhen: (location) => remoteActiveAt(remote, location, access),
      customProps: () => ({ ...props, domElement: containerFor(name) }),
    });
  }
}
