import { eq, sql } from 'drizzle-orm';
import { CONTACT_EMAIL_MISMATCH, INVITATION_SENT, NO_COMPANY_LINK } from '@rapport/wire/api/account';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { appForSuite, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { contactRow, signedIn } from '@rapport/api/testing/company';
import { addCompanyUser, createCompany, createContact, createMission, createUser } from '@rapport/api/testing/fixtures';
import { CONTACT_TAKEN, NO_MATCHING_CONTACT, UNKNOWN_CONTACT, UNKNOWN_MISSION } from '../../services/accounts/links';
import { companyContacts, mailOutbox } from '../../db/schema';

/** The signed-in user and the companies that know them: claiming a company's contact, asking for a new invitation. */
describe(`the signed-in user's account: company links (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  describe('POST /auth/user/map_company_contact/', () => {
    it("links the caller to the contact of a contact referral when it carries the caller's e-mail", async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app);
      const company = await createCompany(db);
      const contact = await createContact(db, company, { email: me.email.toUpperCase() });
      const res = await suite.http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token: me.token });
      expect(res.json()).toEqual({ status: 1 });
      expect((await contactRow(suite.app, contact.id)).userId).toBe(me.id);
      // again: nothing changes
      expect((await suite.http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token: me.token })).json()).toEqual({ status: 1 });
    });

    it("finds the contact with the caller's e-mail through a mission or a company (sent as text), once the address is proven", async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app, { emailVerified: true });
      const company = await createCompany(db);
      const mission = await createMission(db, company);
      const viaMission = await createContact(db, company, { email: me.email });
      expect((await suite.http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: me.token })).json()).toEqual({ status: 1 });
      expect((await contactRow(suite.app, viaMission.id)).userId).toBe(me.id);

      const other = await createCompany(db);
      const viaCompany = await createContact(db, other, { email: me.email });
      expect((await suite.http.post('/auth/user/map_company_contact/', { company: String(other) }, { token: me.token })).json()).toEqual({ status: 1 });
      expect((await contactRow(suite.app, viaCompany.id)).userId).toBe(me.id);
    });

    it("never links a contact whose e-mail is someone else's, or held by another account", async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app, { emailVerified: true });
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
        const res = await suite.http.post('/auth/user/map_company_contact/', body, { token: me.token });
        expect({ body, status: res.statusCode, answer: res.json() }).toEqual({ body, status, answer: expect.objectContaining({ status: 0, message }) });
      }
      expect((await contactRow(suite.app, foreign.id)).userId).toBeNull();

      const holder = await createUser(db);
      const held = await createContact(db, company, { email: me.email, userId: holder.id });
      const res = await suite.http.post('/auth/user/map_company_contact/', { contact: held.referral }, { token: me.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 0, message: CONTACT_TAKEN, code: 'link.contact_taken' });
      expect((await contactRow(suite.app, held.id)).userId).toBe(holder.id);
    });
  });

  describe('POST /auth/re-invite/', () => {
    const lastMailTo = async (to: string) => {
      const [mail] = await suite.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(sql`id desc`).limit(1);
      return mail;
    };

    it('mails the invitation again, in the sender\'s language for a contact without an account', async () => {
      const db = suite.app.database.db;
      const admin = await signedIn(suite.app);
      const company = await createCompany(db, { name: `Acme <b>${admin.id}</b>` });
      await addCompanyUser(db, company, admin.id);
      const contact = await createContact(db, company, { email: `invitee.${admin.id}@example.org`, firstName: 'Léa' });
      const res = await suite.http.post(
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
      expect((await contactRow(suite.app, contact.id)).invitationSent).toBe(true);
    });

    it("writes in the invitee's own language when they have an account", async () => {
      const db = suite.app.database.db;
      const admin = await signedIn(suite.app);
      const invitee = await createUser(db, { language: 'en' });
      const company = await createCompany(db);
      await addCompanyUser(db, company, admin.id);
      await createContact(db, company, { email: invitee.email });
      await suite.http.post('/auth/re-invite/', { user_email: invitee.email, company_id: company, lang: 'fr' }, { token: admin.token });
      expect((await lastMailTo(invitee.email)).subject).toMatch(/invites you to take the Rapport questionnaire$/);
    });

    it('is for users of that company only; an unknown contact is a 404', async () => {
      const db = suite.app.database.db;
      const outsider = await signedIn(suite.app);
      const company = await createCompany(db);
      const contact = await createContact(db, company);
      const [{ email }] = await db.select({ email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.id, contact.id));
      const res = await suite.http.post('/auth/re-invite/', { user_email: email, company_id: company }, { token: outsider.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, message: COMPANY_MESSAGES.notACompanyUser });
      expect(await lastMailTo(email)).toBeUndefined();

      await addCompanyUser(db, company, outsider.id);
      const unknown = await suite.http.post('/auth/re-invite/', { user_email: 'nobody@example.org', company_id: company }, { token: outsider.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: UNKNOWN_CONTACT, code: 'link.unknown_contact' });
    });
  });
});
