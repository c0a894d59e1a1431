import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import type { AppStore } from '../store/store';
import { system } from '../ui/system';

/** Each single-spa app is its own React root: it wraps itself in the same shared providers. */
export function RemoteRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <BrowserRouter>{children}</BrowserRouter>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>
  );
}
