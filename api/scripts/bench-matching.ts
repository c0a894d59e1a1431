/**
 * A person's matching lists with 200 finished contacts, read cold, timed at the API (target
 * under 500 ms): `npm run bench:matching -w api`, on PGlite in memory, or on PostgreSQL with
 * DATABASE_URL (a fresh database is made beside the one named, as the API tests do). Under
 * `npm run bench`, the median is recorded with its target.
 *
 * 201 users with a finished standard result (bench-seed.ts): one of them has the 200 others as
 * matching contacts. The figure is POST /result/matching/ for that person through app.inject,
 * with the session and results caches emptied before each call (what a read costs when nothing
 * is in memory: the token check, then one query for the user and every contact, 200 matchings):
 * median and 95th percentile of 20 calls after 5 warm-up calls. The API test
 * (src/routes/results/matching.test.ts) checks the two queries and the answer.
 */
import { matchingContacts } from '../src/db/schema';
import { authHeader, tokenFor } from '../testing/fixtures';
import { benchApp, benchCompany, finishedContacts, percentile, record, testDatabaseKind, timeCalls, timing, under } from './bench-seed';

const CONTACTS = 200;
const RUNS = 20;

async function main(): Promise<void> {
  const app = await benchApp();
  try {
    const { companyId } = await benchCompany(app, 'Bench matching');
    const [hub, ...others] = await finishedContacts(app, companyId, 1 + CONTACTS);
    await app.database.db.insert(matchingContacts).values(others.map(({ userId }) => ({ userId: hub.userId, contactUserId: userId })));
    const headers = { ...authHeader(await tokenFor(app, hub.userId)), 'content-type': 'application/json' };
    const { times, last } = await timeCalls(
      async () => {
        app.readCaches.sessions.clear();
        app.readCaches.results.clear();
        const res = await app.inject({ method: 'POST', url: '/api/result/matching/', headers, payload: JSON.stringify({ email: hub.email }) });
        if (res.statusCode !== 200) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
        return res;
      },
      { runs: RUNS },
    );
    const listed = (last.json() as { b2c_matching: unknown[] }).b2c_matching.length;
    if (listed !== CONTACTS) throw new Error(`${listed} contacts listed, not ${CONTACTS}`);
    console.log(`database: ${testDatabaseKind}; POST /result/matching/ (${CONTACTS} finished contacts, caches emptied): ${timing(times)}`);
    record([under(`matching (${testDatabaseKind})`, `POST /result/matching/, ${CONTACTS} finished contacts, read cold (median of ${RUNS})`, percentile(times, 50), 500)]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
