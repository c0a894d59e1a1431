// The shell's part of a prerendered page (Node only: deploy/build/prerender.mjs loads it at build
// time): the page chrome as bootstrap.tsx renders it for a first-time visitor, each remote's
// prerendered HTML in its container.
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { i18n, type Lang, type RemoteName } from '@rapport/platform';
import { system } from '@rapport/ui';
import { renderPage, visitorStore, type RenderedPage } from '@rapport/ui/remote/prerender';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { AppShell } from './layout/app-shell';
import { ServerPathname } from './layout/use-pathname';

/** The page's body (#root's content) and every style it uses, the fragments' included when they share `cache`. */
export function prerenderShell(
  path: string,
  lang: Lang,
  fragments: Partial<Record<RemoteName, string>>,
  cache?: EmotionCache,
): Promise<RenderedPage> {
  const store = visitorStore(lang);
  return renderPage((pageCache) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={pageCache}>
          <ChakraProvider value={system}>
            <ServerPathname.Provider value={path}>
              <AppShell onReady={() => undefined} fragments={fragments} />
            </ServerPathname.Provider>
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  ), cache);
}
