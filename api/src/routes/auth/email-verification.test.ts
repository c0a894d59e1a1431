import { and, asc, eq, sql } from 'drizzle-orm';
import { EMAIL_UNVERIFIED } from '@rapport/wire/api/account';
import { VERIFICATION_LINK_INVALID } from '@rapport/wire/api/auth';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { signedIn } from '@rapport/api/testing/company';
import { lastVerificationLink, openedMailsTo, verificationLinks, verifiedAt, verifyBody } from '@rapport/api/testing/email-verification';
import { createCompany, createContact, createMission, createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import { startSocialProvider, type TestSocialProvider } from '@rapport/api/testing/social-provider';
import type { App } from '../../app';
import { authTokens, companyContacts, mailOutbox, missionContacts, socialAccounts, userCodes, users } from '../../db/schema';
import { VERIFICATION_LIMITS, VERIFY_CODE_TTL_HOURS } from '../../services/accounts/email-verification';

let n = 0;
const newEmail = (name: string) => `${name}.${Date.now().toString(36)}.${(n += 1)}@example.org`;

const VERIFY = '/auth/user/verify_email/';
const RESEND = '/auth/user/verify_email/resend/';
const MAP = '/auth/user/map_company_contact/';
const invalid = { status: 0, message: VERIFICATION_LINK_INVALID, code: 'auth.verification_link_invalid' };
const unverified = { status: 0, message: EMAIL_UNVERIFIED, code: 'link.email_unverified' };

/**
 * E-mail ownership (services/accounts/email-verification.ts): sign-up mails a confirmation
 * link; following it, a password reset or a social provider's verified e-mail proves the
 * address; until then a mission link or a company id claims nothing, while the contact's own
 * invitation link still does.
 */
describe(`e-mail ownership (${testDatabaseKind})`, () => {
  let provider: TestSocialProvider;
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    provider = await startSocialProvider(SITE_ORIGIN);
    app = await buildTestApp({ social: provider.config });
    http = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const register = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    http.post('/auth/user/register', { first_name: 'Nora', last_name: 'Newcomer', email, password: 'analytical-1', ...extra }, { headers });
  const contactOf = async (id: number) => {
    const [row] = await app.database.db.select().from(companyContacts).where(eq(companyContacts.id, id));
    return row;
  };
  const contactsOf = (companyId: number) =>
    app.database.db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId)).orderBy(asc(companyContacts.id));
  const membersOf = async (missionId: number) =>
    (await app.database.db.select({ contactId: missionContacts.contactId }).from(missionContacts).where(eq(missionContacts.missionId, missionId))).map(
      (row) => row.contactId,
    );
  const codesOf = (userId: number) =>
    app.database.db.select().from(userCodes).where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, 'verify_email')));

  describe('sign-up', () => {
    it(`mails a confirmation link from SITE_ORIGIN, valid ${VERIFY_CODE_TTL_HOURS} hours, kept sealed in the outbox and hashed in the database`, async () => {
      const email = newEmail('nora');
      const res = await register(email, {}, { host: 'evil.example' });
      expect(res.statusCode).toBe(200);
      const [mail] = await openedMailsTo(app, email);
      expect(mail.subject).toBe('Confirm your Rapport e-mail address');
      const link = await lastVerificationLink(app, email);
      expect(link.origin).toBe(SITE_ORIGIN);
      expect(link.pathname).toBe('/');
      const code = link.searchParams.get('verify') as string;
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
      // stored: a placeholder in the text, the link sealed, the code only as a hash
      const [stored] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      expect(`${stored.text}${stored.html}${stored.secrets}`).not.toContain(code);
      expect(stored.text).toContain('{{link}}');
      const [row] = await app.database.db
        .select({ hash: userCodes.codeHash, hours: sql<number>`round(extract(epoch from ${userCodes.expiresAt} - ${userCodes.createdAt}) / 3600)::int` })
        .from(userCodes)
        .innerJoin(users, eq(users.id, userCodes.userId))
        .where(eq(users.email, email));
      expect(row.hash).not.toContain(code);
      expect(row.hours).toBe(VERIFY_CODE_TTL_HOURS);
      // not proven yet
      expect(await verifiedAt(app, email)).toBeNull();
      const profile = await http.post('/result/profile/', { email }, { token: res.json().token });
      expect(profile.json()).toMatchObject({ email_verified: false });
    });

    it("writes in the person's language, and the link carries the claim the sign-up waits on", async () => {
      const company = await createCompany(app.database.db);
      const mission = await createMission(app.database.db, company);
      const email = newEmail('lea');
      await register(email, { lang: 'fr', mission: mission.referral, company: String(company) });
      const [mail] = await openedMailsTo(app, email);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail Rapport');
      expect(mail.text).toContain(`valable ${VERIFY_CODE_TTL_HOURS} heures`);
      const link = await lastVerificationLink(app, email);
      expect(Object.fromEntries(link.searchParams)).toEqual({ verify: expect.any(String), mission: mission.referral, company: String(company) });
      // the sign-up's own attempt at the claim and the front end's second one mail nothing more
      expect(await verificationLinks(app, email)).toHaveLength(1);
    });
  });

  describe('POST /auth/user/verify_email/', () => {
    it('proves the address once, in the browser that signed up: the profile says so, password and session kept, the same link again is refused', async () => {
      const email = newEmail('once');
      const { token } = (await register(email)).json();
      const body = verifyBody(await lastVerificationLink(app, email));
      expect((await http.post(VERIFY, body, { token })).json()).toEqual({ status: 1, email, previous_access_removed: false });
      expect(await verifiedAt(app, email)).toBeInstanceOf(Date);
      expect((await http.post('/result/profile/', { email }, { token })).json()).toMatchObject({ email_verified: true, has_password: true });
      expect((await http.post('/auth/user/login', { email, password: 'analytical-1' })).statusCode).toBe(200);
      const again = await http.post(VERIFY, body, { token });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 400, body: invalid });
    });

    it('followed without a session of the account (another browser, someone else): proves the address, removes the password and ends every session set before, and says so', async () => {
      const other = await signedIn(app, { email: newEmail('someone-else') });
      for (const carried of [undefined, other.token, 'not-a-token']) {
        const email = newEmail('elsewhere');
        const { token } = (await register(email)).json();
        const res = await http.post(VERIFY, verifyBody(await lastVerificationLink(app, email)), { token: carried });
        expect(res.json()).toEqual({ status: 1, email, previous_access_removed: true });
        expect(await verifiedAt(app, email)).toBeInstanceOf(Date);
        expect((await http.post('/result/profile/', { email }, { token })).statusCode).toBe(401);
        expect((await http.post('/auth/user/login', { email, password: 'analytical-1' })).statusCode).toBe(400);
      }
      // the session of the other account a request carried is left alone
      expect((await http.post('/result/profile/', { email: other.email }, { token: other.token })).statusCode).toBe(200);
    });

    it('refuses an expired, unknown or malformed code, and a code made for a one-click sign-in', async () => {
      const email = newEmail('expired');
      await register(email);
      const { code } = verifyBody(await lastVerificationLink(app, email));
      const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await app.database.db.update(userCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCodes.userId, user.id));
      const login = await app.database.db.transaction((tx) => app.userCodesRepository.issueCode(tx, user.id, 'login', email, 60));
      for (const attempt of [code, login, 'A'.repeat(43), 'not a code']) {
        const res = await http.post(VERIFY, { code: attempt });
        expect({ attempt, status: res.statusCode, body: res.json() }).toEqual({ attempt, status: 400, body: invalid });
      }
      expect((await http.post(VERIFY, {})).statusCode).toBe(400);
      expect(await verifiedAt(app, email)).toBeNull();
    });

    it('refuses a code sent to an address the account no longer has', async () => {
      const email = newEmail('moved');
      await register(email);
      const body = verifyBody(await lastVerificationLink(app, email));
      const moved = newEmail('moved-to');
      await app.database.db.update(users).set({ email: moved }).where(eq(users.email, email));
      expect((await http.post(VERIFY, body)).json()).toEqual(invalid);
      expect(await verifiedAt(app, moved)).toBeNull();
    });

    it("makes the claim the link carries for the code's account, whoever follows it, signed in or not", async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const email = newEmail('claim');
      const contact = await createContact(db, company, { email });
      await register(email, { company: String(company) });
      expect((await contactOf(contact.id)).userId).toBeNull();
      const res = await http.post(VERIFY, verifyBody(await lastVerificationLink(app, email)));
      expect(res.json()).toEqual({ status: 1, email, previous_access_removed: true });
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect((await contactOf(contact.id)).userId).toBe(user.id);
    });

    it('confirms the address even when the carried claim no longer applies', async () => {
      const db = app.database.db;
      const email = newEmail('stale');
      await register(email, { mission: 'gone-mission' });
      const link = await lastVerificationLink(app, email);
      expect(link.searchParams.get('mission')).toBe('gone-mission');
      expect((await http.post(VERIFY, verifyBody(link))).json()).toEqual({ status: 1, email, previous_access_removed: true });
      expect(await verifiedAt(app, email)).toBeInstanceOf(Date);
      expect(await db.select().from(companyContacts).where(eq(companyContacts.email, email))).toEqual([]);
    });

    it(`is limited per IP (${VERIFICATION_LIMITS.verify.ip.max} attempts in ${VERIFICATION_LIMITS.verify.ip.timeWindow})`, async () => {
      const ip = freshIp();
      for (let i = 0; i < VERIFICATION_LIMITS.verify.ip.max; i += 1) {
        expect((await http.post(VERIFY, { code: `guess-${i}` }, { ip })).statusCode).toBe(400);
      }
      const refused = await http.post(VERIFY, { code: 'one-more' }, { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate.limited' });
    });
  });

  describe('claims before the address is proven', () => {
    it('refuses a mission link (403) and mails a link carrying it; the place is taken once the link is followed', async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const mission = await createMission(db, company, { missionType: 'R' });
      const me = await signedIn(app, { email: newEmail('pending') });
      const res = await http.post(MAP, { mission: mission.referral }, { token: me.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: unverified });
      expect(await contactsOf(company)).toEqual([]);
      const link = await lastVerificationLink(app, me.email);
      expect(link.searchParams.get('mission')).toBe(mission.referral);
      // asking again at once mails nothing more
      expect((await http.post(MAP, { mission: mission.referral }, { token: me.token })).statusCode).toBe(403);
      expect(await verificationLinks(app, me.email)).toHaveLength(1);

      expect((await http.post(VERIFY, verifyBody(link), { token: me.token })).json()).toEqual({ status: 1, email: me.email, previous_access_removed: false });
      const [contact] = await contactsOf(company);
      expect(contact).toMatchObject({ email: me.email, userId: me.id });
      expect(await membersOf(mission.id)).toEqual([contact.id]);
      // the front end's own mapping afterwards changes nothing
      expect((await http.post(MAP, { mission: mission.referral }, { token: me.token })).json()).toEqual({ status: 1 });
      expect(await contactsOf(company)).toHaveLength(1);
    });

    it("answers an unproven account alike whether the company has a contact of its address or not, and links neither", async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const me = await signedIn(app, { email: newEmail('probe') });
      const empty = await createCompany(db);
      const known = await createContact(db, company, { email: me.email });
      for (const body of [{ company: String(company) }, { company: String(empty) }, { company: '999999' }]) {
        const res = await http.post(MAP, body, { token: me.token });
        expect({ body, status: res.statusCode, answer: res.json() }).toEqual({ body, status: 403, answer: unverified });
      }
      expect((await contactOf(known.id)).userId).toBeNull();
    });

    it("takes the contact's own invitation link (contact referral) as proof for that contact only: the account stays unproven", async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const mission = await createMission(db, company, { missionType: 'M' });
      const email = newEmail('invited');
      const contact = await createContact(db, company, { email });
      const res = await register(email, { contact: contact.referral });
      const me = { id: (await contactOf(contact.id)).userId, token: res.json().token as string };
      expect(me.id).toEqual(expect.any(Number));
      expect(await verifiedAt(app, email)).toBeNull();
      // the company's other links now find a contact that is already theirs: nothing new is claimed
      expect((await http.post(MAP, { company: String(company) }, { token: me.token })).json()).toEqual({ status: 1 });
      expect((await http.post(MAP, { mission: mission.referral }, { token: me.token })).json()).toEqual({ status: 1 });
      expect(await membersOf(mission.id)).toEqual([contact.id]);
      // another company's link still waits for the proof
      const other = await createCompany(db);
      await createContact(db, other, { email });
      expect((await http.post(MAP, { company: String(other) }, { token: me.token })).json()).toEqual(unverified);
    });

    it('mails a link carrying the claim when an unproven account signs in through a mission link', async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const mission = await createMission(db, company, { missionType: 'O' });
      const user = await createUser(db, { email: newEmail('returning') });
      const login = await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD, mission: mission.referral });
      expect(login.statusCode).toBe(200);
      expect(await contactsOf(company)).toEqual([]);
      const link = await lastVerificationLink(app, user.email);
      expect(link.searchParams.get('mission')).toBe(mission.referral);
      await http.post(VERIFY, verifyBody(link));
      expect(await contactsOf(company)).toEqual([expect.objectContaining({ userId: user.id, contactType: 'E' })]);
    });

    it('mails by itself at most once every few minutes and five times an hour', async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const me = await signedIn(app, { email: newEmail('flood') });
      const age = (minutes: number) =>
        db.update(userCodes).set({ createdAt: sql`${userCodes.createdAt} - make_interval(mins => ${minutes})` }).where(eq(userCodes.userId, me.id));
      for (let i = 0; i < 8; i += 1) {
        expect((await http.post(MAP, { company: String(company) }, { token: me.token })).statusCode).toBe(403);
        await age(3);
      }
      expect(await codesOf(me.id)).toHaveLength(5);
      expect(await verificationLinks(app, me.email)).toHaveLength(5);
    });
  });

  describe('POST /auth/user/verify_email/resend/', () => {
    it('mails a new link carrying the claim, in the language asked; sent is false once the address is proven', async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const mission = await createMission(db, company);
      const me = await signedIn(app, { email: newEmail('resend') });
      const res = await http.post(RESEND, { mission: mission.referral, lang: 'fr' }, { token: me.token });
      expect(res.json()).toEqual({ status: 1, sent: true });
      const [mail] = await openedMailsTo(app, me.email);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail Rapport');
      const link = await lastVerificationLink(app, me.email);
      expect(link.searchParams.get('mission')).toBe(mission.referral);
      await http.post(VERIFY, verifyBody(link), { token: me.token });
      expect((await http.post(RESEND, {}, { token: me.token })).json()).toEqual({ status: 1, sent: false });
      expect(await verificationLinks(app, me.email)).toHaveLength(1);
    });

    it('needs a token', async () => {
      const res = await http.post(RESEND, {});
      expect(res.statusCode).toBe(401);
    });

    it(`is limited per account (${VERIFICATION_LIMITS.resend.account.max} an hour), from any address`, async () => {
      const me = await signedIn(app, { email: newEmail('limit') });
      for (let i = 0; i < VERIFICATION_LIMITS.resend.account.max; i += 1) {
        expect((await http.post(RESEND, {}, { token: me.token })).json()).toEqual({ status: 1, sent: true });
      }
      const refused = await http.post(RESEND, {}, { token: me.token });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate.account_limited' });
      expect(await verificationLinks(app, me.email)).toHaveLength(VERIFICATION_LIMITS.resend.account.max);
      // another account is not affected
      const other = await signedIn(app, { email: newEmail('other') });
      expect((await http.post(RESEND, {}, { token: other.token })).json()).toEqual({ status: 1, sent: true });
    });
  });

  describe('other proofs', () => {
    it('a completed password reset proves the address', async () => {
      const user = await createUser(app.database.db, { email: newEmail('reset') });
      const token = await app.database.db.transaction((tx) => app.passwordResetsRepository.createResetToken(tx, user.id));
      expect((await http.post('/password_reset/confirm/', { token, password: 'a-new-secret-7' })).json()).toEqual({ status: 'OK', previous_access_removed: true });
      expect(await verifiedAt(app, user.email)).toBeInstanceOf(Date);
    });

    it('a social provider proves the address of a new account, and of an account it already signs in', async () => {
      const email = newEmail('social');
      const first = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${email}`, email }) });
      expect(first.statusCode).toBe(200);
      expect(await verifiedAt(app, email)).toBeInstanceOf(Date);
      expect(await verificationLinks(app, email)).toEqual([]);

      // an account linked before e-mails were proven: its next sign-in proves it
      const legacy = await createUser(app.database.db, { email: newEmail('legacy'), password: null });
      await app.database.db.insert(socialAccounts).values({ provider: 'google', subject: `g-${legacy.email}`, userId: legacy.id });
      await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${legacy.email}`, email: legacy.email }) });
      expect(await verifiedAt(app, legacy.email)).toBeInstanceOf(Date);
      // a provider's other address proves nothing about the account's
      const drifted = await createUser(app.database.db, { email: newEmail('drifted'), password: null });
      await app.database.db.insert(socialAccounts).values({ provider: 'google', subject: `g-${drifted.email}`, userId: drifted.id });
      await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${drifted.email}`, email: newEmail('elsewhere') }) });
      expect(await verifiedAt(app, drifted.email)).toBeNull();
    });

    it("links a first social sign-in to a proven account as it is: password and sessions kept", async () => {
      const owner = await createUser(app.database.db, { email: newEmail('proven'), emailVerified: true });
      const session = await tokenFor(app, owner.id);
      const res = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${owner.email}`, email: owner.email }) });
      expect(res.json()).toMatchObject({ status: 1, email: owner.email, referral: owner.referral, previous_access_removed: false });
      expect((await http.post('/auth/user/login', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      expect((await http.post('/result/profile/', { email: owner.email }, { token: session })).statusCode).toBe(200);
    });

    it('takes an unproven account over on a first social sign-in of its address: its password removed, its sessions revoked, then linked and proven', async () => {
      const db = app.database.db;
      const made = await createUser(db, { email: newEmail('premade') });
      const session = await tokenFor(app, made.id);
      const res = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${made.email}`, email: made.email }) });
      expect(res.json()).toMatchObject({ status: 1, email: made.email, referral: made.referral, previous_access_removed: true });
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, made.id));
      expect(row.hash).toBeNull();
      expect((await http.post('/auth/user/login', { email: made.email, password: TEST_PASSWORD })).statusCode).toBe(400);
      expect((await http.post('/result/profile/', { email: made.email }, { token: session })).statusCode).toBe(401);
      expect((await http.post('/result/profile/', { email: made.email }, { token: res.json().token })).json()).toMatchObject({ email_verified: true });
      const live = await db.select().from(authTokens).where(and(eq(authTokens.userId, made.id), sql`${authTokens.revokedAt} is null`));
      expect(live).toHaveLength(1);
    });
  });
});
