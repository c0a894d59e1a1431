import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { jobs, mailOutbox, passwordResetTokens } from '../../db/schema';
import { PASSWORD_RESET_JOB } from '../../services/accounts/password-reset-job';

/**
 * Forgot-password once answered in 9 ms for a known address and 5 ms for an unknown one (the
 * token and the mail were made in the request). Now the request only queues a job, the same
 * for both, and the job does the rest.
 */
describe(`POST /password_reset/: the same answer and the same work for every address (${testDatabaseKind})`, () => {
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

  it('runs the same statements for a known and an unknown address: one insert into the jobs table, nothing read', async () => {
    const user = await createUser(app.database.db, { password: null });
    const unknown = `ghost.${user.email}`;
    const client = (app.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    /** The statements a request ran, the address and the instants in their parameters written as <email> and <time>. */
    const statementsOf = async (email: string) => {
      const spy = jest.spyOn(client, 'query');
      try {
        expect((await http.post('/password_reset/', { email })).statusCode).toBe(200);
        return spy.mock.calls.map(([query, params]) => {
          const { text, values } = typeof query === 'string' ? { text: query, values: params } : (query as { text: string; values?: unknown });
          return { text, values: JSON.stringify(values ?? []).replaceAll(email, '<email>').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>') };
        });
      } finally {
        spy.mockRestore();
      }
    };
    const tokensBefore = await count(passwordResetTokens);
    const known = await statementsOf(user.email);
    const ghost = await statementsOf(unknown);
    expect(known).toEqual(ghost);
    expect(known).toEqual([{ text: expect.stringMatching(/^insert into "jobs"/), values: expect.any(String) }]);
    // the same work, so the same time: how close the times are is measured by `npm run bench:auth -w api`
    expect(await count(passwordResetTokens)).toBe(tokensBefore);
  });
});
