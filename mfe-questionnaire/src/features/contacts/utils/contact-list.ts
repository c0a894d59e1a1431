import type { MatchingEntry } from '../api/matching-api';

/** Spec section 2: by score, highest first; contacts without a score (unfinished) last. */
export function sortByScore(entries: readonly MatchingEntry[]): MatchingEntry[] {
  const score = (entry: MatchingEntry) => (entry.is_finished && entry.rui_smooth !== null ? entry.rui_smooth : -Infinity);
  return [...entries].sort((a, b) => score(b) - score(a));
}

/** What /matching is asked about: a person's e-mail, or a sample's uuid. */
export const partnerKey = (entry: MatchingEntry): string | null => entry.email ?? entry.fake_user_uuid;

export const fullName = (entry: { first_name: string; last_name: string }): string =>
  `${entry.first_name} ${entry.last_name}`.trim();

export const isClickable = (entry: MatchingEntry): boolean =>
  entry.is_finished && entry.rui_smooth !== null && partnerKey(entry) !== null;

const MORPH_KEY = 'rapport.morphShown';

/** The samples' morph modal shows once per browser session. */
export const morph = {
  shown(): boolean {
    try {
      return sessionStorage.getItem(MORPH_KEY) === '1';
    } catch {
      return false;
    }
  },
  markShown(): void {
    try {
      sessionStorage.setItem(MORPH_KEY, '1');
    } catch {
      /* no session storage: it may show again, which is harmless */
    }
  },
};
