/**
 * What response times tell about addresses (forgot-password once answered in 9 ms for a known
 * address and 5 ms for an unknown one): `npm run bench:auth -w api`, on PGlite in memory, or
 * on PostgreSQL with DATABASE_URL (a fresh database is made beside the one named, as
 * the API tests do). Every call goes through app.inject, each from an address of its own (the
 * per-IP limits and the sign-in throttle count nothing here). Under `npm run bench`, the figures
 * are recorded with their targets.
 *
 * - POST /password_reset/ for 60 known and 60 unknown addresses of one length, interleaved (which
 *   goes first alternates, so a load spike hits both sides alike), after 5 warm-up pairs: the
 *   ratio of their fastest tenths (target <= 1.5), of their medians (target <= 2), and the median
 *   of the pairs' ratios (target between 0.6 and 1 / 0.6). Before the fix the known path took 3 to
 *   9 times as long.
 * - POST /auth/user/login with a wrong password against an unknown e-mail, 15 of each
 *   interleaved: the unknown e-mail's median over the wrong password's (target >= 0.5; without
 *   the dummy argon2 verify, an unknown e-mail answers several times faster).
 *
 * What the API tests check instead: the request runs the same statements for both addresses
 * (password-reset-timing.test.ts), and a login spends one argon2 verify either way (auth.test.ts).
 */
import { performance } from 'node:perf_hooks';
import type { App } from '../src/app';
import { createUser } from '../testing/fixtures';
import { api } from '../testing/http';
import { benchApp, percentile, record, testDatabaseKind, type Figure } from './bench-seed';

const BENCH = `auth timing (${testDatabaseKind})`;
const ROUNDS = 60;
const WARM_UP = 5;
const LOGINS = 15;

/** The ms of a call that must answer `status`. */
async function timed(call: () => Promise<{ statusCode: number; body: string }>, status: number): Promise<number> {
  const started = performance.now();
  const res = await call();
  const ms = performance.now() - started;
  if (res.statusCode !== status) throw new Error(`answered ${res.statusCode}, not ${status}: ${res.body}`);
  return ms;
}

/** Times of `a` and `b` called in turns, which goes first alternating. */
async function interleaved(rounds: number, a: (i: number) => Promise<number>, b: (i: number) => Promise<number>): Promise<{ a: number[]; b: number[] }> {
  const times = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i += 1) {
    if (i % 2 === 0) {
      times.a.push(await a(i));
      times.b.push(await b(i));
    } else {
      times.b.push(await b(i));
      times.a.push(await a(i));
    }
  }
  return times;
}

const ratio = (x: number, y: number) => Math.max(x, y) / Math.min(x, y);
const round = (value: number) => Math.round(value * 100) / 100;

async function passwordReset(app: App): Promise<Figure[]> {
  const http = api(app);
  const stamp = Date.now();
  // distinct addresses of one length: the per-address limit allows 3 an hour
  const known = await Promise.all(
    Array.from({ length: ROUNDS + WARM_UP }, (_, i) => createUser(app.database.db, { password: null, email: `known.${String(i).padStart(3, '0')}.${stamp}@example.org` })),
  );
  const unknown = known.map((user) => user.email.replace('known.', 'ghost.'));
  const reset = (email: string) => timed(() => http.post('/password_reset/', { email }), 200);
  for (let i = ROUNDS; i < ROUNDS + WARM_UP; i += 1) {
    await reset(known[i].email);
    await reset(unknown[i]);
  }
  const times = await interleaved(
    ROUNDS,
    (i) => reset(known[i].email),
    (i) => reset(unknown[i]),
  );
  const p10 = (values: number[]) => percentile(values, 10);
  const median = (values: number[]) => percentile(values, 50);
  const known10 = p10(times.a);
  const unknown10 = p10(times.b);
  const paired = median(times.a.map((t, i) => t / times.b[i]));
  const what = `POST /password_reset/, ${ROUNDS} known and ${ROUNDS} unknown addresses`;
  const fastest = ratio(known10, unknown10);
  const medians = ratio(median(times.a), median(times.b));
  return [
    { bench: BENCH, name: `${what}: fastest tenths, the slower over the faster (known ${known10.toFixed(2)} ms, unknown ${unknown10.toFixed(2)} ms)`, value: round(fastest), unit: '×', target: '<= 1.5', pass: fastest <= 1.5 },
    { bench: BENCH, name: `${what}: medians, the slower over the faster (known ${median(times.a).toFixed(2)} ms, unknown ${median(times.b).toFixed(2)} ms)`, value: round(medians), unit: '×', target: '<= 2', pass: medians <= 2 },
    { bench: BENCH, name: `${what}: median of the pairs' ratios, known over unknown`, value: round(paired), unit: '×', target: '0.6 to 1.67', pass: paired > 0.6 && paired < 1 / 0.6 },
  ];
}

async function login(app: App): Promise<Figure> {
  const http = api(app);
  const user = await createUser(app.database.db);
  const attempt = (email: string) => timed(() => http.post('/auth/user/login', { email, password: 'wrong-password-1' }), 400);
  // the first verify loads argon2: not measured
  await attempt(user.email);
  await attempt(`ghost.warm.${user.email}`);
  const times = await interleaved(
    LOGINS,
    () => attempt(user.email),
    (i) => attempt(`ghost.${i}.${user.email}`),
  );
  const wrong = percentile(times.a, 50);
  const unknown = percentile(times.b, 50);
  const share = unknown / wrong;
  return {
    bench: BENCH,
    name: `POST /auth/user/login, unknown e-mail over wrong password, medians of ${LOGINS} (${unknown.toFixed(1)} ms / ${wrong.toFixed(1)} ms)`,
    value: round(share),
    unit: '×',
    target: '>= 0.5',
    pass: share >= 0.5,
  };
}

async function main(): Promise<void> {
  const app = await benchApp();
  try {
    record([...(await passwordReset(app)), await login(app)]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
