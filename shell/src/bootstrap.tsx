import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import {
  chosenLanguage,
  i18n,
  initI18n,
  makeStore,
  navigate,
  on,
  runtimeConfigured,
  selectIsCompanyUser,
  selectIsLoggedIn,
  type AccessContext,
  type RuntimeConfig,
} from '@rapport/platform';
import { emotionCache, system } from '@rapport/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { start } from 'single-spa';
import { AppShell, containerId } from './layout/app-shell';
import { guardAccess } from './runtime/access-guard';
import { holdEarlyClicks } from './runtime/early-clicks';
import { writeLanguageCookie } from './runtime/language-cookie';
import { loadConfig, loadRemotes } from './runtime/load-runtime';
import { preloadFirstPage } from './runtime/preload-first-page';
import { keepProfileFresh } from './runtime/profile-refresh';
import { registerFederation, registerRemoteApps } from './runtime/register-remotes';

// A prerendered page's clicks wait for the parts that answer them (runtime/early-clicks); the
// page's boot script held them until now and hands over the one it holds.
const prerenderedRoot = document.querySelector<HTMLElement>('#root[data-prerendered]');
const earlyClicks = prerenderedRoot ? holdEarlyClicks(prerenderedRoot, document, window.rapportBoot?.handOver() ?? null) : undefined;
const releaseEarlyClicks = () => earlyClicks?.release();

async function main() {
  const store = makeStore();
  const lang = store.getState().locale.lang;
  initI18n(lang);
  document.documentElement.lang = lang;
  // the next public page arrives prerendered in the language the person chose, if they chose
  const chosen = chosenLanguage();
  if (chosen) writeLanguageCookie(chosen);
  let shown = lang;
  store.subscribe(() => {
    const next = store.getState().locale.lang;
    if (next === shown) return;
    shown = next;
    // the language switch stores the choice with the change
    if (chosenLanguage() === next) writeLanguageCookie(next);
  });

  const access = (): AccessContext => ({
    loggedIn: selectIsLoggedIn(store.getState()),
    isCompanyUser: selectIsCompanyUser(store.getState()),
  });

  // The shell enforces access before a remote mounts (runtime/access-guard).
  window.addEventListener('single-spa:before-routing-event', () => guardAccess(access, { askSignIn: true }));
  on('navigate', ({ to, replace }) => navigate(to, { replace }));
  on('auth:changed', () => guardAccess(access, { askSignIn: false }));
  guardAccess(access, { askSignIn: true });

  // The first page's remotes load (single-spa loads before it starts) while config.json comes
  // and the chrome renders; they mount once both are done.
  const configLoaded = loadConfig();
  configLoaded.catch(() => undefined); // awaited below: a failure stops the start there
  const releases = registerFederation(await loadRemotes());
  preloadFirstPage(releases, access);
  // read when a remote mounts: single-spa starts once config.json is here
  const runtime: { config?: RuntimeConfig } = {};
  registerRemoteApps(
    releases,
    () => ({ store, config: runtime.config! }),
    (name) => document.getElementById(containerId(name))!,
    access,
  );
  const config = await configLoaded;
  runtime.config = config;
  store.dispatch(runtimeConfigured({ apiBase: config.apiBase, siteOrigin: window.location.origin }));
  // the profile stored at sign-in is read again now and whenever the tab comes back: companies added or removed meanwhile count
  keepProfileFresh(store);

  const onReady = () => {
    // the first pages mounted (or none to mount): the page answers its own clicks from now on
    window.addEventListener('single-spa:app-change', releaseEarlyClicks, { once: true });
    window.addEventListener('single-spa:no-app-change', releaseEarlyClicks, { once: true });
    start({ urlRerouteOnly: true });
  };

  const page = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCache}>
          <ChakraProvider value={system}>
            <AppShell onReady={onReady} />
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  );
  // A public page prerendered in this visitor's language (deploy/build/prerender.mjs) is
  // hydrated: the same DOM, no second paint. A signed-in visitor's header differs, and another
  // language differs everywhere: those pages are rendered afresh over it.
  // A page drawn afresh is rendered as a transition: React works in slices of a few milliseconds
  // and the browser answers between them, instead of one long task. A prerendered page is
  // hydrated at once: it is already on screen, and the visitor's held click waits for it.
  const root = document.getElementById('root')!;
  if (root.dataset.prerendered === lang && !selectIsLoggedIn(store.getState())) hydrateRoot(root, page);
  else {
    if (root.dataset.prerendered) document.querySelector('style[data-prerendered-styles]')?.remove();
    startTransition(() => createRoot(root).render(page));
  }
}

main().catch((error) => {
  releaseEarlyClicks();
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
