import { eq, sql } from 'drizzle-orm';
import { LOGIN_LINK_INVALID } from '@rapport/wire/api/auth';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { createContact, createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { companyContacts, mailOutbox, userCodes, users } from '../../db/schema';
import { openMail } from '../../mail/outbox';
import { LOGIN_CODE_TTL_MINUTES, LOGIN_LINK_IP_LIMIT } from '../../services/accounts/one-click';
import { LOGGED_IN } from './index';

const EXCHANGE = '/auth/user/login_link/';
const refused = { status: 0, message: LOGIN_LINK_INVALID, code: 'auth.login_link_invalid' };

describe(`one-click links: POST ${EXCHANGE} (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A login code for the user, as a mailed link carries it. */
  const loginCode = (user: { id: number; email: string }, purpose: 'login' | 'verify_email' = 'login') =>
    app.userCodesRepository.issueCode(app.database.db, user.id, purpose, user.email, LOGIN_CODE_TTL_MINUTES);
  /** A user whose address is not proven yet. */
  const unverifiedUser = async () => {
    const user = await createUser(app.database.db);
    await app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    return user;
  };
  const verifiedAt = async (userId: number) =>
    (await app.database.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)))[0].at;

  it('signs in once: the code is spent for a session (the login answer), and proves the address', async () => {
    const user = await unverifiedUser();
    const code = await loginCode(user);
    expect(await verifiedAt(user.id)).toBeNull();

    const res = await http.post(EXCHANGE, { email: user.email, code, referral: user.referral });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // the account had a password nobody had proven to be the owner's: it is gone, and the answer says so
    expect(body).toEqual({ status: 1, message: LOGGED_IN, email: user.email, referral: user.referral, token: expect.any(String), previous_access_removed: true });
    expect(body.token).not.toBe(code);
    expect((await http.post('/result/profile/', { email: user.email }, { token: body.token })).statusCode).toBe(200);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    // the code itself opens nothing
    expect((await http.post('/result/profile/', { email: user.email }, { token: code })).statusCode).toBe(401);

    const again = await http.post(EXCHANGE, { email: user.email, code, referral: user.referral });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused);
  });

  it('on an unproven account, ends the sessions and removes the password set before, unless the request carries a session of that account', async () => {
    const elsewhere = await unverifiedUser();
    const before = await tokenFor(app, elsewhere.id);
    const other = await createUser(app.database.db, { emailVerified: true });
    const otherSession = await tokenFor(app, other.id);
    // followed in a browser signed in as someone else: that session is no proof for this account
    const res = await http.post(EXCHANGE, { email: elsewhere.email, code: await loginCode(elsewhere) }, { token: otherSession });
    expect(res.json()).toMatchObject({ status: 1, previous_access_removed: true });
    expect((await http.post('/result/profile/', { email: elsewhere.email }, { token: before })).statusCode).toBe(401);
    expect((await http.post('/auth/user/login', { email: elsewhere.email, password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await http.post('/result/profile/', { email: other.email }, { token: otherSession })).statusCode).toBe(200);

    // followed in the browser that holds the account's session: its holder set the password
    const same = await unverifiedUser();
    const held = await tokenFor(app, same.id);
    const kept = await http.post(EXCHANGE, { email: same.email, code: await loginCode(same) }, { token: held });
    expect(kept.json()).toMatchObject({ status: 1, previous_access_removed: false });
    expect((await http.post('/result/profile/', { email: same.email }, { token: held })).statusCode).toBe(200);
    expect((await http.post('/auth/user/login', { email: same.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await verifiedAt(same.id)).toBeInstanceOf(Date);

    // a proven account keeps what it has, whoever follows its link
    const proven = await createUser(app.database.db, { emailVerified: true });
    const session = await tokenFor(app, proven.id);
    expect((await http.post(EXCHANGE, { email: proven.email, code: await loginCode(proven) })).json()).toMatchObject({ previous_access_removed: false });
    expect((await http.post('/result/profile/', { email: proven.email }, { token: session })).statusCode).toBe(200);
  });

  it("takes the link's e-mail in any case and spacing, and a link without its referral", async () => {
    const user = await createUser(app.database.db);
    const res = await http.post(EXCHANGE, { email: ` ${user.email.toUpperCase()} `, code: await loginCode(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, referral: user.referral });
  });

  it('refuses an expired code', async () => {
    const user = await unverifiedUser();
    const code = await loginCode(user);
    await app.database.db.update(userCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCodes.userId, user.id));
    const res = await http.post(EXCHANGE, { email: user.email, code, referral: user.referral });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it(`issues codes that live ${LOGIN_CODE_TTL_MINUTES / 60} hours`, async () => {
    const user = await createUser(app.database.db);
    await loginCode(user);
    const [row] = await app.database.db
      .select({ hours: sql<number>`round(extract(epoch from ${userCodes.expiresAt} - ${userCodes.createdAt}) / 3600)::int` })
      .from(userCodes)
      .where(eq(userCodes.userId, user.id));
    expect(row.hours).toBe(12);
  });

  it('refuses a code with another e-mail, and spends it: a link only works as it was mailed', async () => {
    const user = await createUser(app.database.db);
    const other = await createUser(app.database.db);
    const code = await loginCode(user);
    const res = await http.post(EXCHANGE, { email: other.email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect((await http.post(EXCHANGE, { email: user.email, code })).json()).toEqual(refused);
  });

  it("refuses a code whose link names another referral than the account's", async () => {
    const user = await createUser(app.database.db);
    const other = await createUser(app.database.db);
    const res = await http.post(EXCHANGE, { email: user.email, code: await loginCode(user), referral: other.referral });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('refuses a session token, a reset token, an e-mail verification code and garbage as the code', async () => {
    const user = await createUser(app.database.db);
    const session = await tokenFor(app, user.id);
    const reset = await app.database.db.transaction((tx) => app.passwordResetsRepository.createResetToken(tx, user.id));
    for (const code of [session, reset, await loginCode(user, 'verify_email'), 'x'.repeat(43), 'not a code']) {
      const res = await http.post(EXCHANGE, { email: user.email, code, referral: user.referral });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it('refuses a code sent to an address the account no longer has', async () => {
    const user = await createUser(app.database.db);
    const code = await loginCode(user);
    await app.database.db.update(users).set({ email: `moved.${user.email}` }).where(eq(users.id, user.id));
    expect((await http.post(EXCHANGE, { email: user.email, code })).json()).toEqual(refused);
  });

  it('validates the body', async () => {
    const res = await http.post(EXCHANGE, { email: 'nope', code: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, code: 'validation.email', field: 'email' });
    expect((await http.post(EXCHANGE, { email: 'a@example.org' })).json()).toMatchObject({ status: 0, field: 'code' });
  });

  it(`limits each IP to ${LOGIN_LINK_IP_LIMIT.max} attempts`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LINK_IP_LIMIT.max; i += 1) {
      expect((await http.post(EXCHANGE, { email: 'a@example.org', code: `guess-${i}` }, { ip })).statusCode).toBe(400);
    }
    const limited = await http.post(EXCHANGE, { email: 'a@example.org', code: 'guess' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, code: 'rate.limited', message: 'Too many sign-in attempts: please try again in 15 minutes' });
  });

  describe("a company's invitation", () => {
    /** The queued mails to `to` as the outbox worker will send them: their sealed link opened with the server's key. */
    const mailsTo = async (to: string) =>
      (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((row) => openMail(app.mailSecrets, { ...row, to: row.toAddress }));
    /** The link of the (only) invitation mail to `to`: its text holds it on a line of its own. */
    const mailedLink = async (to: string): Promise<URL> => {
      const [mail] = await mailsTo(to);
      const line = mail.text.split('\n').find((l) => l.startsWith(SITE_ORIGIN));
      if (!line) throw new Error(`no link in ${mail.text}`);
      return new URL(line);
    };

    it('carries a one-click link for an address with an account, which signs in and then links the contact', async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const person = await createUser(app.database.db);
      const contact = await createContact(app.database.db, companyId, { email: person.email.toUpperCase() });
      expect((await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token })).statusCode).toBe(200);

      const link = await mailedLink(person.email.toUpperCase());
      expect(link.origin + link.pathname).toBe(`${SITE_ORIGIN}/`);
      expect([...link.searchParams.keys()]).toEqual(['contact', 'token', 'email', 'referral']);
      expect(link.searchParams.get('contact')).toBe(contact.referral);
      expect(link.searchParams.get('email')).toBe(person.email);
      expect(link.searchParams.get('referral')).toBe(person.referral);
      const code = link.searchParams.get('token') ?? '';
      expect(link.href).toContain(`email=${encodeURIComponent(person.email)}`);
      const [mail] = await mailsTo(person.email.toUpperCase());
      expect(mail.text).toContain('This link signs you in to your Rapport account directly; it works once, within 12 hours.');
      // the table holds a placeholder and the link sealed, never the code
      const [stored] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email.toUpperCase()));
      expect(stored.text).toContain('{{link}}');
      expect(stored.html).toContain('href="{{link}}"');
      expect(JSON.stringify(stored)).not.toContain(code);

      const signed = await http.post(EXCHANGE, { email: person.email, code, referral: person.referral });
      expect(signed.statusCode).toBe(200);
      const { token } = signed.json();
      expect((await http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token })).json()).toEqual({ status: 1 });
      const [row] = await app.database.db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      expect(row.userId).toBe(person.id);
      expect((await http.post(EXCHANGE, { email: person.email, code, referral: person.referral })).json()).toEqual(refused);
    });

    it('keeps the plain contact link for an address without an account', async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const contact = await createContact(app.database.db, companyId);
      const [{ email }] = await app.database.db.select({ email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
      expect((await mailedLink(email)).href).toBe(`${SITE_ORIGIN}/?contact=${contact.referral}`);
      expect((await mailsTo(email))[0].text).not.toContain('signs you in');
    });

    it("never mails an account's code to another address: a contact linked to an account, then given another e-mail", async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const person = await createUser(app.database.db);
      const contact = await createContact(app.database.db, companyId, { email: person.email, userId: person.id });
      const elsewhere = `elsewhere.${Date.now()}@example.org`;
      await app.database.db.update(companyContacts).set({ email: elsewhere }).where(eq(companyContacts.id, contact.id));
      await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
      expect((await mailedLink(elsewhere)).href).toBe(`${SITE_ORIGIN}/?contact=${contact.referral}`);
      const codes = await app.database.db.select().from(userCodes).where(eq(userCodes.userId, person.id));
      expect(codes).toEqual([]);
    });

    it('carries a one-click link when the contact is added with an invitation', async () => {
      const { admin } = await companyWithAdmin(app);
      const person = await createUser(app.database.db, { language: 'fr' });
      const res = await http.post(
        '/company/company_contact/?send_invitation=1',
        { first_name: 'Grace', last_name: 'Hopper', email: person.email, contact_type: 'C' },
        { token: admin.token },
      );
      expect(res.statusCode).toBe(200);
      const link = await mailedLink(person.email);
      expect((await mailsTo(person.email))[0].text).toContain('dans les 12 heures');
      expect(link.searchParams.get('email')).toBe(person.email);
      const signed = await http.post(EXCHANGE, { email: person.email, code: link.searchParams.get('token'), referral: person.referral });
      expect(signed.statusCode).toBe(200);
    });
  });
});
