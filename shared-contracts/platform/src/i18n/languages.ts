export const UI_LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof UI_LANGUAGES)[number];
/** Content (questions, words, texts) also exists in Russian. */
export type ContentLang = Lang | 'ru';
export const FALLBACK_LANG: Lang = 'en';

export const isUiLanguage = (value: unknown): value is Lang =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** Spec: a link carrying a mission, contact or questionnaire_id parameter forces French. */
export function languageForcedByUrl(search: string): Lang | null {
  const params = new URLSearchParams(search);
  return ['mission', 'contact', 'questionnaire_id'].some((key) => params.has(key)) ? 'fr' : null;
}
