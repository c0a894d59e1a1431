import type { CompanyContact } from '@rapport/wire/api/company';
import type { BenchmarkType } from '@rapport/wire/entities/mission';
import type { MissionResponse } from '../../../lib/api/missions-api';
import type { TeamScoresResponse } from '../../../lib/api/teams-api';
import { fullName, hasResult, searchable } from './people';

/** A member's role in the team: the mission's manager leads it; the others are its benchmarks. */
export type TeamRole = 'leader' | BenchmarkType;

export interface TeamMemberRow {
  contact: CompanyContact;
  role: TeamRole;
  /** impact on the CPI in whole percent; null when unknown (unfinished, or no pair without them) */
  impact: number | null;
  /** Action, Vision, Intention (r_percent, i_percent, s_percent); null without a result */
  stakes: { action: number; vision: number; intention: number } | null;
}

/** The team: the manager first, then the benchmarks in the mission's order (a contact named twice counts once). */
export function teamPeople(mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>): { contact: CompanyContact; role: TeamRole }[] {
  const people: { contact: CompanyContact; role: TeamRole }[] = mission.mission_manager ? [{ contact: mission.mission_manager, role: 'leader' }] : [];
  for (const { contact, benchmark_type } of mission.mission_benchmarks) {
    if (!people.some((person) => person.contact.id === contact.id)) people.push({ contact, role: benchmark_type });
  }
  return people;
}

/** The team table's rows: each member with their impact from the team's scores (none while they load). */
export function teamRows(mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>, scores: TeamScoresResponse | undefined): TeamMemberRow[] {
  const impacts = new Map(scores?.members.map((member) => [member.contact, member.impact]));
  return teamPeople(mission).map(({ contact, role }) => ({
    contact,
    role,
    impact: impacts.get(contact.id) ?? null,
    stakes: contact.result ? { action: contact.result.r_percent, vision: contact.result.i_percent, intention: contact.result.s_percent } : null,
  }));
}

/**
 * The what-if choices: the company's contacts with a finished evaluation who are not in the
 * team, by last then first name.
 */
export function whatIfOptions(contacts: readonly CompanyContact[], mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>, collator: Intl.Collator): CompanyContact[] {
  const inTeam = new Set(teamPeople(mission).map(({ contact }) => contact.id));
  return contacts
    .filter((contact) => hasResult(contact) && !inTeam.has(contact.id))
    .sort((a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || a.id - b.id);
}

/** Spec section 5: only employees (contact types E and M) are in a team. */
export const canJoinTeam = (contact: Pick<CompanyContact, 'contact_type'>): boolean => contact.contact_type === 'E' || contact.contact_type === 'M';

/** The spread of the pair scores (a standard deviation, 0..1) in points: "±7 points". */
export const spreadPoints = (spread: number): number => Math.round(spread * 100);

/** One pair of the team for All Matchings. */
export interface TeamPairEntry {
  key: string;
  first: CompanyContact;
  second: CompanyContact;
  /** rui_smooth, 0..1 */
  score: number;
  /** first, last and full names of both, searchable */
  names: string[];
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The team's pairs from team_matches (people named by e-mail), weakest first: where a team
 * needs attention comes first. Ties by the names, so the order never moves between loads.
 */
export function teamPairs(people: readonly CompanyContact[], matches: readonly { user_1: string; user_2: string; rui_smooth: number }[] | undefined, collator: Intl.Collator): TeamPairEntry[] {
  const byEmail = new Map(people.map((contact) => [emailKey(contact.email), contact]));
  const entries: TeamPairEntry[] = [];
  for (const matching of matches ?? []) {
    const first = byEmail.get(emailKey(matching.user_1));
    const second = byEmail.get(emailKey(matching.user_2));
    if (!first || !second) continue;
    entries.push({
      key: `${first.id}-${second.id}`,
      first,
      second,
      score: matching.rui_smooth,
      names: [first, second].flatMap((contact) => [contact.first_name, contact.last_name, fullName(contact)].map(searchable)),
    });
  }
  return entries.sort((a, b) => a.score - b.score || collator.compare(fullName(a.first), fullName(b.first)) || collator.compare(fullName(a.second), fullName(b.second)));
}

/** Spec section 2 (All Matchings): either person's first name, last name or full name starts with the search. */
export function filterTeamPairs(entries: readonly TeamPairEntry[], search: string): readonly TeamPairEntry[] {
  const needle = searchable(search.trim());
  if (!needle) return entries;
  return entries.filter((entry) => entry.names.some((name) => name.startsWith(needle)));
}

/** The people of a pair the team's scores name by contact id; null when either is no longer in the team. */
export function pairPeople(pair: { contact_1: number; contact_2: number } | null, people: readonly CompanyContact[]): [CompanyContact, CompanyContact] | null {
  if (!pair) return null;
  const first = people.find((contact) => contact.id === pair.contact_1);
  const second = people.find((contact) => contact.id === pair.contact_2);
  return first && second ? [first, second] : null;
}
