import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n, type Lang, makeStore, type AppStore, type RootState } from '@rapport/platform';
import { system } from '../src/system';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  route?: string;
  lang?: Lang;
  /** options of the user-event instance returned as `user` (e.g. `advanceTimers` with fake timers) */
  userOptions?: UserEventOptions;
}

/**
 * Renders a component with the real store, i18n and Chakra system, as in the product; returns
 * the store and a user-event instance (`user`) beside Testing Library's queries.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', lang = 'en', userOptions, store: _store, ...rest } = options;
  const store = options.store ?? makeStore({ preloadedState, persist: false, runtime: { apiBase: 'http://api.test/api' } });
  initI18n(lang);
  void i18n.changeLanguage(lang);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>
  );
  const user = userEvent.setup(userOptions);
  return { store, user, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
