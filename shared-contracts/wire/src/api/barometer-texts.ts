/**
 * A company's texts on its survey page (spec section 2, FIRST_PAGE: the company's logo and
 * header texts), written per survey language: the survey speaks en, fr and ru, so its
 * respondents read the company's words in the language they answer in. One language is the
 * default: a language without texts of its own shows the default language's, all of them, so a
 * page never mixes the company's words in two languages. No zod here: the survey's page and the
 * company's form read it without the contracts.
 */

export const BAROMETER_TEXT_LANGUAGES = ['en', 'fr', 'ru'] as const;
export type BarometerTextLanguage = (typeof BAROMETER_TEXT_LANGUAGES)[number];

/** The default language of a company that never chose one: the texts written before there were languages were English. */
export const BAROMETER_TEXTS_DEFAULT_LANGUAGE: BarometerTextLanguage = 'en';

/** header1: the page's title; header2: a line under it; intro: paragraphs before how the survey goes. */
export const BAROMETER_TEXT_FIELDS = ['header1', 'header2', 'intro'] as const;
export type BarometerTextField = (typeof BAROMETER_TEXT_FIELDS)[number];

export const BAROMETER_TEXT_LIMITS: Readonly<Record<BarometerTextField, number>> = { header1: 120, header2: 160, intro: 2000 };

/** The texts of one language; null where the company wrote nothing. */
export type BarometerTextSet = Record<BarometerTextField, string | null>;

export interface BarometerTexts {
  /** shown, whole, in a language without texts of its own */
  default_language: BarometerTextLanguage;
  texts: Record<BarometerTextLanguage, BarometerTextSet>;
}

/** The texts a page shows, with the language they are written in. */
export type ShownBarometerTexts = BarometerTextSet & { lang: BarometerTextLanguage };

export const EMPTY_TEXT_SET: BarometerTextSet = { header1: null, header2: null, intro: null };

export const isBarometerTextLanguage = (value: unknown): value is BarometerTextLanguage =>
  typeof value === 'string' && (BAROMETER_TEXT_LANGUAGES as readonly string[]).includes(value);

/** Whether a language has any text of its own. */
export const hasTexts = (set: Partial<BarometerTextSet> | null | undefined): boolean => Boolean(set?.header1 || set?.header2 || set?.intro);

/**
 * What a survey page in `lang` shows of the company's texts, with the language they are in:
 * that language's texts when it has any, else the default language's, whole; null when neither
 * has any (the page shows the product's own title).
 */
export function barometerTextsIn(texts: BarometerTexts, lang: string): ShownBarometerTexts | null {
  if (isBarometerTextLanguage(lang) && hasTexts(texts.texts[lang])) return { ...texts.texts[lang], lang };
  const fallback = texts.texts[texts.default_language];
  return hasTexts(fallback) ? { ...fallback, lang: texts.default_language } : null;
}
