import type { ContractArg } from '@rapport/wire/api/client';
import type { updateBarometerTexts } from '@rapport/wire/api/barometer-admin';
import {
  BAROMETER_TEXT_FIELDS,
  BAROMETER_TEXT_LANGUAGES,
  BAROMETER_TEXT_LIMITS,
  hasTexts,
  type BarometerTextField,
  type BarometerTextLanguage,
  type BarometerTexts,
} from '@rapport/wire/api/barometer-texts';

/** The form: every language's three texts as typed ('' for none), and the default language. */
export interface TextsForm {
  defaultLanguage: BarometerTextLanguage;
  texts: Record<BarometerTextLanguage, Record<BarometerTextField, string>>;
}

/** A place of the form: the default language's select, or one text of one language (`fr.header1`). */
export type TextsPlace = 'default_language' | `${BarometerTextLanguage}.${BarometerTextField}`;

/** The places in the page's order: an invalid submit focuses the first at fault. */
export const TEXTS_PLACES: readonly TextsPlace[] = [
  'default_language',
  ...BAROMETER_TEXT_LANGUAGES.flatMap((lang) => BAROMETER_TEXT_FIELDS.map((field) => `${lang}.${field}` as const)),
];

/** A rule's message: a key of the company namespace and its values. */
export interface RuleError {
  key: string;
  values?: Record<string, number>;
}

export function formOf(stored: BarometerTexts): TextsForm {
  const setOf = (lang: BarometerTextLanguage) => {
    const set = stored.texts[lang];
    return { header1: set.header1 ?? '', header2: set.header2 ?? '', intro: set.intro ?? '' };
  };
  return { defaultLanguage: stored.default_language, texts: { en: setOf('en'), fr: setOf('fr'), ru: setOf('ru') } };
}

const trimmed = (form: TextsForm, lang: BarometerTextLanguage) => {
  const set = form.texts[lang];
  return { header1: set.header1.trim(), header2: set.header2.trim(), intro: set.intro.trim() };
};

/**
 * The server's rules (the contract's), said before anything is sent: each text within its
 * length, and texts in the default language when any language has some, since the languages
 * without texts of their own show the default language's.
 */
export function textsErrors(form: TextsForm): Partial<Record<TextsPlace, RuleError>> {
  const errors: Partial<Record<TextsPlace, RuleError>> = {};
  for (const lang of BAROMETER_TEXT_LANGUAGES) {
    const set = trimmed(form, lang);
    for (const field of BAROMETER_TEXT_FIELDS) {
      const max = BAROMETER_TEXT_LIMITS[field];
      if (set[field].length > max) errors[`${lang}.${field}`] = { key: 'barometerTexts.errors.tooLong', values: { max } };
    }
  }
  const written = BAROMETER_TEXT_LANGUAGES.filter((lang) => hasTexts(trimmed(form, lang)));
  if (written.length > 0 && !written.includes(form.defaultLanguage)) errors[`${form.defaultLanguage}.header1`] ??= { key: 'barometerTexts.errors.defaultTexts' };
  return errors;
}

export type TextsRequest = ContractArg<typeof updateBarometerTexts>;

export function textsRequest(form: TextsForm): TextsRequest {
  return { default_language: form.defaultLanguage, texts: { en: trimmed(form, 'en'), fr: trimmed(form, 'fr'), ru: trimmed(form, 'ru') } };
}

export const isChanged = (form: TextsForm, saved: TextsForm): boolean => JSON.stringify(textsRequest(form)) !== JSON.stringify(textsRequest(saved));

/**
 * The place a 400 names (`texts.fr.header1`; the default language's rule names the language,
 * `texts.ru`, whose title takes it), or null.
 */
export function serverPlace(error: unknown): TextsPlace | null {
  const field = (error as { data?: { field?: unknown } | null } | undefined)?.data?.field;
  if (typeof field !== 'string') return null;
  if (field === 'default_language') return field;
  const [root, lang, text = 'header1'] = field.split('.');
  const place = `${lang}.${text}`;
  return root === 'texts' && (TEXTS_PLACES as readonly string[]).includes(place) ? (place as TextsPlace) : null;
}
