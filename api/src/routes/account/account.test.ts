import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CONTACT_EMAIL_MISMATCH, INVITATION_SENT, NO_COMPANY_LINK, OWN_REFERRAL, UNKNOWN_REFERRAL } from '@rapport/wire/api/account';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import {
  addCompanyUser,
  createCompany,
  createContact,
  createMission,
  createResult,
  createUser,
  questionnaireTypeId,
  TEST_PASSWORD,
  tokenFor,
  type TestUser,
} from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { CONTACT_TAKEN, NO_MATCHING_CONTACT, UNKNOWN_CONTACT, UNKNOWN_MISSION } from '../../services/accounts/links';
import {
  authTokens,
  companyContacts,
  companyUsers,
  contactMessages,
  individualResults,
  mailOutbox,
  matchingContacts,
  passwordResetTokens,
  responseProgress,
  socialAccounts,
  users,
} from '../../db/schema';

describe(`the signed-in user's account (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** a user and their token */
  const signedIn = async (values: Parameters<typeof createUser>[1] = {}): Promise<TestUser & { token: string }> => {
    const user = await createUser(app.database.db, values);
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const contactRow = async (id: number) => {
    const [row] = await app.database.db.select().from(companyContacts).where(eq(companyContacts.id, id));
    return row;
  };

  describe('POST /result/profile/', () => {
    it('gives the profile with the companies, the first membership first', async () => {
      const db = app.database.db;
      const user = await signedIn({ firstName: 'Grace', lastName: 'Hopper' });
      const first = await createCompany(db, { name: `First ${user.id}`, supportsBarometer: true, quotationAccess: true, logo: '/logo.png' });
      const second = await createCompany(db, { name: `Second ${user.id}`, supportsAvatar: true });
      await addCompanyUser(db, first, user.id);
      await addCompanyUser(db, second, user.id);
      await db.update(companyUsers).set({ createdAt: sql`now() + interval '1 minute'` }).where(eq(companyUsers.companyId, second));
      const res = await http.post('/result/profile/', { email: user.email }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: user.email,
        picture_url: null,
        referral: user.referral,
        has_password: true,
        email_verified: false,
        companies: [
          {
            company: {
              pk: first,
              name: `First ${user.id}`,
              company_logo: '/logo.png',
              supports_barometer: true,
              supports_avatar: false,
              quotation_access: true,
              extra_supported_fields: [],
            },
          },
          {
            company: {
              pk: second,
              name: `Second ${user.id}`,
              company_logo: null,
              supports_barometer: false,
              supports_avatar: true,
              quotation_access: false,
              extra_supported_fields: [],
            },
          },
        ],
      });
    });
  });

  describe('POST /result/individual_result/ (read by the session after sign-in)', () => {
    it('answers w_1 = -1, the other numbers 0 and no texts or files before the questionnaire is finished', async () => {
      const user = await signedIn();
      const res = await http.post('/result/individual_result/', { email: user.email }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        w_1: -1,
        x_1: 0,
        y_1: 0,
        z_1: 0,
        w_2: 0,
        x_2: 0,
        y_2: 0,
        z_2: 0,
        r_percent: 0,
        i_percent: 0,
        s_percent: 0,
        soft_skills: null,
        top_personal_development: null,
        wellbeing_expression: null,
        relational_communication: null,
        approach_to_situations: null,
        vision_of_the_world: null,
        files: null,
        reports_ready: false,
      });
    });

    it('gives the stored result of the standard questionnaire, else the latest, with the paths of its report files', async () => {
      const db = app.database.db;
      const user = await signedIn();
      await createResult(db, user.id, { questionnaireType: 'workplace', w1: 0.9 });
      const res = await http.post('/result/individual_result/', { email: user.email }, { token: user.token });
      expect(res.json()).toMatchObject({
        w_1: 0.9,
        files: { profile_pdf: { fr: '/result/report/profile-pdf/fr/?questionnaire_type=workplace' } },
      });

      await createResult(db, user.id, { questionnaireType: 'standard', w1: 0.25, finishedAt: new Date('2020-01-01T00:00:00Z') });
      // written behind the app's back (not a submission): answered after the kept answer's few seconds, not waited for here
      app.readCaches.results.clear();
      const standard = (await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json();
      const paths = (kind: string) => ({ en: `/result/report/${kind}/en/`, fr: `/result/report/${kind}/fr/`, ru: `/result/report/${kind}/ru/` });
      expect(standard).toEqual({
        w_1: 0.25,
        x_1: 0.1,
        y_1: -0.2,
        z_1: 0.3,
        w_2: 0.4,
        x_2: -0.1,
        y_2: 0.2,
        z_2: -0.3,
        r_percent: 40,
        i_percent: 35,
        s_percent: 25,
        soft_skills: { en: 'soft skills (en)', fr: 'soft skills (fr)', ru: 'soft skills (ru)' },
        top_personal_development: { en: 'development (en)', fr: 'development (fr)', ru: 'development (ru)' },
        wellbeing_expression: { en: 'wellbeing (en)', fr: 'wellbeing (fr)', ru: 'wellbeing (ru)' },
        relational_communication: { en: 'communication (en)', fr: 'communication (fr)', ru: 'communication (ru)' },
        approach_to_situations: { en: 'approach (en)', fr: 'approach (fr)', ru: 'approach (ru)' },
        vision_of_the_world: { en: 'vision (en)', fr: 'vision (fr)', ru: 'vision (ru)' },
        files: { profile_pdf: paths('profile-pdf'), cv_pdf: paths('cv-pdf'), cv_docx: paths('cv-docx') },
        // no reports job is pending for it: a download makes a missing file
        reports_ready: true,
      });
      // a query naming the questionnaire gives that one's result
      const workplace = await http.post('/result/individual_result/?questionnaire_type=workplace', { email: user.email }, { token: user.token });
      expect(workplace.json()).toMatchObject({ w_1: 0.9 });
    });
  });

  describe('POST /auth/user/add_matching', () => {
    it("makes the referral's owner and the caller matching contacts both ways, once", async () => {
      const db = app.database.db;
      const me = await signedIn();
      const friend = await createUser(db);
      for (let i = 0; i < 2; i += 1) {
        const res = await http.post('/auth/user/add_matching', { referral: friend.referral }, { token: me.token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 1 });
      }
      const links = await db
        .select()
        .from(matchingContacts)
        .where(sql`${matchingContacts.userId} in (${me.id}, ${friend.id})`);
      expect(links.map((l) => `${l.userId}>${l.contactUserId}`).sort()).toEqual([`${friend.id}>${me.id}`, `${me.id}>${friend.id}`].sort());
    });

    it('refuses the own code and an unknown one with status 0 and a message', async () => {
      const me = await signedIn();
      const own = await http.post('/auth/user/add_matching', { referral: me.referral }, { token: me.token });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ status: 0, message: OWN_REFERRAL, code: 'link.own_referral' });
      const unknown = await http.post('/auth/user/add_matching', { referral: 'no-such-code' }, { token: me.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: UNKNOWN_REFERRAL, code: 'link.unknown_referral' });
    });
  });

  describe('POST /auth/user/map_company_contact/', () => {
    it("links the caller to the contact of a contact referral when it carries the caller's e-mail", async () => {
      const db = app.database.db;
      const me = await signedIn();
      const company = await createCompany(db);
      const contact = await createContact(db, company, { email: me.email.toUpperCase() });
      const res = await http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token: me.token });
      expect(res.json()).toEqual({ status: 1 });
      expect((await contactRow(contact.id)).userId).toBe(me.id);
      // again: nothing changes
      expect((await http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token: me.token })).json()).toEqual({ status: 1 });
    });

    it("finds the contact with the caller's e-mail through a mission or a company (sent as text), once the address is proven", async () => {
      const db = app.database.db;
      const me = await signedIn({ emailVerified: true });
      const company = await createCompany(db);
      const mission = await createMission(db, company);
      const viaMission = await createContact(db, company, { email: me.email });
      expect((await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: me.token })).json()).toEqual({ status: 1 });
      expect((await contactRow(viaMission.id)).userId).toBe(me.id);

      const other = await createCompany(db);
      const viaCompany = await createContact(db, other, { email: me.email });
      expect((await http.post('/auth/user/map_company_contact/', { company: String(other) }, { token: me.token })).json()).toEqual({ status: 1 });
      expect((await contactRow(viaCompany.id)).userId).toBe(me.id);
    });

    it("never links a contact whose e-mail is someone else's, or held by another account", async () => {
      const db = app.database.db;
      const me = await signedIn({ emailVerified: true });
      const company = await createCompany(db);
      const foreign = await createContact(db, company, { email: 'someone.else@example.org' });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ contact: foreign.referral }, 403, CONTACT_EMAIL_MISMATCH],
        [{ contact: 'nope' }, 404, UNKNOWN_CONTACT],
        [{ mission: 'nope' }, 404, UNKNOWN_MISSION],
        [{ company: company }, 404, NO_MATCHING_CONTACT],
        [{ company: '999999' }, 404, NO_MATCHING_CONTACT],
        [{}, 400, NO_COMPANY_LINK],
      ];
      for (const [body, status, message] of cases) {
        const res = await http.post('/auth/user/map_company_contact/', body, { token: me.token });
        expect({ body, status: res.statusCode, answer: res.json() }).toEqual({ body, status, answer: expect.objectContaining({ status: 0, message }) });
      }
      expect((await contactRow(foreign.id)).userId).toBeNull();

      const holder = await createUser(db);
      const held = await createContact(db, company, { email: me.email, userId: holder.id });
      const res = await http.post('/auth/user/map_company_contact/', { contact: held.referral }, { token: me.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 0, message: CONTACT_TAKEN, code: 'link.contact_taken' });
      expect((await contactRow(held.id)).userId).toBe(holder.id);
    });
  });

  describe('POST /auth/re-invite/', () => {
    const lastMailTo = async (to: string) => {
      const [mail] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(sql`id desc`).limit(1);
      return mail;
    };

    it('mails the invitation again, in the sender\'s language for a contact without an account', async () => {
      const db = app.database.db;
      const admin = await signedIn();
      const company = await createCompany(db, { name: `Acme <b>${admin.id}</b>` });
      await addCompanyUser(db, company, admin.id);
      const contact = await createContact(db, company, { email: `invitee.${admin.id}@example.org`, firstName: 'Léa' });
      const res = await http.post(
        '/auth/re-invite/',
        { user_email: `INVITEE.${admin.id}@example.org`, company_id: company },
        { token: admin.token, headers: { 'accept-language': 'fr' } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: INVITATION_SENT });
      const mail = await lastMailTo(`invitee.${admin.id}@example.org`);
      expect(mail.subject).toBe(`Acme <b>${admin.id}</b> vous invite à répondre au questionnaire Rapport`);
      expect(mail.text).toContain(`${SITE_ORIGIN}/?contact=${contact.referral}`);
      expect(mail.html).toContain('Bonjour Léa');
      expect(mail.html).toContain(`Acme &lt;b&gt;${admin.id}&lt;/b&gt;`);
      expect(mail.html).not.toContain('<b>');
      expect((await contactRow(contact.id)).invitationSent).toBe(true);
    });

    it("writes in the invitee's own language when they have an account", async () => {
      const db = app.database.db;
      const admin = await signedIn();
      const invitee = await createUser(db, { language: 'en' });
      const company = await createCompany(db);
      await addCompanyUser(db, company, admin.id);
      await createContact(db, company, { email: invitee.email });
      await http.post('/auth/re-invite/', { user_email: invitee.email, company_id: company, lang: 'fr' }, { token: admin.token });
      expect((await lastMailTo(invitee.email)).subject).toMatch(/invites you to take the Rapport questionnaire$/);
    });

    it('is for users of that company only; an unknown contact is a 404', async () => {
      const db = app.database.db;
      const outsider = await signedIn();
      const company = await createCompany(db);
      const contact = await createContact(db, company);
      const [{ email }] = await db.select({ email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      const res = await http.post('/auth/re-invite/', { user_email: email, company_id: company }, { token: outsider.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, message: COMPANY_MESSAGES.notACompanyUser });
      expect(await lastMailTo(email)).toBeUndefined();

      await addCompanyUser(db, company, outsider.id);
      const unknown = await http.post('/auth/re-invite/', { user_email: 'nobody@example.org', company_id: company }, { token: outsider.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: UNKNOWN_CONTACT, code: 'link.unknown_contact' });
    });
  });

  describe('GET /auth/user/export and DELETE /auth/user', () => {
    /** the deletion as the owner asks for it: with the account's password (auth/user re-authentication) */
    const deleteMe = (token: string, body: Record<string, unknown> = { password: TEST_PASSWORD }) =>
      app.inject({
        method: 'DELETE',
        url: '/api/auth/user',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('asks for re-authentication: the password of an account with one, a recent sign-in of one without', async () => {
      const db = app.database.db;
      const me = await signedIn();
      const missing = await deleteMe(me.token, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        status: 0,
        message: 'Enter your password to delete your account.',
        code: 'account.password_required',
        field: 'password',
      });
      const wrong = await deleteMe(me.token, { password: 'not-it-at-all-1' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ status: 0, message: 'This is not the password of your account.', code: 'account.wrong_password', field: 'password' });
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, me.id))).toHaveLength(1);

      const social = await signedIn({ password: null });
      await db.update(authTokens).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(authTokens.userId, social.id));
      const stale = await deleteMe(social.token, {});
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({
        status: 0,
        message: 'For your security, sign in again, then delete your account within 10 minutes.',
        code: 'account.sign_in_again',
      });
      await db.update(authTokens).set({ createdAt: sql`now() - interval '9 minutes'` }).where(eq(authTokens.userId, social.id));
      // a password sent for an account without one changes nothing
      expect((await deleteMe(social.token, { password: 'whatever-1' })).statusCode).toBe(200);
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, social.id))).toEqual([]);
    });

    /** a user with something in every table that can hold their data */
    const richUser = async () => {
      const db = app.database.db;
      // a proven address: the company records carrying it are the user's too
      const me = await signedIn({ firstName: 'Rosalind', lastName: 'Franklin', emailVerified: true });
      const friend = await createUser(db, { firstName: 'Maurice', lastName: 'Wilkins' });
      const company = await createCompany(db, { name: `Lab ${me.id}` });
      await addCompanyUser(db, company, me.id);
      await db.insert(matchingContacts).values([
        { userId: me.id, contactUserId: friend.id },
        { userId: friend.id, contactUserId: me.id },
      ]);
      const linked = await createContact(db, company, { email: me.email, userId: me.id, phone: '+33 1 23 45 67 89' });
      const other = await createCompany(db);
      const byEmail = await createContact(db, other, { email: me.email.toUpperCase() });
      const unrelated = await createContact(db, other);
      await createResult(db, me.id);
      await db.insert(responseProgress).values({
        userId: me.id,
        questionnaireTypeId: await questionnaireTypeId(db, 'workplace'),
        questionAnswered: 'q1,q2',
        firstAnswers: 'q1a1,q2a3',
        secondAnswers: 'q1a2,q2a4',
      });
      await db.insert(socialAccounts).values({ provider: 'google', subject: `sub-${me.id}`, userId: me.id });
      await http.post('/password_reset/', { email: me.email });
      // the reset token is made by the request's job
      await app.jobs.runDue();
      await db.insert(contactMessages).values({ senderEmail: me.email, senderName: 'R', subject: 'Hello', message: 'A question' });
      return { me, friend, linked, byEmail, unrelated, company };
    };

    it('exports everything held about the user, never a hash', async () => {
      const { me, friend } = await richUser();
      const res = await http.get('/auth/user/export', { token: me.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json();
      expect(data.user).toMatchObject({ email: me.email, first_name: 'Rosalind', referral: me.referral, has_password: true, language: 'en' });
      expect(data.companies).toEqual([{ pk: expect.any(Number), name: `Lab ${me.id}`, member_since: expect.any(String) }]);
      expect(data.social_accounts).toEqual([{ provider: 'google', subject: `sub-${me.id}`, created_at: expect.any(String) }]);
      expect(data.sessions).toHaveLength(1);
      expect(data.password_resets).toHaveLength(1);
      expect(data.results).toHaveLength(1);
      expect(data.results[0]).toMatchObject({ questionnaire_type: 'standard', w_1: 0.5, r_percent: 40, soft_skills: expect.any(Object) });
      expect(data.progress).toEqual([
        expect.objectContaining({ questionnaire_type: 'workplace', question_answered: 'q1,q2', first_answers: 'q1a1,q2a3' }),
      ]);
      expect(data.matching_contacts).toEqual([
        { first_name: 'Maurice', last_name: 'Wilkins', email: friend.email, since: expect.any(String) },
      ]);
      expect(data.company_contact_records).toHaveLength(2);
      expect(data.company_contact_records.map((r: { linked_to_account: boolean }) => r.linked_to_account).sort()).toEqual([false, true]);
      expect(data.contact_messages).toEqual([{ subject: 'Hello', message: 'A question', created_at: expect.any(String) }]);

      const [stored] = await app.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
      const tokenHashes = await app.database.db.select({ hash: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.userId, me.id));
      expect(res.body).not.toContain(stored.hash as string);
      for (const { hash } of tokenHashes) expect(res.body).not.toContain(hash);
      expect(res.body).not.toMatch(/argon2|token_hash|password_hash|tokenHash|passwordHash/);
    });

    it('deletes the account and its data in one go, and anonymises the company records naming the user', async () => {
      const db = app.database.db;
      const { me, friend, linked, byEmail, unrelated } = await richUser();
      const res = await deleteMe(me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1 });

      const count = async (table: PgTable, where: SQL) => {
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
        return row.n;
      };
      expect(await count(users, sql`id = ${me.id}`)).toBe(0);
      for (const table of [authTokens, passwordResetTokens, socialAccounts, individualResults, responseProgress, companyUsers]) {
        expect(await count(table, sql`user_id = ${me.id}`)).toBe(0);
      }
      expect(await count(matchingContacts, sql`user_id = ${me.id} or contact_user_id = ${me.id}`)).toBe(0);
      expect(await count(mailOutbox, sql`lower(to_address) = lower(${me.email})`)).toBe(0);
      // the other user is untouched
      expect(await count(users, sql`id = ${friend.id}`)).toBe(1);

      for (const id of [linked.id, byEmail.id]) {
        const row = await contactRow(id);
        expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'Deleted', userId: null, phone: null });
        expect(row.email).toMatch(/^deleted-\d+-[a-z0-9]+@deleted\.invalid$/);
      }
      expect((await contactRow(unrelated.id)).firstName).toBe('Grace');
      // the token died with the account
      const after = await http.get('/auth/user/export', { token: me.token });
      expect(after.statusCode).toBe(401);
    });

    it('reaches, for an account whose address is not proven, only the company records linked to it: not those merely carrying its address', async () => {
      const db = app.database.db;
      const me = await signedIn({ firstName: 'Una', lastName: 'Proven' });
      const company = await createCompany(db);
      const linked = await createContact(db, company, { email: me.email, userId: me.id });
      const byEmail = await createContact(db, await createCompany(db), { email: me.email, firstName: 'Lucas' });
      const exported = (await http.get('/auth/user/export', { token: me.token })).json();
      expect(exported.company_contact_records).toEqual([expect.objectContaining({ linked_to_account: true })]);
      expect((await deleteMe(me.token)).statusCode).toBe(200);
      expect(await contactRow(linked.id)).toMatchObject({ firstName: 'Deleted', userId: null });
      expect(await contactRow(byEmail.id)).toMatchObject({ firstName: 'Lucas', email: me.email });
    });

    it('deletes nothing when any step fails (one transaction)', async () => {
      const db = app.database.db;
      const { me, linked } = await richUser();
      await db.execute(sql`
        create function refuse_user_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`);
      await db.execute(sql`create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()`);
      try {
        const res = await deleteMe(me.token);
        expect(res.statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger refuse_user_delete on users`);
        await db.execute(sql`drop function refuse_user_delete()`);
      }
      expect((await contactRow(linked.id)).userId).toBe(me.id);
      expect((await contactRow(linked.id)).email).toBe(me.email);
      expect((await http.get('/auth/user/export', { token: me.token })).json().results).toHaveLength(1);
    });
  });
});
