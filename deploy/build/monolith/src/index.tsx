// The monolith baseline's entry (measured by e2e/bench/compose.ts, used by nothing
// else): the shell's start (shell/src/bootstrap.tsx) without single-spa or Module Federation.
// The same store, i18n, emotion cache, access guard, chrome and pages, in one React root with
// one router; remotes' pages are imported directly (remote-pages.ts).
import {
  initI18n,
  makeStore,
  navigate,
  on,
  REMOTE_TABLE,
  runtimeConfigured,
  selectIsCompanyUser,
  selectIsLoggedIn,
  type AccessContext,
} from '@rapport/platform';
import { cspNonce } from '@rapport/ui';
import { createRoot } from 'react-dom/client';
import { guardAccess } from '../../../../shell/src/runtime/access-guard';
import { loadConfig } from '../../../../shell/src/runtime/load-runtime';
import { announceHistoryChanges } from './history-events';
import { MonolithApp, shownAt } from './monolith-app';
import { preloadPageOf } from './remote-pages';

// The page's CSP nonce goes to rspack's chunk loader: the <script> elements it inserts carry it.
const nonce = cspNonce();
if (nonce) __webpack_nonce__ = nonce;

async function main() {
  announceHistoryChanges();
  const store = makeStore();
  const lang = store.getState().locale.lang;
  initI18n(lang);
  document.documentElement.lang = lang;

  const access = (): AccessContext => ({
    loggedIn: selectIsLoggedIn(store.getState()),
    isCompanyUser: selectIsCompanyUser(store.getState()),
  });
  // The shell guards before single-spa routes; here every change of address is a popstate event.
  window.addEventListener('popstate', () => guardAccess(access, { askSignIn: true }));
  on('navigate', ({ to, replace }) => navigate(to, { replace }));
  on('auth:changed', () => guardAccess(access, { askSignIn: false }));
  guardAccess(access, { askSignIn: true });

  // the first page's pages load while config.json comes and the chrome renders, as in the shell
  for (const remote of REMOTE_TABLE) if (shownAt(remote, window.location.pathname, access())) preloadPageOf(remote.name, window.location.pathname);

  const config = await loadConfig();
  store.dispatch(runtimeConfigured({ apiBase: config.apiBase, siteOrigin: window.location.origin }));
  createRoot(document.getElementById('root')!).render(<MonolithApp store={store} />);
}

main().catch((error: unknown) => {
  console.error('[rapport] the monolith could not start', error);
});
