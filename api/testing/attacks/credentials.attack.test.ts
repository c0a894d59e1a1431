import { randomBytes } from 'crypto';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testConfig, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createCompany, createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../src/app';
import { buildApp } from '../../src/app';
import { LOGIN_THROTTLE_POLICY } from '../../src/auth/login-throttle';
import { authTokens, companies, users } from '../../src/db/schema';
import { DEMO_LOGINS } from '../../src/services/demo-data';
import { attackSuite } from './attack-suite';

/**
 * Attacks on credentials and sessions. Each is tried as an attacker would and succeeds when the
 * attacker gets what they were after: the owner locked out, more guesses than the throttle
 * allows, an account with a breached password, a company id found to exist, an account deleted
 * or a session used that a stolen token should not reach, demo accounts with public passwords on
 * a database that did not ask for them.
 */
describe(`attacks on credentials and sessions (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  const { attacks, address, tryAttack } = attackSuite('credentials', { ready: (world) => ({ app, http } = world) });
  const login = (email: string, password: string, ip: string) => http.post('/auth/user/login', { email, password }, { ip });
  /** How many of these guesses were really checked (answered 400 "wrong", not 429 "wait"). */
  const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;
  const allowed = LOGIN_THROTTLE_POLICY.freeAttempts + 1;

  describe('locking the owner out', () => {
    it.each([
      ['thirty failures from one address', 1, 30, (email: string) => email],
      ['six failures from each of twenty addresses', 20, 6, (email: string) => email],
      ['failures under another case of the address, with spaces', 3, 10, (email: string) => `  ${email.toUpperCase()} `],
    ])('%s leave the owner, from their own address, signing in at once', async (name, sources, failures, spelled) => {
      await tryAttack(`lock the owner out: ${name}`, async () => {
        const owner = await createUser(app.database.db, { email: address('owner') });
        for (let s = 0; s < sources; s += 1) {
          const ip = freshIp();
          for (let i = 0; i < failures; i += 1) await login(spelled(owner.email), `guess-${s}-${i}-x`, ip);
        }
        const res = await login(owner.email, TEST_PASSWORD, freshIp());
        return res.statusCode !== 200;
      });
    });

    it("leaves the owner's own address free of the failures an attacker made from elsewhere, and starts it afresh after a success", async () => {
      await tryAttack('lock the owner out by failing from elsewhere, then the owner mistypes', async () => {
        const owner = await createUser(app.database.db, { email: address('typo') });
        for (let i = 0; i < 20; i += 1) await login(owner.email, `guess-${i}-x`, freshIp());
        const home = freshIp();
        // the owner mistypes a few times, as people do, then gets it right
        for (let i = 0; i < LOGIN_THROTTLE_POLICY.freeAttempts - 1; i += 1) await login(owner.email, `typo-${i}-x`, home);
        if ((await login(owner.email, TEST_PASSWORD, home)).statusCode !== 200) return true;
        // after a success the pair is free again
        for (let i = 0; i < LOGIN_THROTTLE_POLICY.freeAttempts - 1; i += 1) await login(owner.email, `typo-again-${i}-x`, home);
        return (await login(owner.email, TEST_PASSWORD, home)).statusCode !== 200;
      });
    });
  });

  describe('guessing a password quickly from one source', () => {
    it('checks no more than the free attempts and one more in a row, then makes the source wait', async () => {
      await tryAttack('guess a password at full speed from one address', async () => {
        const owner = await createUser(app.database.db, { email: address('guessed') });
        const ip = freshIp();
        const statuses: number[] = [];
        for (let i = 0; i < 20; i += 1) statuses.push((await login(owner.email, `guess-${i}-x`, ip)).statusCode);
        // the right password, guessed now, is not even checked: the source must wait
        const lucky = await login(owner.email, TEST_PASSWORD, ip);
        return checked(statuses) > allowed || lucky.statusCode === 200;
      });
    });

    it('counts a burst of parallel guesses before any of them is checked', async () => {
      await tryAttack('guess with 30 requests sent at once from one address', async () => {
        const owner = await createUser(app.database.db, { email: address('burst') });
        const ip = freshIp();
        const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(owner.email, `burst-${i}-x`, ip)));
        return checked(answers.map((res) => res.statusCode)) > allowed;
      });
    });

    it('is not fooled by another case or spacing of the same address', async () => {
      await tryAttack("rotate the address's case and spacing to reset the count", async () => {
        const owner = await createUser(app.database.db, { email: address('rotate') });
        const ip = freshIp();
        const spellings = [owner.email, owner.email.toUpperCase(), ` ${owner.email}`, `${owner.email} `, owner.email.replace(/^./, (c) => c.toUpperCase())];
        const statuses: number[] = [];
        for (let i = 0; i < 20; i += 1) statuses.push((await login(spellings[i % spellings.length], `rotate-${i}-x`, ip)).statusCode);
        return checked(statuses) > allowed;
      });
    });

    it('tells a known address from an unknown one no better than before', async () => {
      await tryAttack('find which addresses have accounts from the throttle', async () => {
        const owner = await createUser(app.database.db, { email: address('known') });
        const answers = async (email: string) => {
          const ip = freshIp();
          const seen: string[] = [];
          for (let i = 0; i < allowed + 2; i += 1) {
            const res = await login(email, `probe-${i}-x`, ip);
            seen.push(`${res.statusCode} ${res.json<{ code?: string }>().code} ${res.headers['retry-after'] ?? ''}`);
          }
          return seen.join('|');
        };
        return (await answers(owner.email)) !== (await answers(address('nobody')));
      });
    });
  });

  describe('weak passwords', () => {
    const breached = ['12345678', 'password1', 'Password1', 'qwerty123', 'azerty123', 'iloveyou1', '1q2w3e4r', 'trustno1', 'Pass word 1'];
    const trivial = ['        1', '\u2003\u2003\u2003\u2003\u2003\u2003\u2003\u20037', 'aaaaaaa1', 'abcdefg1', '98765432', 'abab1212'];

    it.each([...breached, ...trivial])('refuses the sign-up %j', async (password) => {
      await tryAttack(`sign up with the weak password ${JSON.stringify(password)}`, async () => {
        const email = address('weak');
        const res = await http.post('/auth/user/register', { first_name: 'Eve', last_name: 'Weak', email, password });
        const [created] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        const refused = res.statusCode === 400 && ['validation.password_common', 'validation.password_weak'].includes(res.json<{ code: string }>().code);
        return created !== undefined || !refused;
      });
    });

    it.each(['password1', '        1'])('refuses the new password %j of a reset', async (password) => {
      await tryAttack(`reset a password to ${JSON.stringify(password)}`, async () => {
        const user = await createUser(app.database.db);
        const token = await app.database.db.transaction((tx) => app.passwordResetsRepository.createResetToken(tx, user.id));
        const res = await http.post('/password_reset/confirm/', { token, password });
        const signsIn = (await login(user.email, password, freshIp())).statusCode === 200;
        return res.statusCode !== 400 || signsIn;
      });
    });

    it('accepts a long passphrase in any script, and signs in with it in either Unicode form', async () => {
      const email = address('passphrase');
      const password = 'Ὀδυσσεύς ἔπλευσε — Ithaque, été 1804, 🌊🌊 et le café crème'.repeat(2);
      const res = await http.post('/auth/user/register', { first_name: 'Ada', last_name: 'Long', email, password });
      expect(res.statusCode).toBe(200);
      expect((await login(email, password.normalize('NFD'), freshIp())).statusCode).toBe(200);
    });
  });

  describe('probing company ids', () => {
    it('answers the questions and answers calls the same for a company that exists and one that does not', async () => {
      await tryAttack('tell existing company ids from unknown ones anonymously', async () => {
        const company = await createCompany(app.database.db);
        const [{ top }] = await app.database.db.select({ top: sql<number>`max(${companies.id})::int` }).from(companies);
        const ids = [company, top + 1, top + 1000, 2_147_483_000];
        for (const path of ['/response/question/', '/response/answer/']) {
          const seen = new Set<string>();
          for (const id of ids) {
            const res = await http.get(`${path}?company=${id}`);
            seen.add(`${res.statusCode} ${res.body}`);
          }
          if (seen.size !== 1) return true;
        }
        return false;
      });
    });
  });

  describe('deleting an account with a stolen session', () => {
    const stillThere = async (id: number) => (await app.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
    /** DELETE /auth/user with a JSON body, as the front end sends it */
    const remove = (token: string, body: unknown, ip = freshIp()) =>
      app.inject({
        method: 'DELETE',
        url: '/api/auth/user',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress: ip,
      });

    it.each([
      ['no password', {}],
      ['an empty password', { password: '' }],
      ['a wrong password', { password: 'not-the-password-1' }],
      ['a password that is not text', { password: ['x'] }],
    ])('keeps the account when the stolen token comes with %s', async (name, body) => {
      await tryAttack(`delete an account with a stolen token and ${name}`, async () => {
        const victim = await createUser(app.database.db);
        const stolen = await tokenFor(app, victim.id);
        const res = await remove(stolen, body);
        return res.statusCode === 200 || !(await stillThere(victim.id));
      });
    });

    it('keeps the account when the stolen token sends no body at all', async () => {
      await tryAttack('delete an account with a stolen token and no body', async () => {
        const victim = await createUser(app.database.db);
        const stolen = await tokenFor(app, victim.id);
        const res = await http.delete('/auth/user', { token: stolen });
        return res.statusCode === 200 || !(await stillThere(victim.id));
      });
    });

    it("throttles guessing the password through the deletion, as sign-ins are", async () => {
      await tryAttack('guess the password at full speed through DELETE /auth/user', async () => {
        const victim = await createUser(app.database.db);
        const stolen = await tokenFor(app, victim.id);
        const ip = freshIp();
        const statuses: number[] = [];
        for (let i = 0; i < 15; i += 1) {
          statuses.push((await remove(stolen, { password: `guess-${i}-x` }, ip)).statusCode);
        }
        return checked(statuses) > allowed || !(await stillThere(victim.id));
      });
    });

    it('keeps an account without a password when its stolen token is older than ten minutes', async () => {
      await tryAttack('delete a social-only account with an old stolen token', async () => {
        const victim = await createUser(app.database.db, { password: null });
        const stolen = await tokenFor(app, victim.id);
        await app.database.db.update(authTokens).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(authTokens.userId, victim.id));
        const res = await remove(stolen, {});
        return res.statusCode === 200 || !(await stillThere(victim.id));
      });
    });

    it('lets the owner delete with the password, or without one right after signing in', async () => {
      const owner = await createUser(app.database.db);
      const token = await tokenFor(app, owner.id);
      const withPassword = await remove(token, { password: TEST_PASSWORD });
      expect(withPassword.statusCode).toBe(200);
      expect(await stillThere(owner.id)).toBe(false);

      const social = await createUser(app.database.db, { password: null });
      const fresh = await tokenFor(app, social.id);
      const res = await remove(fresh, {});
      expect(res.statusCode).toBe(200);
      expect(await stillThere(social.id)).toBe(false);
    });
  });

  describe('a stolen token after "sign out everywhere"', () => {
    it.each([
      ['read the profile', (token: string, email: string) => http.post('/result/profile/', { email }, { token })],
      ['export the data', (token: string) => http.get('/auth/user/export', { token })],
      ['delete the account', (token: string) => http.delete('/auth/user', { token })],
      ['sign out everywhere in turn', (token: string) => http.post('/auth/user/logout_all/', {}, { token })],
    ])('cannot %s', async (name, use) => {
      await tryAttack(`${name} with a token stolen before the owner signed out everywhere`, async () => {
        const owner = await createUser(app.database.db);
        const stolen = await tokenFor(app, owner.id);
        const mine = (await login(owner.email, TEST_PASSWORD, freshIp())).json<{ token: string }>().token;
        const out = await http.post('/auth/user/logout_all/', {}, { token: mine });
        if (out.statusCode !== 200) return true;
        const res = await use(stolen, owner.email);
        const ownOneEnded = (await http.post('/result/profile/', { email: owner.email }, { token: mine })).statusCode === 401;
        return res.statusCode !== 401 || !ownOneEnded;
      });
    });

    it("signs out only the caller's own sessions", async () => {
      await tryAttack("end someone else's sessions with sign out everywhere", async () => {
        const victim = await createUser(app.database.db);
        const attacker = await createUser(app.database.db);
        const victimToken = await tokenFor(app, victim.id);
        await http.post('/auth/user/logout_all/', {}, { token: await tokenFor(app, attacker.id) });
        return (await http.post('/result/profile/', { email: victim.email }, { token: victimToken })).statusCode !== 200;
      });
    });
  });

  describe('demo accounts', () => {
    it.each([
      ['a new embedded database that did not ask for demo data', { demoData: undefined }],
      ['a production start that asks for demo data', { env: 'production' as const, demoData: true, mailSecretKey: randomBytes(32) }],
    ])('has no demo login on %s', async (name, overrides) => {
      await tryAttack(`sign in with the public demo password on ${name}`, async () => {
        const demoApp = await buildApp(testConfig(overrides), { logger: false, database: await openTestDatabase(), prepareDemoData: true });
        try {
          const res = await api(demoApp).post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password });
          return res.statusCode === 200 || demoApp.demoLogins.length > 0;
        } finally {
          await demoApp.close();
        }
      });
    });
  });

  it('tried every attack, and none worked', () => {
    expect(attacks.tried).toBeGreaterThan(30);
    expect(attacks.succeeded).toEqual([]);
  });
});
