import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type RemoteLifecycles, i18n } from '@rapport/platform';
import { UnavailablePanel, emotionCache, system } from '@rapport/ui';
import { I18nextProvider } from 'react-i18next';
import { createRoot, type Root } from 'react-dom/client';

interface MountProps {
  domElement?: HTMLElement;
}

/**
 * Lifecycles the shell mounts in place of a remote that could not be loaded (server down, bad
 * manifest, thrown error, contracts mismatch): the outer of the three error depths.
 */
export function fallbackLifecycles(remote: string): RemoteLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    async mount(props) {
      const element = (props as MountProps).domElement;
      if (!element) return;
      root = createRoot(element);
      root.render(
        <I18nextProvider i18n={i18n}>
          <CacheProvider value={emotionCache}>
            <ChakraProvider value={system}>
              <div data-remote-fallback={remote}>
                <UnavailablePanel onRetry={() => window.location.reload()} />
              </div>
            </ChakraProvider>
          </CacheProvider>
        </I18nextProvider>,
      );
    },
    async unmount() {
      root?.unmount();
      root = null;
    },
  };
}
