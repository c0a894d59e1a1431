import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { jobs, mailOutbox, passwordResetTokens } from '../../db/schema';
import { PASSWORD_RESET_JOB } from '../../services/accounts/password-reset-job';
import { buildTestApp, testDatabaseKind } from '../../testing/build-test-app';
import { createUser } from '../../testing/fixtures';
import { api } from '../../testing/http';

/**
 * Issue 13, item 9: forgot-password answered in 9 ms for a known address and 5 ms for an
 * unknown one (the token and the mail were made in the request). Now the request only queues a
 * job, the same for both, and the job does the rest.
 */
describe(`POST /password_reset/: the same answer in the same time for every address (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const count = async (table: typeof jobs | typeof mailOutbox | typeof passwordResetTokens) =>
    (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const counts = async () => ({ jobs: await count(jobs), mails: await count(mailOutbox), tokens: await count(passwordResetTokens) });
  const mailsTo = (email: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('does the same work in the request for a known and an unknown address: one password-reset job, no token, no mail', async () => {
    await app.jobs.runDue();
    const user = await createUser(app.database.db, { password: null });
    for (const email of [user.email, 'nobody.at.all@example.org']) {
      const before = await counts();
      const res = await http.post('/password_reset/', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'OK' });
      expect(await counts()).toEqual({ ...before, jobs: before.jobs + 1 });
      const [job] = await app.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, PASSWORD_RESET_JOB), sql`${jobs.finishedAt} is null`));
      expect(job.payload).toEqual({ email });
      expect(await app.jobs.runDue()).toBe(1);
    }
  });

  it('the job mails a reset link to a known address and nothing to an unknown one', async () => {
    await app.jobs.runDue();
    const user = await createUser(app.database.db, { password: null });
    await http.post('/password_reset/', { email: user.email.toUpperCase() });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await app.jobs.runDue()).toBe(1);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Reset your Rapport password');
    expect(mail.secrets).not.toBeNull();
    const [{ tokens }] = await app.database.db
      .select({ tokens: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toBe(1);

    const before = await counts();
    await http.post('/password_reset/', { email: 'ghost.of.nobody@example.org' });
    expect(await app.jobs.runDue()).toBe(1);
    expect(await mailsTo('ghost.of.nobody@example.org')).toEqual([]);
    // the job ran and finished: nothing else was made
    expect(await counts()).toEqual({ ...before, jobs: before.jobs + 1 });
    const [{ unfinished }] = await app.database.db
      .select({ unfinished: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.finishedAt} is null`);
    expect(unfinished).toBe(0);
  });

  it('answers a known and an unknown address in the same time (60 requests each, interleaved)', async () => {
    const ROUNDS = 60;
    const WARM_UP = 5;
    // distinct addresses of one length (the per-address limit allows 3 an hour; each call has its own IP)
    const stamp = Date.now();
    const known = await Promise.all(
      Array.from({ length: ROUNDS + WARM_UP }, (_, i) =>
        createUser(app.database.db, { password: null, email: `known.${String(i).padStart(3, '0')}.${stamp}@example.org` }),
      ),
    );
    const unknown = known.map((user) => user.email.replace('known.', 'ghost.'));
    const tokensBefore = await count(passwordResetTokens);
    const timed = async (email: string): Promise<number> => {
      const start = process.hrtime.bigint();
      const res = await http.post('/password_reset/', { email });
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(200);
      return elapsed;
    };
    // warm both paths up (first calls compile and cache)
    for (let i = ROUNDS; i < ROUNDS + WARM_UP; i += 1) {
      await timed(known[i].email);
      await timed(unknown[i]);
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      // interleaved, alternating which goes first: a load spike hits both sides alike
      if (i % 2 === 0) {
        knownTimes.push(await timed(known[i].email));
        unknownTimes.push(await timed(unknown[i]));
      } else {
        unknownTimes.push(await timed(unknown[i]));
        knownTimes.push(await timed(known[i].email));
      }
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const median = (values: number[]) => {
      const s = sorted(values);
      return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
    };
    const p10 = (values: number[]) => sorted(values)[Math.floor(values.length / 10)];
    const ratio = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);
    const summary = `known: median ${median(knownTimes).toFixed(2)} ms, p10 ${p10(knownTimes).toFixed(2)} ms; unknown: median ${median(unknownTimes).toFixed(2)} ms, p10 ${p10(unknownTimes).toFixed(2)} ms`;

    // Before, the known path made the token and the mail in the request: its requests took 3 to
    // 9 times as long as the unknown path's on PGlite, 3 to 7 times on PostgreSQL (fastest tenth
    // and medians alike). Other work on the machine delays single requests at random (2 cores
    // shared with other test runs: one request takes 1.5 ms, the next 15 ms); the bounds allow
    // for that and stay well below the old gap.
    // The cost when nothing interferes (10th percentiles): within 50 %.
    expect({ summary, p10Within50Percent: ratio(p10(knownTimes), p10(unknownTimes)) <= 1.5 }).toEqual({ summary, p10Within50Percent: true });
    // Medians, more exposed to that noise: within 2 times.
    expect({ summary, mediansWithin2Times: ratio(median(knownTimes), median(unknownTimes)) <= 2 }).toEqual({ summary, mediansWithin2Times: true });
    // Pair by pair (neighbours in time see the same load): the median ratio is about 1.
    const paired = median(knownTimes.map((t, i) => t / unknownTimes[i]));
    expect({ summary, paired, pairedAbout1: paired > 0.6 && paired < 1 / 0.6 }).toEqual({ summary, paired, pairedAbout1: true });
    // and the requests made no token nor mail: the jobs (not run here) would
    expect(await count(passwordResetTokens)).toBe(tokensBefore);
  });
});
