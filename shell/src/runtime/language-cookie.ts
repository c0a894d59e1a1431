import type { Lang } from '@rapport/platform';

/** The cookie's name: deploy/lib/prerendered-pages.mjs reads it (LANGUAGE_COOKIE) to answer a public page in this language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Keeps the language a person chose where the server sees it, so the next public page arrives
 * prerendered in it. Only a choice they made: a visitor who never chose (an anonymous
 * barometer respondent among them) gets no cookie at all, and this one says nothing about them.
 */
export function writeLanguageCookie(lang: Lang, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
