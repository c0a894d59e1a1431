import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, UI_LANGUAGES, type Lang } from './languages';
import commonEn from './locales/en.json';
import commonFr from './locales/fr.json';

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
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: commonEn }, fr: { common: commonFr } },
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

let serverMessages: Promise<void> | undefined;

/**
 * The `server` namespace (the API's error codes, contracts api/error-codes, shown by
 * serverMessage) loads with the first failed call, not with the page: most visits never
 * need it. The base query awaits it before handing a failure to the page.
 */
export function loadServerMessages(): Promise<void> {
  serverMessages ??= Promise.all([import('./locales/server.en.json'), import('./locales/server.fr.json')]).then(
    ([en, fr]) => {
      if (!initialised) initI18n(FALLBACK_LANG);
      i18n.addResourceBundle('en', 'server', en.default, true, true);
      i18n.addResourceBundle('fr', 'server', fr.default, true, true);
    },
    () => {
      // offline: the callers' own fallbacks show; the next failure tries again
      serverMessages = undefined;
    },
  );
  return serverMessages;
}
