import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FALLBACK_LANG, isUiLanguage, languageForcedByUrl, type Lang } from '../i18n/languages';
import { storage } from './storage';

export interface LocaleState {
  lang: Lang;
}

const LANG_KEY = 'lang';

/** The language the person chose with the language switch (languageChanged keeps it); null if they never chose. */
export function chosenLanguage(): Lang | null {
  const saved = storage.get(LANG_KEY);
  return isUiLanguage(saved) ? saved : null;
}

/** The URL's forced language first, then the user's last choice, then the browser's, then en. */
export function initialLanguage(search = globalThis.location?.search ?? ''): Lang {
  const forced = languageForcedByUrl(search);
  if (forced) return forced;
  const saved = chosenLanguage();
  if (saved) return saved;
  const browser = globalThis.navigator?.language?.slice(0, 2);
  return isUiLanguage(browser) ? browser : FALLBACK_LANG;
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { lang: FALLBACK_LANG } as LocaleState,
  reducers: {
    languageChanged(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
      storage.set(LANG_KEY, action.payload);
    },
  },
  selectors: {
    selectLang: (state) => state.lang,
  },
});

export const { languageChanged } = localeSlice.actions;
export const { selectLang } = localeSlice.selectors;
