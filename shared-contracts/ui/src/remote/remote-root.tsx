import { ButtonPropsProvider, ChakraProvider, Spinner } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { i18n, type AppStore } from '@rapport/platform';
import { emotionCache } from '../csp';
import { system } from '../system';

/**
 * A busy button keeps a name: Chakra hides a loading button's label (visibility: hidden) behind
 * its spinner unless the button has a loadingText, so the spinner says "Loading…" (axe
 * button-name). A button's own spinner or loadingText still wins.
 */
function NamedBusyButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const spinner = <Spinner size="inherit" borderWidth="0.125em" color="inherit" role="status" aria-label={t('loading')} />;
  return <ButtonPropsProvider value={{ spinner }}>{children}</ButtonPropsProvider>;
}

/**
 * Each single-spa app is its own React root: it wraps itself in the same shared providers (the
 * page's one emotion cache among them: its styles carry the CSP nonce). The build-time render
 * of a public page (remote/prerender) gives its own cache and a static router.
 */
export function RemoteRoot({
  store,
  children,
  cache = emotionCache,
  router: Router = BrowserRouter,
}: {
  store: AppStore;
  children: ReactNode;
  cache?: EmotionCache;
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ChakraProvider value={system}>
            <NamedBusyButtons>
              <Router>{children}</Router>
            </NamedBusyButtons>
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  );
}
