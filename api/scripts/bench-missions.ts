/**
 * The matchings of a recruitment mission, timed at the API (issue 10, "Measure"; target under
 * 150 ms): `npm run bench:missions -w api`, on PGlite in memory, or on PostgreSQL with
 * DATABASE_URL (a fresh database is made beside the one named, as the API tests do).
 *
 * One company with 211 contacts whose users have a finished standard result: the manager (the
 * source), a team of 10 and 200 candidates. Their results are the sample profiles' answers with
 * the 12 words in rotated orders (so the vectors differ), stored through the results repository
 * as a submission stores them. The figure is POST /result/match_contacts/ for the manager against
 * the 210 others through app.inject (routing, token check, validation, the contacts' query, 210
 * matchings, response validation and serialisation): median and 95th percentile of 20 calls
 * after 5 warm-up calls.
 */
import { performance } from 'node:perf_hooks';
import { benchApp, benchCompany, finishedContacts, percentile, testDatabaseKind, timeCalls, timing } from './bench-seed';

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
    const { times: queryTimes } = await timeCalls(() => app.companiesRepository.contactsForMatching(companyId, { emails }), { warmUp: 0, runs: RUNS });
    console.log(`database: ${testDatabaseKind}; ${emails.length} finished contacts made in ${(setupMs / 1000).toFixed(1)} s`);
    console.log(`POST /result/match_contacts/ (1 source, ${TEAM} team + ${CANDIDATES} candidates, ${matchings} matchings): ${timing(times)} (target < 150 ms)`);
    console.log(`of which the contacts' query: median ${percentile(queryTimes, 50).toFixed(1)} ms, p95 ${percentile(queryTimes, 95).toFixed(1)} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
