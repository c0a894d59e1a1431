import { createHash } from 'crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, INVALID_RESET_TOKEN, LOGIN_FAILED } from '@rapport/wire/api/auth';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import { decodedMail, decodedSubject } from '@rapport/api/testing/mime';
import { startSmtpServer, type TestSmtpServer } from '@rapport/api/testing/smtp-server';
import type { App } from '../../app';
import { AUTH_LIMITS } from '../../auth/limits';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { openMail } from '../../mail/outbox';

const LINK = /\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe(`password reset (${testDatabaseKind})`, () => {
  let smtp: TestSmtpServer;
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    // a real SMTP server; the outbox worker only sends when a test drains it
    smtp = await startSmtpServer();
    // mails are queued "now" by the database's clock: the worker's clock, a second ahead, finds them due
    app = await buildTestApp({ smtpUrl: smtp.url }, { outbox: { worker: { now: () => new Date(Date.now() + 1000) } } });
    http = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** the queued mails as the outbox worker will send them: their sealed link opened with the server's key */
  const mailsTo = async (to: string) =>
    (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id))).map((row) =>
      openMail(app.mailSecrets, { ...row, to: row.toAddress }),
    );

  /** asks for a reset and returns the token of the queued mail */
  const requestToken = async (email: string): Promise<string> => {
    expect((await http.post('/password_reset/', { email })).json()).toEqual({ status: 'OK' });
    // the request queued a job; the job makes the token and queues the mail
    await app.jobs.runDue();
    const [mail] = await mailsTo(email);
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in ${mail.text}`);
    return token;
  };

  describe('POST /password_reset/', () => {
    it('queues a mail with a one-hour link built from SITE_ORIGIN (never the Host header), token stored hashed', async () => {
      const user = await createUser(app.database.db);
      const res = await http.post('/password_reset/', { email: user.email.toUpperCase() }, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'OK' });
      await app.jobs.runDue();
      const [mail] = await mailsTo(user.email);
      expect(mail.subject).toBe('Reset your Rapport password');
      expect(mail.text).toContain(`${SITE_ORIGIN}/reset-password?token=`);
      expect(mail.html).toContain(`href="${SITE_ORIGIN}/reset-password?token=`);
      expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
      const token = LINK.exec(mail.text)?.[1] as string;
      const [row] = await app.database.db
        .select({
          hash: passwordResetTokens.tokenHash,
          minutes: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt}) / 60`,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row.hash).toBe(sha256(token));
      expect(Number(row.minutes)).toBeCloseTo(60, 3);
      // the table itself holds a placeholder and the link sealed, never the token
      const [stored] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      expect(stored.text).toContain('{{link}}');
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it("writes in the user's language", async () => {
      const user = await createUser(app.database.db, { language: 'fr', firstName: 'Marie' });
      await http.post('/password_reset/', { email: user.email });
      await app.jobs.runDue();
      const [mail] = await mailsTo(user.email);
      expect(mail.subject).toBe('Réinitialisation de votre mot de passe Rapport');
      expect(mail.text).toContain('Bonjour Marie,');
      expect(mail.html).toContain('lang="fr"');
    });

    it('answers the same for an unknown address, and sends nothing', async () => {
      const [{ before }] = await app.database.db.select({ before: sql<number>`count(*)::int` }).from(mailOutbox);
      const res = await http.post('/password_reset/', { email: 'nobody.here@example.org' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'OK' });
      expect(await app.jobs.runDue()).toBe(1);
      const [{ after }] = await app.database.db.select({ after: sql<number>`count(*)::int` }).from(mailOutbox);
      expect(after).toBe(before);
    });

    it('refuses an invalid address with the front end message', async () => {
      const res = await http.post('/password_reset/', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'email: Email must be a valid email', code: 'validation.email', field: 'email' });
    });

    it(`limits requests per address (${AUTH_LIMITS.passwordReset.account.max} an hour, known or not) and per IP`, async () => {
      const user = await createUser(app.database.db);
      for (const email of [user.email, 'ghost.reset@example.org']) {
        for (let i = 0; i < AUTH_LIMITS.passwordReset.account.max; i += 1) {
          expect((await http.post('/password_reset/', { email })).statusCode).toBe(200);
        }
        const limited = await http.post('/password_reset/', { email });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ status: 0, message: 'Too many reset requests for this account: please try again in 60 minutes', code: 'rate.account_limited' });
      }
      await app.jobs.runDue();
      expect(await mailsTo(user.email)).toHaveLength(AUTH_LIMITS.passwordReset.account.max);
      const ip = freshIp();
      for (let i = 0; i < AUTH_LIMITS.passwordReset.ip.max; i += 1) await http.post('/password_reset/', { email: `p${i}@example.org` }, { ip });
      expect((await http.post('/password_reset/', { email: 'last@example.org' }, { ip })).statusCode).toBe(429);
    });
  });

  describe('POST /password_reset/validate_token/ and /confirm/', () => {
    it('validates a fresh token; 404 "Invalid token" for an unknown, expired or used one', async () => {
      const user = await createUser(app.database.db);
      const token = await requestToken(user.email);
      expect((await http.post('/password_reset/validate_token/', { token })).json()).toEqual({ status: 'OK' });

      for (const bad of ['A'.repeat(43), 'short']) {
        const res = await http.post('/password_reset/validate_token/', { token: bad });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 0, message: INVALID_RESET_TOKEN, code: 'auth.invalid_reset_token' });
      }

      const expiring = await requestToken(user.email);
      await app.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.tokenHash, sha256(expiring)));
      expect((await http.post('/password_reset/validate_token/', { token: expiring })).statusCode).toBe(404);
      expect((await http.post('/password_reset/confirm/', { token: expiring, password: 'brand-new-1' })).statusCode).toBe(404);
    });

    it('answers 400 with every broken rule in password, first one as the message; the token stays usable', async () => {
      const user = await createUser(app.database.db);
      const token = await requestToken(user.email);
      const cases: [string, string[]][] = [
        ['', [AUTH_MESSAGES.passwordRequired]],
        ['abc', [AUTH_MESSAGES.passwordShort, AUTH_MESSAGES.passwordDigit]],
        ['abcdefghij', [AUTH_MESSAGES.passwordDigit]],
        ['abc1', [AUTH_MESSAGES.passwordShort]],
      ];
      for (const [password, problems] of cases) {
        const res = await http.post('/password_reset/confirm/', { token, password });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(expect.objectContaining({ status: 0, message: problems[0], field: 'password', password: problems }));
      }
      const missing = await http.post('/password_reset/confirm/', { token });
      expect(missing.json()).toEqual({
        status: 0,
        message: AUTH_MESSAGES.passwordRequired,
        code: 'validation.password_required',
        field: 'password',
        password: [AUTH_MESSAGES.passwordRequired],
      });
      expect((await http.post('/password_reset/validate_token/', { token })).statusCode).toBe(200);
    });

    it('sets the password once: the token and its siblings are spent, every session ends', async () => {
      const user = await createUser(app.database.db, { emailVerified: true });
      const session = await tokenFor(app, user.id);
      const older = await requestToken(user.email);
      const token = await requestToken(user.email);
      // a proven address: nothing was set by anyone but its owner
      expect((await http.post('/password_reset/confirm/', { token, password: 'brand-new-1' })).json()).toEqual({ status: 'OK', previous_access_removed: false });

      expect((await http.post('/password_reset/confirm/', { token, password: 'again-new-2' })).statusCode).toBe(404);
      expect((await http.post('/password_reset/validate_token/', { token: older })).statusCode).toBe(404);
      expect((await http.post('/result/profile/', { email: user.email }, { token: session })).statusCode).toBe(401);
      expect((await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD })).json()).toEqual({
        status: 0,
        message: LOGIN_FAILED,
        code: 'auth.login_failed',
      });
      expect((await http.post('/auth/user/login', { email: user.email, password: 'brand-new-1' })).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous confirmations through', async () => {
      const user = await createUser(app.database.db);
      const token = await requestToken(user.email);
      const answers = await Promise.all([
        http.post('/password_reset/confirm/', { token, password: 'first-choice-1' }),
        http.post('/password_reset/confirm/', { token, password: 'second-choice-2' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    });
  });

  it('works end to end over SMTP: request -> the worker sends -> the link from the received mail -> validate -> confirm -> old password and sessions dead', async () => {
    const user = await createUser(app.database.db, { language: 'fr' });
    const oldSession = (await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD })).json().token as string;

    expect((await http.post('/password_reset/', { email: user.email })).json()).toEqual({ status: 'OK' });
    expect(await app.jobs.runDue()).toBe(1);
    // every mail queued so far goes out; ours is among them
    expect(await app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const received = smtp.received.filter((m) => m.to.includes(user.email));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual([user.email]);
    expect(decodedSubject(mail.raw)).toBe('Réinitialisation de votre mot de passe Rapport');
    const body = decodedMail(mail.raw);
    expect(body).toContain('text/html');
    const url = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(body)?.[0] as string);
    expect(url.origin).toBe(SITE_ORIGIN);
    const token = url.searchParams.get('token') as string;

    expect((await http.post('/password_reset/validate_token/', { token })).json()).toEqual({ status: 'OK' });
    // the address was not proven: what was set before (the password, a session) was maybe not the owner's, and the answer says it is gone
    expect((await http.post('/password_reset/confirm/', { token, password: 'nouveau-mot-2' })).json()).toEqual({ status: 'OK', previous_access_removed: true });

    expect((await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(400);
    const login = await http.post('/auth/user/login', { email: user.email, password: 'nouveau-mot-2' });
    expect(login.statusCode).toBe(200);
    const old = await http.post('/result/profile/', { email: user.email }, { token: oldSession });
    expect(old.statusCode).toBe(401);
    expect((await http.post('/result/profile/', { email: user.email }, { token: login.json().token })).statusCode).toBe(200);
  });
});
