/** What the boot script reads of the visitor before it decides when the application starts. */
export interface BootSituation {
  /** the language the page was prerendered in (`#root[data-prerendered]`), none on the shell's plain page */
  pageLang: string | undefined;
  /** location.search and location.hash */
  search: string;
  hash: string;
  /** the stored session token and language choice (@rapport/platform's session and locale slices) */
  token: string | null;
  savedLang: string | null;
}

/**
 * Whether the application starts as soon as the page is parsed. A first-time visitor on a public
 * page reads HTML that is already there: the application waits for their first move. Anyone the
 * page would not be the same for starts it at once: a signed-in person, one who chose another
 * language than the page's, and a link that carries something to act on (a mission or contact
 * link, the survey-gone notice, an anchor such as #contact).
 */
export function startsAtOnce({ pageLang, search, hash, token, savedLang }: BootSituation): boolean {
  if (!pageLang) return true;
  if (token) return true;
  if (savedLang && savedLang !== pageLang) return true;
  return search.length > 1 || hash.length > 1;
}

/** A visitor's first move towards acting on the page: the application starts on the first of these. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin'] as const;

/** The contact form loads when the visitor comes this near to it (mfe-auth's useNearViewport). */
export const NEAR_CONTACT = '600px';
