/**
 * What the API benches share: the app on a fresh test database (PGlite in memory, or a new
 * PostgreSQL database beside DATABASE_URL's, as the API tests do), a company whose contacts have
 * finished standard results, the timing of a call through app.inject, and the figures as
 * `npm run bench` collects them.
 *
 * Results are the sample profiles' answers with the 12 words in rotated orders (so the vectors
 * differ), stored through the results repository as a submission stores them.
 */
import { performance } from 'node:perf_hooks';
// the figures' shape and file, shared with the page benchmarks
import { record as appendToReport, type Figure } from '../../e2e/bench/measure';
import { buildApp, type App } from '../src/app';
import { loadContent } from '../src/content/load';
import { computeIndividualResult, localizeResult } from '../src/model';
import { openTestDatabase, testConfig } from '../testing/build-test-app';
import { addCompanyUser, authHeader, createCompany, createContact, createUser, questionnaireTypeId, tokenFor } from '../testing/fixtures';

export { testDatabaseKind } from '../testing/build-test-app';
export type { Figure };

/** The app on its own fresh database, without rate limits that would count the bench's calls. */
export async function benchApp(): Promise<App> {
  return buildApp(testConfig({ rateLimit: { max: 100_000, store: 'memory' } }), { logger: false, database: await openTestDatabase() });
}

/** A company and its signed-in admin: the admin's id and the headers of their JSON calls. */
export async function benchCompany(app: App, name: string): Promise<{ companyId: number; adminId: number; headers: Record<string, string> }> {
  const db = app.database.db;
  const companyId = await createCompany(db, { name });
  const admin = await createUser(db, { password: null });
  await addCompanyUser(db, companyId, admin.id);
  return { companyId, adminId: admin.id, headers: { ...authHeader(await tokenFor(app, admin.id)), 'content-type': 'application/json' } };
}

export interface FinishedContact {
  contactId: number;
  userId: number;
  email: string;
}

/** `count` users with a finished standard result (`person.<i>@bench.test`), each a contact of the company. */
export async function finishedContacts(app: App, companyId: number, count: number): Promise<FinishedContact[]> {
  const db = app.database.db;
  const content = loadContent();
  const typeId = await questionnaireTypeId(db, 'standard');
  const prep = await app.contentRepository.prepared(typeId);
  const library = await app.contentRepository.textLibrary();
  const people: FinishedContact[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `person.${i}@bench.test`;
    const user = await createUser(db, { password: null, email, firstName: 'Person', lastName: `${i}` });
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
    const { id } = await createContact(db, companyId, { email, firstName: `Person ${i}`, userId: user.id });
    people.push({ contactId: id, userId: user.id, email });
  }
  return people;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The times in ms of `runs` calls after `warmUp` untimed ones, with the last answer. */
export async function timeCalls<T>(call: () => Promise<T>, { warmUp = 5, runs = 20 } = {}): Promise<{ times: number[]; last: T }> {
  for (let i = 0; i < warmUp; i += 1) await call();
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    last = await call();
    times.push(performance.now() - start);
  }
  return { times, last: last as T };
}

/** "median 12.3 ms, p95 14.0 ms, max 15.1 ms over 20 calls" */
export const timing = (times: number[]): string =>
  `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${times.length} calls`;

/** A time in ms against its bound (the figure is under `limit` ms), rounded to 0.1 ms. */
export const under = (bench: string, name: string, ms: number, limit: number): Figure => ({
  bench,
  name,
  value: Math.round(ms * 10) / 10,
  unit: 'ms',
  target: `< ${Math.round(limit * 10) / 10}`,
  pass: ms < limit,
});

/**
 * Prints the figures with their verdicts, and appends them to BENCH_REPORT (JSON lines) when
 * `npm run bench` runs this benchmark. A target not met makes the process end with code 1.
 */
export function record(figures: Figure[]): void {
  if (figures.some((figure) => figure.pass === false)) process.exitCode = 1;
  for (const { name, value, unit, target, pass } of figures) {
    console.log(`${name}: ${value} ${unit}${target ? ` (target ${target} ${unit}: ${pass ? 'met' : 'NOT met'})` : ''}`);
  }
  appendToReport(figures);
}
