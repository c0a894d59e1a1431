import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import {
  emotionCache,
  i18n,
  initI18n,
  makeStore,
  navigate,
  on,
  runtimeConfigured,
  selectIsCompanyUser,
  selectIsLoggedIn,
  system,
  type AccessContext,
} from '@rapport/contracts';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { start } from 'single-spa';
import { AppShell, containerId } from './layout/app-shell';
import { guardAccess } from './runtime/access-guard';
import { loadRuntime } from './runtime/load-runtime';
import { registerRemoteApps } from './runtime/register-remotes';

async function main() {
  const store = makeStore();
  const lang = store.getState().locale.lang;
  initI18n(lang);
  document.documentElement.lang = lang;

  const access = (): AccessContext => ({
    loggedIn: selectIsLoggedIn(store.getState()),
    isCompanyUser: selectIsCompanyUser(store.getState()),
  });

  // The shell enforces access before a remote mounts (runtime/access-guard).
  window.addEventListener('single-spa:before-routing-event', () => guardAccess(access, { askSignIn: true }));
  on('navigate', ({ to, replace }) => navigate(to, { replace }));
  on('auth:changed', () => guardAccess(access, { askSignIn: false }));
  guardAccess(access, { askSignIn: true });

  const { config, remotes } = await loadRuntime();
  store.dispatch(runtimeConfigured({ apiBase: config.apiBase, siteOrigin: window.location.origin }));

  const onReady = () => {
    registerRemoteApps(remotes, { store, config }, (name) => document.getElementById(containerId(name))!, access);
    start({ urlRerouteOnly: true });
  };

  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCache}>
          <ChakraProvider value={system}>
            <AppShell onReady={onReady} />
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>,
  );
}

main().catch((error) => {
  console.error('[rapport] the shell could not start', error);
  const root = document.getElementById('root');
  if (root) {
    // built through the DOM: the page's policy refuses style attributes written as HTML
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.style.fontFamily = 'system-ui';
    alert.style.padding = '2rem';
    alert.textContent = 'Rapport could not start. Please reload the page. / Rapport n’a pas pu démarrer. Rechargez la page.';
    root.replaceChildren(alert);
  }
});
