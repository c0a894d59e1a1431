import { and, eq, isNull } from 'drizzle-orm';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { progressOf, SAMPLES, wordsOf } from '@rapport/api/testing/journey';
import { storedReportFiles, watchReportDrawing } from '@rapport/api/testing/report-drawing';
import type { App } from '../../src/app';
import { individualResults, jobs } from '../../src/db/schema';
import { SUBMIT_LIMIT } from '../../src/routes/results';
import { attackSuite } from './attack-suite';

/**
 * One user occupying the server with submissions. Before the fix each
 * PUT /result/individual_result/ made nine report files in the request (0.8 to 1.7 s of CPU),
 * with no limit: one account could keep the CPU busy and eight submissions at once slowed
 * /health to about a second. Each attack below succeeds when a flood gets through the per-user
 * limit, piles up work, or slows the server's answers.
 */
describe(`submission floods (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  const { attacks, tryAttack } = attackSuite('submission-flood', {
    // the job worker runs as on the server: reports are made while the attacks go on
    options: { startJobWorker: true, jobs: { worker: { pollMs: 100 } } },
    ready: (world) => ({ app, http } = world),
  });

  /** An account whose answers and words are saved; `submit` sends its ranking (from a new address each time). */
  async function attacker(index: number) {
    const user = await createUser(app.database.db, { firstName: 'Flood', lastName: `${index}` });
    const token = await tokenFor(app, user.id);
    const sample = SAMPLES[index % SAMPLES.length];
    await http.put('/result/response/', { email: user.email, ...progressOf(sample) }, { token });
    await http.put('/result/select/', { email: user.email, result: [...sample.words].sort().join(',') }, { token });
    const submit = (result = wordsOf(sample), email = user.email) => http.put('/result/individual_result/', { email, result }, { token });
    return { user, token, sample, submit };
  }

  it('one account submitting many times in a row, from ever new addresses, is stopped at the limit', async () => {
    const me = await attacker(0);
    const statuses: number[] = [];
    await tryAttack(`${3 * SUBMIT_LIMIT.max} submissions in a row by one account`, async () => {
      for (let i = 0; i < 3 * SUBMIT_LIMIT.max; i++) statuses.push((await me.submit()).statusCode);
      return statuses.filter((status) => status === 200).length > SUBMIT_LIMIT.max;
    });
    expect(statuses).toEqual([...Array(SUBMIT_LIMIT.max).fill(200), ...Array(2 * SUBMIT_LIMIT.max).fill(429)]);

    await tryAttack('naming another e-mail in the body to get a fresh count', async () => {
      const other = await createUser(app.database.db);
      const res = await me.submit(wordsOf(me.sample), other.email);
      return res.statusCode === 200;
    });

    await tryAttack('piling up report jobs by resubmitting', async () => {
      const [row] = await app.database.db.select({ id: individualResults.id }).from(individualResults).where(eq(individualResults.userId, me.user.id));
      const pending = await app.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'reports'), eq(jobs.key, `result:${row.id}`), isNull(jobs.finishedAt), isNull(jobs.failedAt)));
      // a pending job is refreshed by each submission: never more than one per result
      return pending.length > 1;
    });
  });

  it('invalid submissions count too: a flood of refused rankings is stopped at the limit', async () => {
    const me = await attacker(1);
    const statuses: number[] = [];
    await tryAttack(`${2 * SUBMIT_LIMIT.max} invalid rankings in a row`, async () => {
      for (let i = 0; i < 2 * SUBMIT_LIMIT.max; i++) statuses.push((await me.submit('w00,w01')).statusCode);
      return statuses.slice(SUBMIT_LIMIT.max).some((status) => status !== 429);
    });
    expect(statuses.slice(0, SUBMIT_LIMIT.max)).toEqual(Array(SUBMIT_LIMIT.max).fill(400));
  });

  it('eight accounts submitting at once get their answers before any report is drawn, and /health answers meanwhile (the reports are made on their own thread, in the background)', async () => {
    const eight: Awaited<ReturnType<typeof attacker>>[] = [];
    for (let i = 0; i < 8; i++) eight.push(await attacker(2 + i));
    // the reports of the tests above made first: every file drawn below is one of the eight's
    while ((await app.jobs.runDue()) > 0);
    // how long /health takes meanwhile is measured by `npm run bench:submit -w api`
    const drawing = watchReportDrawing(app, { held: true });
    const health: number[] = [];
    try {
      await tryAttack('eight submissions at once make their reports in the request, or stop /health from answering', async () => {
        const [probe, ...answers] = await Promise.all([app.inject({ method: 'GET', url: '/api/health' }), ...eight.map((person) => person.submit())]);
        expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
        health.push(probe.statusCode);
        // nothing is drawn until the release: a file stored by now was made by a request
        const storedByTheRequests = await storedReportFiles(app, eight.map(({ user }) => user.id));
        // the worker makes the 72 files, /health asked while each is drawn
        drawing.release();
        while ((await app.jobs.runDue()) > 0);
        health.push(...drawing.health);
        return storedByTheRequests.length > 0 || answers.some((res) => res.json().reports_ready !== false) || health.some((status) => status !== 200);
      });
    } finally {
      drawing.restore();
    }
    expect(health).toHaveLength(1 + 72);
    // 72 files drawn: seconds of CPU work, more on a busy machine
  }, 120_000);

  it('tallies the attacks: none succeeded', () => {
    expect(attacks.tried).toBeGreaterThanOrEqual(5);
    expect(attacks.succeeded).toEqual([]);
  });
});
