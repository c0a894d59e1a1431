import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { MISSION_MESSAGES, type CompanyMatching } from '@rapport/wire/api/missions';
import { type ContactAvatarMatching, type TeamMemberScore, type TeamPair, type TeamScoresResponse } from '@rapport/wire/api/teams';
import { httpError, notFound } from '../../http-errors';
import { extraFieldDistance, teamScores, type ProfileVector, type TeamScores } from '../../model';
import type { CompaniesRepository } from '../../repositories/companies-repository';
import type { CompanyContactsRepository, MatchingContact } from '../../repositories/company-contacts-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import type { MissionContactRow, MissionsRepository, StoredMission } from '../../repositories/missions-repository';
import { activeCompany } from '../company/company-contacts';
import { avatarIndex, companyMatching, isFinished, preparedAvatar } from '../matchings/company-matching';
import type { NamedPerson } from '../matchings/matchings-service';

/**
 * Team building and values (spec sections 2 to 4 and 7; docs/model.md, avatar, values field and
 * teams): every pair of a team, a team building mission's CPI with each member's impact and a
 * "what if" for one more person, and the people of a values mission against the company's
 * avatar. Everything is computed from the stored vectors of the results that complete the
 * contacts (the contacts list's rule), read in one query per call: no query per person or per
 * pair.
 */

export interface TeamsDeps {
  companies: CompaniesRepository;
  contacts: CompanyContactsRepository;
  missions: MissionsRepository;
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

// ---- a team building mission's team ------------------------------------------------------------

/** A member of a team: the mission's manager, or a benchmark with its type. */
export interface TeamMember {
  contactId: number;
  role: TeamMemberScore['role'];
}

/** The team of a team building mission: its manager first, then its benchmarks in the mission's order. */
export function teamOf(mission: Pick<StoredMission, 'managerContactId'>, rows: readonly MissionContactRow[]): TeamMember[] {
  const team: TeamMember[] = mission.managerContactId === null ? [] : [{ contactId: mission.managerContactId, role: 'manager' }];
  for (const row of rows) {
    if (row.role === 'benchmark') team.push({ contactId: row.contactId, role: row.benchmarkType ?? 'employee' });
  }
  return team;
}

/** The model's team scores of these members: null for those without a finished result (or not found). */
export function scoresOf(team: readonly TeamMember[], vectors: ReadonlyMap<number, ProfileVector | null>): TeamScores {
  return teamScores(team.map((member) => vectors.get(member.contactId) ?? null));
}

/** The pair of `scores` the comparison keeps (the first in pair order on a tie), as contact ids and its score. */
function pairWhere(team: readonly TeamMember[], scores: TeamScores, better: (a: number, b: number) => boolean): TeamPair | null {
  let kept: TeamScores['pairs'][number] | undefined;
  for (const pair of scores.pairs) if (!kept || better(pair.m.rui_smooth, kept.m.rui_smooth)) kept = pair;
  return kept ? { contact_1: team[kept.i].contactId, contact_2: team[kept.j].contactId, rui_smooth: kept.m.rui_smooth } : null;
}

/** Population standard deviation of the pair scores; null without a pair. */
function spreadOf(scores: TeamScores): number | null {
  const n = scores.pairs.length;
  if (n === 0) return null;
  let sum = 0;
  for (const pair of scores.pairs) sum += pair.m.rui_smooth;
  const mean = sum / n;
  let squares = 0;
  for (const pair of scores.pairs) squares += (pair.m.rui_smooth - mean) ** 2;
  return Math.sqrt(squares / n);
}

/**
 * POST /company/team_scores/: the CPI of a team building mission of the active company, its
 * weakest and strongest pair, the spread of its pair scores and each member's impact; with a
 * candidate (a contact of the company not in the team), the CPI the team would have with them
 * and their impact on it. The members and the candidate are read in one query.
 */
export async function teamScoresOfMission(
  deps: TeamsDeps,
  userId: number,
  body: { mission: number; candidate?: number | null },
): Promise<TeamScoresResponse> {
  const company = await activeCompany(deps, userId);
  const mission = await deps.missions.mission(company.id, body.mission);
  if (!mission) throw notFound(MISSION_MESSAGES.unknownMission);
  if (mission.missionType !== 'T') throw httpError(400, 'team.not_a_team');
  const team = teamOf(mission, await deps.missions.missionContacts([mission.id]));
  const candidate = body.candidate ?? null;
  if (candidate !== null && team.some((member) => member.contactId === candidate)) throw httpError(400, 'team.already_in_team');

  const ids = team.map((member) => member.contactId);
  const contacts = await deps.contacts.contactsForMatching(company.id, { ids: candidate === null ? ids : [...ids, candidate] });
  const vectors = new Map(contacts.map((contact) => [contact.id, contact.vector]));
  if (candidate !== null && !vectors.has(candidate)) throw notFound(COMPANY_MESSAGES.unknownContact);

  const scores = scoresOf(team, vectors);
  let whatIf: TeamScoresResponse['what_if'] = null;
  if (candidate !== null) {
    const candidateVector = vectors.get(candidate) ?? null;
    if (candidateVector === null) whatIf = { contact: candidate, finished: false, cpi: scores.cpi, impact: null };
    else {
      const withCandidate = scoresOf([...team, { contactId: candidate, role: 'employee' }], vectors);
      whatIf = { contact: candidate, finished: true, cpi: withCandidate.cpi, impact: withCandidate.impacts[team.length] };
    }
  }
  return {
    mission: mission.id,
    cpi: scores.cpi,
    pair_count: scores.pairs.length,
    weakest_pair: pairWhere(team, scores, (a, b) => a < b),
    strongest_pair: pairWhere(team, scores, (a, b) => a > b),
    spread: spreadOf(scores),
    members: team.map((member, i) => ({
      contact: member.contactId,
      role: member.role,
      finished: (vectors.get(member.contactId) ?? null) !== null,
      impact: scores.impacts[i],
    })),
    what_if: whatIf,
  };
}

// ---- every pair of a team ----------------------------------------------------------------------

/**
 * POST /result/team_matches/: every pair of the named people of the active company who have a
 * finished result, in the order named (each person once: named twice, paired once). 404 for a
 * person of another company or an address that is not a contact, like match_contacts.
 */
export async function teamMatches(deps: TeamsDeps, userId: number, body: { contacts: NamedPerson[] }): Promise<CompanyMatching[]> {
  const company = await activeCompany(deps, userId, body.contacts[0]?.company_id);
  if (body.contacts.some((person) => person.company_id !== company.id)) throw notFound(COMPANY_MESSAGES.unknownCompany);
  const emails = [...new Set(body.contacts.map((person) => person.email.toLowerCase()))];
  if (emails.length === 0) return [];
  const contacts = await deps.contacts.contactsForMatching(company.id, { emails });
  const byEmail = new Map(contacts.map((contact) => [contact.email.toLowerCase(), contact]));
  const people = emails.map((email) => byEmail.get(email));
  if (people.some((person) => person === undefined)) throw notFound(COMPANY_MESSAGES.unknownContact);
  const finished = (people as MatchingContact[]).filter(isFinished);
  const matchings: CompanyMatching[] = [];
  for (let i = 0; i < finished.length; i += 1) {
    for (let j = i + 1; j < finished.length; j += 1) matchings.push(companyMatching(finished[i], finished[j]));
  }
  return matchings;
}

// ---- the people of a values mission against the avatar ------------------------------------------

/**
 * POST /company/get_contact_avatar_matchings/: each contact of the active company whose user is
 * listed and who has a finished result, against the company's avatar: the professional index
 * (as match_contacts' avatar matching) and each value's distance (docs/model.md, values field).
 * Nothing when the avatar option is off or the company has no avatar; unknown users are simply
 * absent.
 */
export async function contactAvatarMatchings(
  deps: TeamsDeps,
  userId: number,
  body: { contacts: number[]; company_id?: number },
): Promise<ContactAvatarMatching[]> {
  const company = await activeCompany(deps, userId, body.company_id);
  const values = await deps.companies.companyValues(company.id);
  if (!values?.supportsAvatar || !values.avatar || body.contacts.length === 0) return [];
  const avatar = await preparedAvatar(deps, company.id, values.avatar);
  if (!avatar) return [];
  // a value whose words the bank no longer has (content changed since it was saved) is left out
  const fields = values.extraSupportedFields.filter((field) => {
    const known = field.word_ids.every((id) => avatar.bank.wordIndex.has(id));
    if (!known) deps.log?.error({ company: company.id, field: field.field_name_in_api }, 'a company value names an unknown word: left out');
    return known;
  });
  const contacts = await deps.contacts.contactsForMatching(company.id, { userIds: [...new Set(body.contacts)] });
  const order = new Map(body.contacts.map((id, i) => [id, i] as const));
  return contacts
    .filter(isFinished)
    .sort((a, b) => (order.get(a.userId ?? 0) ?? 0) - (order.get(b.userId ?? 0) ?? 0) || a.id - b.id)
    .map((contact) => ({
      user_id: contact.userId as number,
      contact: contact.id,
      ...avatarIndex(contact.vector, avatar),
      extra_fields: Object.fromEntries(fields.map((field) => [field.field_name_in_api, extraFieldDistance(contact.vector, avatar.vector, field.word_ids, avatar.bank)])),
    }));
}
