import type { CompanyContact } from '@rapport/wire/api/company';
import type { MatchingResult } from './matching-rows';
import { fullName, hasResult, searchable, type SourcePerson } from './people';
import { matchPercent } from './score-columns';

/** One pair of All Matchings: the member and a non-member person of the mission. */
export interface PairEntry {
  other: SourcePerson;
  /** RI as a whole percentage; null while loading, or when either has not finished */
  ri: number | null;
  /** who has not completed the evaluation (the member first) */
  unfinished: string[];
  /** first, last and full name of the other person, searchable */
  names: string[];
}

export function pairEntries(member: CompanyContact, people: readonly SourcePerson[], result: MatchingResult | undefined): PairEntry[] {
  const memberEmail = member.email.trim().toLowerCase();
  const riByEmail = new Map<string, number>();
  for (const matching of result?.source_target_matching ?? []) {
    const [one, two] = [matching.user_1.trim().toLowerCase(), matching.user_2.trim().toLowerCase()];
    riByEmail.set(one === memberEmail ? two : one, matching.rui_smooth);
  }
  return people.map((other) => {
    const ri = riByEmail.get(other.contact.email.trim().toLowerCase());
    return {
      other,
      ri: ri === undefined ? null : matchPercent(ri),
      unfinished: [...(hasResult(member) ? [] : [fullName(member)]), ...(hasResult(other.contact) ? [] : [fullName(other.contact)])],
      names: [other.contact.first_name, other.contact.last_name, fullName(other.contact)].map(searchable),
    };
  });
}

/** Spec section 2: the other person's first name, last name or full name starts with the search. */
export function filterPairs(entries: readonly PairEntry[], search: string): readonly PairEntry[] {
  const needle = searchable(search.trim());
  if (!needle) return entries;
  return entries.filter((entry) => entry.names.some((name) => name.startsWith(needle)));
}
