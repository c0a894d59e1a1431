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
import { buildApp } from '../src/app';
import { loadContent } from '../src/content/load';
import { computeIndividualResult, localizeResult } from '../src/model';
import { openTestDatabase, testConfig, testDatabaseKind } from '../src/testing/build-test-app';
import { addCompanyUser, authHeader, createCompany, createContact, createUser, questionnaireTypeId, tokenFor } from '../src/testing/fixtures';

const CANDIDATES = 200;
const TEAM = 10;
const WARM_UP = 5;
const RUNS = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const app = await buildApp(testConfig({ rateLimit: { max: 100_000, store: 'memory' } }), { logger: false, database: await openTestDatabase() });
  try {
    const db = app.database.db;
    const setupStart = performance.now();
    const content = loadContent();
    const typeId = await questionnaireTypeId(db, 'standard');
    const prep = await app.contentRepository.prepared(typeId);
    const library = await app.contentRepository.textLibrary();

    const companyId = await createCompany(db, { name: 'Bench missions' });
    const admin = await createUser(db, { password: null });
    await addCompanyUser(db, companyId, admin.id);

    const emails: string[] = [];
    for (let i = 0; i < 1 + TEAM + CANDIDATES; i += 1) {
      const email = `person.${i}@bench.test`;
      const user = await createUser(db, { password: null, email, firstName: `Person`, lastName: `${i}` });
      const sample = content.samples[i % content.samples.length];
      const shift = Math.floor(i / content.samples.length) % sample.words.length;
      const words = [...sample.words.slice(shift), ...sample.words.slice(0, shift)];
      const result = computeIndividualResult(prep, sample.answers, words);
      await db.transaction((tx) =>
        app.resultsRepository.storeResult(tx, {
          userId: user.id,
          questionnaireTypeId: typeId,
          result,
          texts: localizeResult(result, library),
          wordsSelected: [...words].sort(),
          wordsSorted: words,
        }),
      );
      await createContact(db, companyId, { email, firstName: `Person ${i}`, userId: user.id });
      emails.push(email);
    }
    const setupMs = performance.now() - setupStart;

    const [source, ...others] = emails;
    const body = JSON.stringify({
      source: { company_id: companyId, email: source },
      target: others.map((email) => ({ company_id: companyId, email })),
    });
    const headers = { ...authHeader(await tokenFor(app, admin.id)), 'content-type': 'application/json' };
    const call = async () => {
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/result/match_contacts/', headers, payload: body });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
      return { ms, matchings: (res.json() as { source_target_matching: unknown[] }).source_target_matching.length };
    };
    for (let i = 0; i < WARM_UP; i += 1) await call();
    const times: number[] = [];
    let matchings = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const run = await call();
      times.push(run.ms);
      matchings = run.matchings;
    }
    const queryTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await app.companiesRepository.contactsForMatching(companyId, { emails });
      queryTimes.push(performance.now() - start);
    }
    console.log(`database: ${testDatabaseKind}; ${emails.length} finished contacts made in ${(setupMs / 1000).toFixed(1)} s`);
    console.log(
      `POST /result/match_contacts/ (1 source, ${TEAM} team + ${CANDIDATES} candidates, ${matchings} matchings): ` +
        `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${RUNS} calls (target < 150 ms)`,
    );
    console.log(`of which the contacts' query: median ${percentile(queryTimes, 50).toFixed(1)} ms, p95 ${percentile(queryTimes, 95).toFixed(1)} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
