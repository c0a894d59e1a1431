import type { CompanyContact } from '@rapport/wire/api/company';
import type { AvatarMatching, CompanyMatching } from '../api/matching-api';
import { fullName, hasResult, searchable } from './people';
import { matchPercent, type ScoreColumn, type ScoreKey } from './score-columns';

export interface MatchingResult {
  source_target_matching: CompanyMatching[];
  avatar_target_matching: AvatarMatching[];
}

/** One member against the selected person: whole percentages, or why there are none. */
export interface MatchingRow {
  contact: CompanyContact;
  /** by column; null for a score that cannot exist; null as a whole while loading or without a matching */
  scores: Partial<Record<ScoreKey, number | null>> | null;
  /** the member's professional index against the company's avatar, when it was returned */
  avatar: number | null;
  /** who has not completed the evaluation (the member first): the row says so instead of scores */
  unfinished: string[];
  /** first and last name, searchable */
  first: string;
  last: string;
}

const lower = (email: string) => email.trim().toLowerCase();

/** The matchings by the other person's e-mail (either side may be the source). */
function byOtherEmail<T extends { user_1: string; user_2: string }>(entries: readonly T[], sourceEmail: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const entry of entries) {
    const [one, two] = [lower(entry.user_1), lower(entry.user_2)];
    map.set(one === sourceEmail || one === 'avatar' ? two : one, entry);
  }
  return map;
}

/**
 * The table's rows, computed once per answer: each member with their scores against `source`
 * (spec section 2), whole percentages rounded up (section 9).
 */
export function matchingRows(
  members: readonly CompanyContact[],
  source: CompanyContact | null,
  result: MatchingResult | undefined,
  columns: readonly ScoreColumn[],
): MatchingRow[] {
  const sourceEmail = source ? lower(source.email) : '';
  const matchings = byOtherEmail(result?.source_target_matching ?? [], sourceEmail);
  const avatars = byOtherEmail(result?.avatar_target_matching ?? [], sourceEmail);
  return members.map((contact) => {
    const email = lower(contact.email);
    const matching = matchings.get(email);
    const unfinished = [
      ...(hasResult(contact) ? [] : [fullName(contact)]),
      ...(source && !hasResult(source) ? [fullName(source)] : []),
    ];
    const scores = matching
      ? Object.fromEntries(
          columns.map(({ key, ratio }) => {
            const value = ratio(matching);
            return [key, value === null ? null : matchPercent(value)];
          }),
        )
      : null;
    const avatar = avatars.get(email);
    return {
      contact,
      scores,
      avatar: avatar ? matchPercent(avatar.ircp_smooth) : null,
      unfinished,
      first: searchable(contact.first_name),
      last: searchable(contact.last_name),
    };
  });
}

/** The Avatar column shows only when the call returned avatar matchings (spec section 6). */
export const hasAvatarData = (result: MatchingResult | undefined): boolean => (result?.avatar_target_matching.length ?? 0) > 0;

/** First or last name contains the search, case and accents ignored. */
export function filterRows(rows: readonly MatchingRow[], search: string): readonly MatchingRow[] {
  const needle = searchable(search.trim());
  if (!needle) return rows;
  return rows.filter((row) => row.first.includes(needle) || row.last.includes(needle) || `${row.first} ${row.last}`.includes(needle));
}

export type SortColumn = 'last' | 'first' | 'score';
export interface Sort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

/**
 * Each click on a header: names ascending first, the score descending first (best matches on
 * top), then the other direction, then unsorted again.
 */
export function nextSort(current: Sort | null, column: SortColumn): Sort | null {
  const first = column === 'score' ? 'descending' : 'ascending';
  if (current?.column !== column) return { column, direction: first };
  return current.direction === first ? { column, direction: first === 'ascending' ? 'descending' : 'ascending' } : null;
}

/** A stable sort; rows without a score stay last in both directions. */
export function sortRows(rows: readonly MatchingRow[], sort: Sort | null, scoreKey: ScoreKey, collator: Intl.Collator): readonly MatchingRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.column === 'score') {
    const score = (row: MatchingRow) => row.scores?.[scoreKey] ?? null;
    return [...rows].sort((a, b) => {
      const [x, y] = [score(a), score(b)];
      if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
      return sign * (x - y);
    });
  }
  const key = (row: MatchingRow) => (sort.column === 'last' ? row.contact.last_name : row.contact.first_name);
  return [...rows].sort((a, b) => sign * collator.compare(key(a), key(b)));
}
