import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, EMAIL_TAKEN, LOGIN_FAILED } from '@rapport/wire/api/auth';
import { buildTestApp, openTestDatabase, testConfig, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createCompany, createContact, createUser, TEST_PASSWORD } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { AUTH_LIMITS } from '../../auth/limits';
import { LOGIN_THROTTLE_POLICY } from '../../auth/login-throttle';
import { companyContacts, loginThrottle, matchingContacts, rateLimits, users } from '../../db/schema';

let n = 0;
const newEmail = (name = 'user') => `${name}.${Date.now().toString(36)}.${(n += 1)}@example.org`;

const registration = (email = newEmail(), extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password: 'analytical-1',
  ...extra,
});

describe(`sign-up, sign-in and logout (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /auth/user/register', () => {
    it('creates the user (argon2id, OWASP parameters) and signs them in', async () => {
      const email = newEmail('ada');
      const res = await http.post('/auth/user/register', registration(`  ${email} `, { first_name: '  Ada ' }));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ status: 1, message: expect.any(String), email, referral: expect.any(String), token: expect.any(String) });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', referral: body.referral, language: 'en' });
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.passwordHash).not.toContain('analytical-1');
      // signed in: the token opens the profile
      const profile = await http.post('/result/profile/', { email }, { token: body.token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email, referral: body.referral, companies: [] });
    });

    it('gives every user their own referral code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 3; i += 1) codes.add((await http.post('/auth/user/register', registration())).json().referral);
      expect(codes.size).toBe(3);
    });

    it('refuses an e-mail that has an account, whatever its case', async () => {
      const email = newEmail('dup');
      expect((await http.post('/auth/user/register', registration(email))).statusCode).toBe(200);
      const again = await http.post('/auth/user/register', registration(email.toUpperCase()));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ status: 0, message: EMAIL_TAKEN, code: 'auth.email_taken' });
    });

    it.each([
      ['no password', { password: '' }, `password: ${AUTH_MESSAGES.passwordRequired}`],
      ['a missing password', { password: undefined }, `password: ${AUTH_MESSAGES.passwordRequired}`],
      ['a short password', { password: 'abc1' }, `password: ${AUTH_MESSAGES.passwordShort}`],
      ['a password without a digit', { password: 'abcdefghij' }, `password: ${AUTH_MESSAGES.passwordDigit}`],
      ['a password over 128 characters', { password: `1${'a'.repeat(128)}` }, `password: ${AUTH_MESSAGES.passwordLong}`],
      ['an invalid e-mail', { email: 'ada@example' }, 'email: Email must be a valid email'],
      ['a blank e-mail', { email: '  ' }, 'email: Required'],
      ['blank names', { first_name: '  ', last_name: undefined }, 'first_name: Required; last_name: Required'],
    ])('refuses %s with the front end message', async (_what, change, message) => {
      const res = await http.post('/auth/user/register', { ...registration(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ status: 0, message }));
    });

    it('takes the language from lang, else Accept-Language', async () => {
      const a = newEmail('fr1');
      const b = newEmail('fr2');
      await http.post('/auth/user/register', registration(a, { lang: 'fr' }));
      await http.post('/auth/user/register', registration(b), { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } });
      const rows = await app.database.db.select({ language: users.language }).from(users).where(sql`email in (${a}, ${b})`);
      expect(rows.map((r) => r.language)).toEqual(['fr', 'fr']);
    });

    it("carries the link: another user's referral makes matching contacts, a contact referral links the contact", async () => {
      const db = app.database.db;
      const referrer = await createUser(db);
      const company = await createCompany(db);
      const email = newEmail('invited');
      const contact = await createContact(db, company, { email: email.toUpperCase() });
      const res = await http.post(
        '/auth/user/register',
        registration(email, { referral: referrer.referral, contact: contact.referral, company: String(company), mission: 'unknown' }),
      );
      expect(res.statusCode).toBe(200);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const links = await db.select().from(matchingContacts).where(sql`${matchingContacts.userId} in (${user.id}, ${referrer.id})`);
      expect(links.map((l) => [l.userId, l.contactUserId]).sort()).toEqual(
        [
          [user.id, referrer.id],
          [referrer.id, user.id],
        ].sort(),
      );
      const [linked] = await db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      expect(linked.userId).toBe(user.id);
    });

    it("signs up anyway when the link does not apply (someone else's contact, garbage values)", async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const contact = await createContact(db, company, { email: 'someone.else@example.org' });
      const res = await http.post(
        '/auth/user/register',
        registration(newEmail(), { contact: contact.referral, referral: 'nope', company: 'abc', mission: 42 }),
      );
      expect(res.statusCode).toBe(200);
      const [row] = await db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      expect(row.userId).toBeNull();
    });
  });

  describe('POST /auth/user/login', () => {
    it('signs in with the right password, any case of the e-mail, and a new token each time', async () => {
      const user = await createUser(app.database.db, { email: newEmail('Login') });
      const first = await http.post('/auth/user/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD, is_b2b: true });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 1, message: expect.any(String), email: user.email, referral: user.referral, token: expect.any(String) });
      const second = await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD });
      expect(second.json().token).not.toBe(first.json().token);
    });

    it('answers the same 400 for a wrong password, an unknown e-mail and a social-only account', async () => {
      const user = await createUser(app.database.db);
      const socialOnly = await createUser(app.database.db, { password: null });
      for (const body of [
        { email: user.email, password: 'wrong-password-1' },
        { email: newEmail('nobody'), password: TEST_PASSWORD },
        { email: socialOnly.email, password: TEST_PASSWORD },
      ]) {
        const res = await http.post('/auth/user/login', body);
        // 400, not 401: the front end logs out on any 401
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 0, message: LOGIN_FAILED, code: 'auth.login_failed' });
      }
    });

    it('spends an argon2 verify on an unknown e-mail too: the same work as a wrong password', async () => {
      const user = await createUser(app.database.db);
      // the module object itself, from jest's registry (an `import * as` would be a copy the spy does not reach)
      const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
      const verify = jest.spyOn(argon2, 'verify');
      try {
        for (let i = 0; i < 5; i += 1) {
          expect((await http.post('/auth/user/login', { email: user.email, password: 'wrong-password-1' })).statusCode).toBe(400);
          expect(verify).toHaveBeenCalledTimes(2 * i + 1);
          expect((await http.post('/auth/user/login', { email: newEmail('ghost'), password: 'wrong-password-1' })).statusCode).toBe(400);
          expect(verify).toHaveBeenCalledTimes(2 * i + 2);
        }
        // how close their times are is measured by `npm run bench:auth -w api`
      } finally {
        verify.mockRestore();
      }
    });

    it('checks only that a password is given: a wrong one, whatever rule it breaks, is the one failure', async () => {
      const missing = await http.post('/auth/user/login', { email: newEmail() });
      expect(missing.json()).toEqual({ status: 0, message: `password: ${AUTH_MESSAGES.passwordRequired}`, code: 'validation.password_required', field: 'password' });
      const short = await http.post('/auth/user/login', { email: newEmail(), password: 'x' });
      expect(short.json()).toEqual({ status: 0, message: LOGIN_FAILED, code: 'auth.login_failed' });
    });

    it('remembers the language the user signs in with', async () => {
      const user = await createUser(app.database.db);
      await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD, lang: 'fr' });
      const [row] = await app.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
      expect(row.language).toBe('fr');
    });
  });

  describe('POST /auth/user/logout', () => {
    it('revokes the token of the request only', async () => {
      const user = await createUser(app.database.db);
      const login = async () => (await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD })).json().token as string;
      const [a, b] = [await login(), await login()];
      const res = await http.post('/auth/user/logout', undefined, { token: a });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1 });
      const again = await http.post('/result/profile/', { email: user.email }, { token: a });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ status: 0, message: 'Invalid token.', code: 'auth.invalid_token' });
      expect((await http.post('/result/profile/', { email: user.email }, { token: b })).statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it(`limits login to ${AUTH_LIMITS.login.ip.max} attempts per IP per 15 minutes, invalid ones included`, async () => {
      const ip = freshIp();
      // invalid requests count too: the limit cannot be probed for free
      for (let i = 0; i < AUTH_LIMITS.login.ip.max; i += 1) {
        expect((await http.post('/auth/user/login', { email: 'not-an-address' }, { ip })).statusCode).toBe(400);
      }
      const limited = await http.post('/auth/user/login', { email: newEmail(), password: 'x' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        status: 0,
        message: 'Too many sign-in attempts: please try again in 15 minutes',
        code: 'rate.limited',
        params: { what: 'sign-in attempts', wait: '15 minutes', minutes: 15 },
      });
      expect((await http.post('/auth/user/login', { email: newEmail(), password: 'x' })).statusCode).toBe(400);
    });

    it(`slows guesses per account and source after ${LOGIN_THROTTLE_POLICY.freeAttempts} attempts, known e-mail or not, and never locks the owner out`, async () => {
      const user = await createUser(app.database.db);
      for (const email of [user.email, newEmail('unknown')]) {
        const ip = freshIp();
        for (let i = 0; i <= LOGIN_THROTTLE_POLICY.freeAttempts; i += 1) {
          expect((await http.post('/auth/user/login', { email, password: 'wrong-1' }, { ip })).statusCode).toBe(400);
        }
        // the attempt after the free ones made this pair wait a second; any case of the e-mail is the same account
        const limited = await http.post('/auth/user/login', { email: email.toUpperCase(), password: TEST_PASSWORD }, { ip });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          status: 0,
          message: 'Too many sign-in attempts: please try again in 1 second',
          code: 'rate.limited',
          params: { what: 'sign-in attempts', wait: '1 second', minutes: 1 },
        });
        expect(limited.headers['retry-after']).toBe('1');
        // the same account from another source: not slowed at all
        const elsewhere = await http.post('/auth/user/login', { email, password: email === user.email ? TEST_PASSWORD : 'wrong-1' });
        expect(elsewhere.statusCode).toBe(email === user.email ? 200 : 400);
      }
    });

    it('limits sign-ups per IP and per e-mail', async () => {
      const ip = freshIp();
      for (let i = 0; i < AUTH_LIMITS.register.ip.max; i += 1) {
        expect((await http.post('/auth/user/register', registration(newEmail(), { password: 'short' }), { ip })).statusCode).toBe(400);
      }
      expect((await http.post('/auth/user/register', registration(), { ip })).statusCode).toBe(429);

      const email = newEmail('probe');
      for (let i = 0; i < AUTH_LIMITS.register.account.max; i += 1) await http.post('/auth/user/register', registration(email));
      const limited = await http.post('/auth/user/register', registration(email));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many sign-ups for this account: please try again in 60 minutes');
    });
  });
});

describe(`rate limits shared by replicas through the database (${testDatabaseKind})`, () => {
  it('counts the attempts of one account and source across two API instances on one database, without e-mails in clear', async () => {
    const database = await openTestDatabase();
    const config = testConfig({ rateLimit: { max: 1000, store: 'database' } });
    // two replicas on one database; the second must not close it
    const one = await buildApp(config, { logger: false, database });
    const two = await buildApp(config, { logger: false, database: { ...database, close: async () => undefined } });
    try {
      const email = newEmail('shared');
      const ip = freshIp();
      for (let i = 0; i <= LOGIN_THROTTLE_POLICY.freeAttempts; i += 1) {
        const replica = i % 2 === 0 ? one : two;
        expect((await api(replica).post('/auth/user/login', { email, password: 'wrong-1' }, { ip })).statusCode).toBe(400);
      }
      expect((await api(one).post('/auth/user/login', { email, password: 'wrong-1' }, { ip })).statusCode).toBe(429);
      expect((await api(two).post('/auth/user/login', { email, password: 'wrong-1' }, { ip })).statusCode).toBe(429);
      const pairs = await database.db.select({ key: loginThrottle.key, failures: loginThrottle.failures }).from(loginThrottle);
      expect(pairs.map((pair) => pair.failures)).toEqual([LOGIN_THROTTLE_POLICY.freeAttempts + 1]);
      expect(pairs[0].key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const ipKeys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
      expect(ipKeys.some((k) => k.key.includes('shared'))).toBe(false);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
