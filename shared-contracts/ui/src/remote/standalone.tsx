import { type RuntimeConfig, initI18n, runtimeConfigured, makeStore, type RemoteLifecycles } from '@rapport/platform';

/**
 * A remote's standalone harness for its team (`npm run dev -w <remote>`): the real contracts
 * store against the real API, with the remote mounted alone. The API base comes from the
 * harness origin's /config.json when present, else RAPPORT_API (default localhost:8090).
 */
export async function mountStandalone(lifecycles: RemoteLifecycles, name: string): Promise<void> {
  let config: RuntimeConfig = { apiBase: 'http://localhost:8090/api' };
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) config = (await response.json()) as RuntimeConfig;
  } catch {
    /* keep the default API base */
  }
  const store = makeStore({ runtime: { apiBase: config.apiBase, siteOrigin: window.location.origin } });
  initI18n(store.getState().locale.lang);
  store.dispatch(runtimeConfigured({ apiBase: config.apiBase }));
  const domElement = document.getElementById('root')!;
  const props = { name, store, config, domElement, singleSpa: undefined, mountParcel: undefined };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
