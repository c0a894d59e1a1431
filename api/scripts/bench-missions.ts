/**
 * The matchings of a recruitment mission, timed at the API (target under 150 ms), and the
 * missions list at scale: `npm run bench:missions -w api`, on PGlite in memory, or on PostgreSQL
 * with DATABASE_URL (a fresh database is made beside the one named, as the API tests do). Under `npm run bench`, the medians are recorded with their targets.
 *
 * One company with 211 contacts whose users have a finished standard result: the manager (the
 * source), a team of 10 and 200 candidates. Their results are the sample profiles' answers with
 * the 12 words in rotated orders (so the vectors differ), stored through the results repository
 * as a submission stores them. The figure is POST /result/match_contacts/ for the manager against
 * the 210 others through app.inject (routing, token check, validation, the contacts' query, 210
 * matchings, response validation and serialisation): median and 95th percentile of 20 calls
 * after 5 warm-up calls.
 *
 * Then another company with 50 recruitments of 200 members each (of its 1,000 candidates, as
 * src/routes/missions/missions.test.ts makes them): GET /company/mission/?mission_type=R, the same
 * way (target under a second; the test checks it answers in a fixed number of queries).
 */
import { performance } from 'node:perf_hooks';
import { recruitmentsAtScale } from '../testing/company';
import { benchApp, benchCompany, finishedContacts, percentile, record, testDatabaseKind, timeCalls, timing, under } from './bench-seed';

const CANDIDATES = 200;
const TEAM = 10;
const RUNS = 20;

async function main(): Promise<void> {
  const app = await benchApp();
  try {
    const setupStart = performance.now();
    const { companyId, headers } = await benchCompany(app, 'Bench missions');
    const emails = (await finishedContacts(app, companyId, 1 + TEAM + CANDIDATES)).map((person) => person.email);
    const setupMs = performance.now() - setupStart;

    const [source, ...others] = emails;
    const body = JSON.stringify({
      source: { company_id: companyId, email: source },
      target: others.map((email) => ({ company_id: companyId, email })),
    });
    const { times, last } = await timeCalls(
      async () => {
        const res = await app.inject({ method: 'POST', url: '/api/result/match_contacts/', headers, payload: body });
        if (res.statusCode !== 200) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
        return res;
      },
      { runs: RUNS },
    );
    const matchings = (last.json() as { source_target_matching: unknown[] }).source_target_matching.length;
    const { times: queryTimes } = await timeCalls(() => app.companyContactsRepository.contactsForMatching(companyId, { emails }), { warmUp: 0, runs: RUNS });
    console.log(`database: ${testDatabaseKind}; ${emails.length} finished contacts made in ${(setupMs / 1000).toFixed(1)} s`);
    console.log(`POST /result/match_contacts/ (1 source, ${TEAM} team + ${CANDIDATES} candidates, ${matchings} matchings): ${timing(times)} (target < 150 ms)`);
    console.log(`of which the contacts' query: median ${percentile(queryTimes, 50).toFixed(1)} ms, p95 ${percentile(queryTimes, 95).toFixed(1)} ms`);

    const big = await benchCompany(app, 'Bench mission list');
    await recruitmentsAtScale(app, big.companyId, big.adminId);
    const list = await timeCalls(
      async () => {
        const res = await app.inject({ method: 'GET', url: '/api/company/mission/?mission_type=R', headers: big.headers });
        if (res.statusCode !== 200) throw new Error(`GET answered ${res.statusCode}: ${res.body}`);
        return res;
      },
      { runs: RUNS },
    );
    const listed = list.last.json() as { mission_member: unknown[] }[];
    if (listed.length !== 50 || listed.some((mission) => mission.mission_member.length !== 200)) throw new Error('the list is not 50 missions of 200 members');
    console.log(`GET /company/mission/?mission_type=R (50 missions of 200 members): ${timing(list.times)} (target < 1000 ms)`);

    const bench = `missions (${testDatabaseKind})`;
    record([
      under(bench, `POST /result/match_contacts/, 1 source and ${TEAM + CANDIDATES} contacts (median of ${RUNS})`, percentile(times, 50), 150),
      under(bench, `GET /company/mission/, 50 recruitments of 200 members (median of ${RUNS})`, percentile(list.times, 50), 1000),
    ]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
