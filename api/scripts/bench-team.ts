/**
 * A team of 100, timed at the API (target 100 ms each):
 * `npm run bench:team -w api`, on PGlite in memory, or on PostgreSQL with DATABASE_URL (a fresh
 * database is made beside the one named, as the API tests do).
 *
 * One company with 101 contacts whose users have a finished standard result (bench-seed.ts):
 * a team building mission of 100 (a manager and 99 employee benchmarks, made through POST
 * /company/mission/ as the form makes it) and one more employee for the what-if. The figures,
 * through app.inject (routing, token check, validation, the query, the model, response
 * validation and serialisation), median and 95th percentile of 20 calls after 5 warm-up calls:
 * - POST /result/team_matches/ of the 100 (4,950 pair matchings);
 * - POST /company/team_scores/ of the mission (CPI, pairs, spread and the 100 impacts);
 * - the same with a candidate (the what-if: the team of 101 scored too);
 * - GET /company/mission/?mission_type=T (the list's CPI and lowest score).
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { companyContacts } from '../src/db/schema';
import { questionnaireTypeId } from '../testing/fixtures';
import { benchApp, benchCompany, finishedContacts, testDatabaseKind, timeCalls, timing } from './bench-seed';

const TEAM = 100;
const RUNS = 20;

async function main(): Promise<void> {
  const app = await benchApp();
  try {
    const setupStart = performance.now();
    const { companyId, headers } = await benchCompany(app, 'Bench team');
    const people = await finishedContacts(app, companyId, TEAM + 1);
    // a team's manager and benchmarks are employees
    await app.database.db.update(companyContacts).set({ contactType: 'E' }).where(eq(companyContacts.companyId, companyId));
    const team = people.slice(0, TEAM);
    const candidate = people[TEAM];
    const mission = await post(app, headers, '/company/mission/', {
      mission_name: 'Bench team',
      reference: 'TB-BENCH',
      mission_description: 'A team of 100.',
      mission_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      type: 'T',
      default_questionnaire_type: await questionnaireTypeId(app.database.db, 'standard'),
      mission_manager: team[0].contactId,
      mission_benchmarks: team.slice(1).map((person) => ({ id: person.contactId, benchmark_type: 'employee' })),
    });
    const missionId = (mission.json() as { pk: number }).pk;
    const setupMs = performance.now() - setupStart;

    const matchesBody = { contacts: team.map((person) => ({ company_id: companyId, email: person.email })) };
    const matches = await timeCalls(() => post(app, headers, '/result/team_matches/', matchesBody), { runs: RUNS });
    const scores = await timeCalls(() => post(app, headers, '/company/team_scores/', { mission: missionId }), { runs: RUNS });
    const whatIf = await timeCalls(() => post(app, headers, '/company/team_scores/', { mission: missionId, candidate: candidate.contactId }), { runs: RUNS });
    const list = await timeCalls(() => call(app, headers, 'GET', '/company/mission/?mission_type=T'), { runs: RUNS });

    const pairs = (matches.last.json() as unknown[]).length;
    const answer = scores.last.json() as { cpi: number; pair_count: number; members: { impact: number | null }[] };
    const withCandidate = (whatIf.last.json() as { what_if: { cpi: number; impact: number } }).what_if;
    const listed = (list.last.json() as { cpi: number; lowest_matching_score: number }[])[0];
    if (pairs !== (TEAM * (TEAM - 1)) / 2 || answer.pair_count !== pairs || answer.members.some((member) => member.impact === null)) {
      throw new Error(`unexpected answers: ${pairs} pairs, ${answer.pair_count} scored`);
    }
    console.log(`database: ${testDatabaseKind}; ${people.length} finished contacts and the mission made in ${(setupMs / 1000).toFixed(1)} s`);
    console.log(`POST /result/team_matches/ (${TEAM} people, ${pairs} pair matchings): ${timing(matches.times)} (target < 100 ms)`);
    console.log(`POST /company/team_scores/ (CPI ${answer.cpi}, ${answer.pair_count} pairs, ${answer.members.length} impacts): ${timing(scores.times)} (target < 100 ms)`);
    console.log(`POST /company/team_scores/ with a candidate (what-if CPI ${withCandidate.cpi}, impact ${withCandidate.impact} %): ${timing(whatIf.times)}`);
    console.log(`GET /company/mission/?mission_type=T (CPI ${listed.cpi}, lowest ${listed.lowest_matching_score.toFixed(3)}): ${timing(list.times)}`);
  } finally {
    await app.close();
  }
}

/** A call of the bench's admin, once it answered 200 (the answer is read after the timing). */
async function call(app: App, headers: Record<string, string>, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method, url: `/api${url}`, headers, ...(body !== undefined && { payload: JSON.stringify(body) }) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

const post = (app: App, headers: Record<string, string>, url: string, body: unknown) => call(app, headers, 'POST', url, body);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
