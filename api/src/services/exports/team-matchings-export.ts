import type { CompanyContact } from '@rapport/wire/api/company';
import { exportLabels } from '@rapport/wire/api/export-labels';
import type { CompanyMatching, MissionResponse } from '@rapport/wire/api/missions';
import { detailsScoreKeys, matchPercent, PAIR_SCORE_FIELDS, type PairScoreKey } from '@rapport/wire/entities/score-percent';
import { scoreLabels } from '@rapport/wire/entities/scores';
import { httpError } from '../../http-errors';
import { getMission, type MissionsDeps } from '../missions/missions-service';
import { teamMatches, type TeamsDeps } from '../teams/teams-service';
import { exportTable, type ExportDeps, type ExportedFile, type ExportRequest } from './export-file';
import type { CellValue, SheetColumn } from './spreadsheet';

type PersonColumn = 'first' | 'first_email' | 'second' | 'second_email';

const fullName = (contact: Pick<CompanyContact, 'first_name' | 'last_name'>): string => `${contact.first_name} ${contact.last_name}`;
const emailKey = (email: string) => email.trim().toLowerCase();

/** The team of a team building mission: the manager first, then the team members in the mission's order, each once. */
function teamPeople(mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>): CompanyContact[] {
  const people = mission.mission_manager ? [mission.mission_manager] : [];
  for (const { contact } of mission.mission_benchmarks) if (!people.some((person) => person.id === contact.id)) people.push(contact);
  return people;
}

/**
 * A team's pairs as All Matchings of the team modal lists them: every pair of finished members
 * from the same team_matches service, weakest first (ties by the names, in the file's
 * language), RI and the fibers by the same matchPercent.
 */
export async function exportTeamMatchings(
  deps: MissionsDeps & TeamsDeps & ExportDeps,
  request: ExportRequest & { userId: number },
  query: { pk: number },
): Promise<ExportedFile> {
  const mission = await getMission(deps, request.company, query.pk);
  // as the team's scores answer
  if (mission.mission_type !== 'T') throw httpError(400, 'team.not_a_team');
  const people = teamPeople(mission);
  const matches: CompanyMatching[] =
    people.length > 1 ? await teamMatches(deps, request.userId, { contacts: people.map((contact) => ({ company_id: request.company.id, email: contact.email })) }) : [];

  const byEmail = new Map(people.map((contact) => [emailKey(contact.email), contact]));
  const collator = new Intl.Collator(request.lang, { sensitivity: 'base', numeric: true });
  const pairs = matches
    .map((matching) => ({ matching, first: byEmail.get(emailKey(matching.user_1)), second: byEmail.get(emailKey(matching.user_2)) }))
    .filter((pair): pair is { matching: CompanyMatching; first: CompanyContact; second: CompanyContact } => Boolean(pair.first && pair.second))
    .sort(
      (a, b) =>
        a.matching.rui_smooth - b.matching.rui_smooth ||
        collator.compare(fullName(a.first), fullName(b.first)) ||
        collator.compare(fullName(a.second), fullName(b.second)),
    );

  const words = exportLabels(request.lang).teamMatchings;
  const scores = scoreLabels(request.lang).scores;
  const keys = detailsScoreKeys(false);
  const columns: SheetColumn<PersonColumn | PairScoreKey>[] = [
    { key: 'first', header: words.first },
    { key: 'first_email', header: words.firstEmail },
    { key: 'second', header: words.second },
    { key: 'second_email', header: words.secondEmail },
    ...keys.map((key) => ({ key, header: scores[key].abbr, numeric: true })),
  ];
  const rows = pairs.map(({ matching, first, second }) => {
    const row: Partial<Record<PersonColumn | PairScoreKey, CellValue>> = {
      first: fullName(first),
      first_email: first.email,
      second: fullName(second),
      second_email: second.email,
    };
    for (const key of keys) {
      const ratio = matching[PAIR_SCORE_FIELDS[key]];
      row[key] = ratio === null ? null : matchPercent(ratio);
    }
    return row;
  });

  return exportTable(deps, request, {
    kind: 'team_matchings',
    columns,
    rows,
    sheetName: words.sheet,
    fileStem: `${mission.reference}-matchings`,
    subject: `${mission.reference} ${mission.mission_name}`,
    detail: { mission: mission.id },
  });
}
