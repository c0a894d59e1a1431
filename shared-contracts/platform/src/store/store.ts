import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { localeSlice, initialLanguage } from './locale-slice';
import { loadSession, persistSession, sessionSlice } from './session-slice';
import { uiSlice, type UiState } from './ui-slice';

/**
 * Remotes augment this interface with their own lazy slices (`declare module`). It must be an
 * interface, empty here, for augmentation to work (eslint.config.mjs allows exactly this one).
 */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, localeSlice, uiSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  runtime?: Partial<UiState>;
  preloadedState?: Partial<RootState>;
  /** read and write the session under the spec's localStorage keys (off in tests) */
  persist?: boolean;
}

export function makeStore({ runtime, preloadedState, persist = true }: StoreOptions = {}) {
  const initial: Partial<RootState> = {
    session: persist ? loadSession() : sessionSlice.getInitialState(),
    locale: { lang: initialLanguage() },
    ui: { ...uiSlice.getInitialState(), ...runtime },
    ...preloadedState,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial as RootState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (persist) {
    let last = store.getState().session;
    store.subscribe(() => {
      const next = store.getState().session;
      if (next !== last) {
        last = next;
        persistSession(next);
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
