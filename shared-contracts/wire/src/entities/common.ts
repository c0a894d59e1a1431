/** Content languages. The interface speaks en and fr; content (and the barometer) also ru. */
export const LANGS = ['en', 'fr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every content language, as the API sends it: `{ en, fr, ru }`. */
export type Localized = Record<Lang, string>;

/** The `status` flag of several responses: 1 success, 0 failure. */
export type Status = 0 | 1;

/** Dates travel as ISO 8601 strings. */
export type IsoDateTime = string;
