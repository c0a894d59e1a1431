import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, UI_LANGUAGES, type Lang } from './languages';
import commonEn from './locales/en.json';
import commonFr from './locales/fr.json';
import serverEn from './locales/server.en.json';
import serverFr from './locales/server.fr.json';

/** The one i18next instance of the page; contracts is a shared singleton, so every part sees it. */
export const i18n: I18n = i18next.createInstance();

let initialised = false;

export function initI18n(lang: Lang): I18n {
  if (!initialised) {
    initialised = true;
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: FALLBACK_LANG,
      supportedLngs: [...UI_LANGUAGES],
      // `server`: the API's error codes (api/error-codes), shown by serverMessage
      ns: ['common', 'server'],
      defaultNS: 'common',
      resources: { en: { common: commonEn, server: serverEn }, fr: { common: commonFr, server: serverFr } },
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  return i18n;
}

/** A part adds its own namespace (e.g. 'auth') in every UI language. */
export function addTranslations(ns: string, resources: Record<Lang, Resource[string][string]>): void {
  // A remote's module may register its strings before the host (or harness) picked a language.
  if (!initialised) initI18n(FALLBACK_LANG);
  for (const lang of UI_LANGUAGES) i18n.addResourceBundle(lang, ns, resources[lang], true, true);
}
