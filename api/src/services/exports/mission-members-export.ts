import { COMPANY_MESSAGES, type CompanyContact } from '@rapport/wire/api/company';
import { exportLabels } from '@rapport/wire/api/export-labels';
import { MISSION_MESSAGES, type CompanyMatching, type MissionResponse } from '@rapport/wire/api/missions';
import { detailsScoreKeys, matchPercent, PAIR_SCORE_FIELDS, type PairScoreKey } from '@rapport/wire/entities/score-percent';
import { scoreLabels } from '@rapport/wire/entities/scores';
import { notFound } from '../../http-errors';
import { matchContacts, type MatchingsDeps } from '../matchings/matchings-service';
import { getMission, type MissionsDeps } from '../missions/missions-service';
import { exportTable, type ExportDeps, type ExportedFile, type ExportRequest } from './export-file';
import type { CellValue, SheetColumn } from './spreadsheet';

/** The missions whose details list members against a person: recruitment, mobility, onboarding. */
const MEMBER_KINDS = new Set(['R', 'M', 'O']);

type FixedColumn = 'match_with' | 'last_name' | 'first_name' | 'email' | 'role' | 'avatar' | 'note';

const fullName = (contact: Pick<CompanyContact, 'first_name' | 'last_name'>): string => `${contact.first_name} ${contact.last_name}`;
const lower = (email: string) => email.trim().toLowerCase();

/** The mission's non-member people, the manager first, each once: the choices of the details' "Match with". */
export function sourcePeople(mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>): CompanyContact[] {
  const people = mission.mission_manager ? [mission.mission_manager] : [];
  for (const { contact } of mission.mission_benchmarks) if (!people.some((person) => person.id === contact.id)) people.push(contact);
  return people;
}

/** The matchings by the other person's e-mail (either side may be the source, 'avatar' for the avatar's). */
function byOtherEmail<T extends { user_1: string; user_2: string }>(entries: readonly T[], sourceEmail: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const entry of entries) {
    const [one, two] = [lower(entry.user_1), lower(entry.user_2)];
    map.set(one === sourceEmail || one === 'avatar' ? two : one, entry);
  }
  return map;
}

/**
 * A mission's members with their scores, as its details show them: each member against the
 * manager (or `sourceId`, a team member of the mission), from the same match_contacts service
 * the page calls, rounded by the same matchPercent. A row whose member or source has not
 * finished says so instead of scores; the Avatar column is there when the company's avatar
 * scored someone, as on the page.
 */
export async function exportMissionMembers(
  deps: MissionsDeps & MatchingsDeps & ExportDeps,
  request: ExportRequest & { userId: number },
  query: { pk: number; source?: number },
): Promise<ExportedFile> {
  const mission = await getMission(deps, request.company, query.pk);
  const kind = mission.type ?? mission.mission_type;
  if (!MEMBER_KINDS.has(kind)) throw notFound(MISSION_MESSAGES.unknownMission);
  const people = sourcePeople(mission);
  const source = query.source === undefined ? (people[0] ?? null) : people.find((person) => person.id === query.source);
  if (source === undefined) throw notFound(COMPANY_MESSAGES.unknownContact);
  const members = mission.mission_member;

  const person = (contact: CompanyContact) => ({ company_id: request.company.id, email: contact.email });
  const result =
    source && members.length > 0
      ? await matchContacts(deps, request.userId, { source: person(source), target: members.map(person) })
      : { source_target_matching: [], avatar_target_matching: [] };
  const sourceEmail = source ? lower(source.email) : '';
  const matchings = byOtherEmail<CompanyMatching>(result.source_target_matching, sourceEmail);
  const avatars = byOtherEmail(result.avatar_target_matching, sourceEmail);
  const showAvatar = result.avatar_target_matching.length > 0;

  const labels = exportLabels(request.lang);
  const words = labels.missionMembers;
  const scores = scoreLabels(request.lang).scores;
  const keys = detailsScoreKeys(kind === 'O');
  const columns: SheetColumn<FixedColumn | PairScoreKey>[] = [
    { key: 'match_with', header: words.matchWith },
    { key: 'last_name', header: words.lastName },
    { key: 'first_name', header: words.firstName },
    { key: 'email', header: words.email },
    { key: 'role', header: words.role },
    ...(showAvatar ? [{ key: 'avatar' as const, header: words.avatar, numeric: true }] : []),
    ...keys.map((key) => ({ key, header: scores[key].abbr, numeric: true })),
    { key: 'note', header: words.note },
  ];

  const rows = members.map((member) => {
    const unfinished = [...(member.result ? [] : [fullName(member)]), ...(source && !source.result ? [fullName(source)] : [])];
    const matching = matchings.get(lower(member.email));
    const avatar = avatars.get(lower(member.email));
    const row: Partial<Record<FixedColumn | PairScoreKey, CellValue>> = {
      match_with: source ? fullName(source) : null,
      last_name: member.last_name,
      first_name: member.first_name,
      email: member.email,
      role: words.roles[member.contact_type],
      avatar: avatar ? matchPercent(avatar.ircp_smooth) : null,
    };
    if (unfinished.length > 0) {
      row.note = unfinished.length === 1 ? words.unfinishedOne(unfinished[0]) : words.unfinishedTwo(unfinished[0], unfinished[1]);
    } else if (matching) {
      for (const key of keys) {
        const ratio = matching[PAIR_SCORE_FIELDS[key]];
        row[key] = ratio === null ? null : matchPercent(ratio);
      }
    }
    return row;
  });

  const subject = `${mission.reference} ${mission.mission_name}`;
  return exportTable(deps, request, {
    kind: 'mission_members',
    columns,
    rows,
    sheetName: words.sheet,
    fileStem: `${mission.reference}-members`,
    subject,
    detail: { mission: mission.id, source: source?.id ?? null },
  });
}
