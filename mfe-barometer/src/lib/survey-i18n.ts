import { i18n as pageI18n, type ContentLang } from '@rapport/platform';
import i18next, { type i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ru from '../locales/ru.json';
import wordsRu from '../locales/words.ru.json';

/**
 * The survey speaks en, fr and ru (spec section 1: the barometer's content has ru), while the
 * page's one i18next instance speaks the interface's en and fr only (contracts i18n). So the
 * survey renders inside an instance of its own, one per language, given to its React subtree
 * by an I18nextProvider: every text under it, the shared word picker's included, follows the
 * survey's language, and the page's store and instance keep their en/fr contract.
 */
export const SURVEY_LANGUAGES = ['en', 'fr', 'ru'] as const satisfies readonly ContentLang[];
export const BAROMETER_NS = 'barometer';

export const isSurveyLanguage = (value: unknown): value is ContentLang =>
  typeof value === 'string' && (SURVEY_LANGUAGES as readonly string[]).includes(value);

const base = i18next.createInstance();
void base.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SURVEY_LANGUAGES],
  ns: [BAROMETER_NS],
  defaultNS: BAROMETER_NS,
  resources: { en: { [BAROMETER_NS]: en }, fr: { [BAROMETER_NS]: fr }, ru: { [BAROMETER_NS]: ru, words: wordsRu } },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

// clones share the resources: a namespace added to the base is seen in every language
const instances = Object.fromEntries(SURVEY_LANGUAGES.map((lang) => [lang, base.cloneInstance({ lng: lang })])) as Record<ContentLang, I18n>;

export const surveyI18n = (lang: ContentLang): I18n => instances[lang];

/**
 * A namespace the page's instance holds in en and fr (the shared word picker's `words`,
 * registered when its module loads) shown inside the survey too; its ru is this remote's.
 */
export function showPageNamespace(ns: string): void {
  for (const lang of ['en', 'fr'] as const) {
    const bundle = pageI18n.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
    if (bundle) base.addResourceBundle(lang, ns, bundle, true, false);
  }
}
