/**
 * The company contacts list with 1,000 contacts, timed at the API (target under
 * 150 ms): `npm run bench:company -w api`, on PGlite in memory, or on PostgreSQL with
 * DATABASE_URL (a fresh database is made beside the one named, as the API tests do).
 *
 * 1,000 contacts of one company: 700 finished (their user has a result of the standard or the
 * workplace questionnaire), 100 in progress, 100 invited, 100 not invited; 50 confidential.
 * The figure is GET /company/company_contact/ through app.inject (routing, token check,
 * queries, response validation and serialisation), median and 95th percentile of 30 calls
 * after 5 warm-up calls.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { companyContacts } from '../src/db/schema';
import { openTestDatabase, testConfig, testDatabaseKind } from '../testing/build-test-app';
import { addCompanyUser, authHeader, createCompany, createContact, createResult, createUser, tokenFor } from '../testing/fixtures';

const CONTACTS = 1000;
const RUNS = 30;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const app = await buildApp(testConfig(), { logger: false, database: await openTestDatabase() });
  try {
    const db = app.database.db;
    const setupStart = performance.now();
    const companyId = await createCompany(db, { name: 'Bench company', quotationAccess: true });
    const admin = await createUser(db, { password: null });
    await addCompanyUser(db, companyId, admin.id);
    for (let i = 0; i < CONTACTS; i += 1) {
      const kind = i < 700 ? 'finished' : i < 800 ? 'started' : i < 900 ? 'invited' : 'new';
      let userId: number | undefined;
      if (kind === 'finished' || kind === 'started') {
        userId = (await createUser(db, { password: null, email: `person.${i}@bench.test` })).id;
        if (kind === 'finished') await createResult(db, userId, { questionnaireType: i % 5 === 0 ? 'workplace' : 'standard' });
      }
      const contact = await createContact(db, companyId, {
        email: `person.${i}@bench.test`,
        firstName: `Person ${i}`,
        userId,
        questionnaireType: kind === 'finished' && i % 5 === 0 ? 'workplace' : undefined,
      });
      if (kind === 'invited' || i % 20 === 0) {
        await db.update(companyContacts).set({ invitationSent: true, confidential: i % 20 === 0 }).where(eq(companyContacts.id, contact.id));
      }
    }
    const setupMs = performance.now() - setupStart;

    const headers = authHeader(await tokenFor(app, admin.id));
    const call = async () => {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/company/company_contact/', headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`GET answered ${res.statusCode}: ${res.body}`);
      return { ms, body: res.json() as { status: string }[] };
    };
    for (let i = 0; i < 5; i += 1) await call();
    const times: number[] = [];
    let statuses: Record<string, number> = {};
    for (let i = 0; i < RUNS; i += 1) {
      const { ms, body } = await call();
      times.push(ms);
      statuses = body.reduce<Record<string, number>>((counts, c) => ({ ...counts, [c.status]: (counts[c.status] ?? 0) + 1 }), {});
    }
    const queryTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await app.companyContactsRepository.listContacts(companyId);
      queryTimes.push(performance.now() - start);
    }
    console.log(`database: ${testDatabaseKind}; ${CONTACTS} contacts made in ${(setupMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(statuses)}`);
    console.log(`GET /company/company_contact/: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${RUNS} calls (target < 150 ms)`);
    console.log(`of which the query: median ${percentile(queryTimes, 50).toFixed(1)} ms, p95 ${percentile(queryTimes, 95).toFixed(1)} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
