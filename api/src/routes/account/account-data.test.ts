import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { contactRow, signedIn } from '@rapport/api/testing/company';
import {
  addCompanyUser,
  createCompany,
  createContact,
  createResult,
  createUser,
  questionnaireTypeId,
  TEST_PASSWORD,
} from '@rapport/api/testing/fixtures';
import {
  authTokens,
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

/** The signed-in user's data: the export of all of it, and the account's deletion. */
describe(`the signed-in user's account: their data (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  describe('GET /auth/user/export and DELETE /auth/user', () => {
    /** the deletion as the owner asks for it: with the account's password (auth/user re-authentication) */
    const deleteMe = (token: string, body: Record<string, unknown> = { password: TEST_PASSWORD }) =>
      suite.app.inject({
        method: 'DELETE',
        url: '/api/auth/user',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('asks for re-authentication: the password of an account with one, a recent sign-in of one without', async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app);
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

      const social = await signedIn(suite.app, { password: null });
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
      const db = suite.app.database.db;
      // a proven address: the company records carrying it are the user's too
      const me = await signedIn(suite.app, { firstName: 'Rosalind', lastName: 'Franklin', emailVerified: true });
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
      await suite.http.post('/password_reset/', { email: me.email });
      // the reset token is made by the request's job
      await suite.app.jobs.runDue();
      await db.insert(contactMessages).values({ senderEmail: me.email, senderName: 'R', subject: 'Hello', message: 'A question' });
      return { me, friend, linked, byEmail, unrelated, company };
    };

    it('exports everything held about the user, never a hash', async () => {
      const { me, friend } = await richUser();
      const res = await suite.http.get('/auth/user/export', { token: me.token });
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

      const [stored] = await suite.app.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
      const tokenHashes = await suite.app.database.db.select({ hash: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.userId, me.id));
      expect(res.body).not.toContain(stored.hash as string);
      for (const { hash } of tokenHashes) expect(res.body).not.toContain(hash);
      expect(res.body).not.toMatch(/argon2|token_hash|password_hash|tokenHash|passwordHash/);
    });

    it('deletes the account and its data in one go, and anonymises the company records naming the user', async () => {
      const db = suite.app.database.db;
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
        const row = await contactRow(suite.app, id);
        expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'Deleted', userId: null, phone: null });
        expect(row.email).toMatch(/^deleted-\d+-[a-z0-9]+@deleted\.invalid$/);
      }
      expect((await contactRow(suite.app, unrelated.id)).firstName).toBe('Grace');
      // the token died with the account
      const after = await suite.http.get('/auth/user/export', { token: me.token });
      expect(after.statusCode).toBe(401);
    });

    it('reaches, for an account whose address is not proven, only the company records linked to it: not those merely carrying its address', async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app, { firstName: 'Una', lastName: 'Proven' });
      const company = await createCompany(db);
      const linked = await createContact(db, company, { email: me.email, userId: me.id });
      const byEmail = await createContact(db, await createCompany(db), { email: me.email, firstName: 'Lucas' });
      const exported = (await suite.http.get('/auth/user/export', { token: me.token })).json();
      expect(exported.company_contact_records).toEqual([expect.objectContaining({ linked_to_account: true })]);
      expect((await deleteMe(me.token)).statusCode).toBe(200);
      expect(await contactRow(suite.app, linked.id)).toMatchObject({ firstName: 'Deleted', userId: null });
      expect(await contactRow(suite.app, byEmail.id)).toMatchObject({ firstName: 'Lucas', email: me.email });
    });

    it('deletes nothing when any step fails (one transaction)', async () => {
      const db = suite.app.database.db;
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
      expect((await contactRow(suite.app, linked.id)).userId).toBe(me.id);
      expect((await contactRow(suite.app, linked.id)).email).toBe(me.email);
      expect((await suite.http.get('/auth/user/export', { token: me.token })).json().results).toHaveLength(1);
    });
  });
});
