import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as M, contactReportPath } from '@rapport/wire/api/company';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactByEmail, contactRow, contactRows, mailCount, mailsTo, personRows, refusal, signedIn } from '@rapport/api/testing/company';
import { addCompanyUser, createCompany, createContact, createResult, createUser, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { companyContacts } from '../../db/schema';

const LIST = '/company/company_contact/';
const update = (id: number | string) => `/company/company_contact/update/${id}/`;

describe(`company contacts (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const newContact = (values: Record<string, unknown> = {}) => ({
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.${Math.random().toString(36).slice(2)}@example.org`,
    contact_type: 'C',
    ...values,
  });

  describe('GET /company/company_contact/', () => {
    it("lists the active company's contacts, each with its status derived from its user and result", async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app, { name: `Statuses ${Date.now()}` });

      const notInvited = await createContact(db, companyId, { firstName: 'Nina' });
      const invited = await createContact(db, companyId, { firstName: 'Ivan' });
      await db.update(companyContacts).set({ invitationSent: true }).where(eq(companyContacts.id, invited.id));
      const started = await createUser(db);
      const inProgress = await createContact(db, companyId, { firstName: 'Paula', userId: started.id });
      const finished = await createUser(db, { firstName: 'Carla', lastName: 'Finished' });
      await createResult(db, finished.id, { finishedAt: new Date('2026-03-04T10:00:00Z') });
      const completed = await createContact(db, companyId, { firstName: 'Carla', userId: finished.id, phone: '+33 1 23 45 67 89' });
      // a contact invited to another questionnaire is complete only with that questionnaire's result
      const typedPending = await createContact(db, companyId, { firstName: 'Tess', userId: finished.id, questionnaireType: 'workplace' });
      const other = await createUser(db);
      await createResult(db, other.id, { questionnaireType: 'workplace' });
      await createResult(db, other.id, { questionnaireType: 'standard' });
      const typedDone = await createContact(db, companyId, { firstName: 'Wes', userId: other.id, questionnaireType: 'workplace' });
      const secret = await createContact(db, companyId, { firstName: 'Sam', userId: other.id });
      await db.update(companyContacts).set({ confidential: true }).where(eq(companyContacts.id, secret.id));
      // the admin's second company (not the active one) is not listed
      const second = await createCompany(db);
      await addCompanyUser(db, second, admin.id);
      await createContact(db, second, { firstName: 'Elsewhere' });

      const res = await http.get(LIST, { token: admin.token });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((c: { first_name: string; status: string }) => [c.first_name, c.status])).toEqual([
        ['Nina', 'not_invited'],
        ['Ivan', 'invitation_sent'],
        ['Paula', 'in_progress'],
        ['Carla', 'completed'],
        ['Tess', 'in_progress'],
        ['Wes', 'completed'],
        ['Sam', 'completed'],
      ]);
      const row = await contactRow(app, completed.id);
      expect(list[3]).toEqual({
        id: completed.id,
        pk: completed.id,
        user_id: finished.id,
        company_id: companyId,
        first_name: 'Carla',
        last_name: 'Hopper',
        email: row.email,
        phone: '+33 1 23 45 67 89',
        contact_type: 'C',
        status: 'completed',
        contact_referral: completed.referral,
        invitation_sent: false,
        confidential: false,
        questionnaire_type: null,
        complete_profile: { en: contactReportPath(completed.id, 'en'), fr: contactReportPath(completed.id, 'fr') },
        result: { date: '2026-03-04T10:00:00.000Z', r_percent: 40, i_percent: 35, s_percent: 25 },
        reminders_sent: 0,
        last_reminded_at: null,
        reminders_opted_out: false,
      });
      expect(list[0]).toMatchObject({ id: notInvited.id, user_id: null, complete_profile: null, result: null, questionnaire_type: null });
      expect(list[2]).toMatchObject({ id: inProgress.id, user_id: started.id, complete_profile: null, result: null });
      expect(list[4]).toMatchObject({ id: typedPending.id, questionnaire_type: 'workplace', complete_profile: null, result: null });
      expect(list[5]).toMatchObject({ id: typedDone.id, questionnaire_type: 'workplace', complete_profile: { en: contactReportPath(typedDone.id, 'en') } });
      // confidential: the summary shows, the profile links do not
      expect(list[6]).toMatchObject({ id: secret.id, confidential: true, complete_profile: null, result: { r_percent: 40 } });
      expect(list[6].complete_profile).toBeNull();

      expect((await http.get(`${LIST}?company_id=${companyId}`, { token: admin.token })).json()).toEqual(list);
      expect((await http.get(`${LIST}?company_id=`, { token: admin.token })).json()).toEqual(list);
    });

    it('is for company users: 401 without a token, 403 for an individual', async () => {
      expect((await http.get(LIST)).statusCode).toBe(401);
      const individual = await signedIn(app);
      const res = await http.get(LIST, { token: individual.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, message: M.notACompanyUser });
    });

    it('gives an empty list to a company without contacts', async () => {
      const { admin } = await companyWithAdmin(app);
      expect((await http.get(LIST, { token: admin.token })).json()).toEqual([]);
    });
  });

  describe('POST /company/company_contact/', () => {
    it('adds a contact without invitation (send_invitation=0): no mail, not invited', async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const body = newContact({ phone: ' 06 12 34 56 78 ', contact_type: 'E' });
      const res = await http.post(`${LIST}?send_invitation=0&questionnaire_id=${await questionnaireTypeId(app.database.db, 'workplace')}`, body, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.contactAdded });
      const row = await contactByEmail(app, body.email as string);
      expect(row).toMatchObject({ companyId, firstName: 'Grace', lastName: 'Hopper', phone: '06 12 34 56 78', contactType: 'E', confidential: false, invitationSent: false, userId: null });
      expect(row.contactReferral).toMatch(/^[A-Za-z0-9_-]{12,}$/);
      expect(await mailsTo(app, body.email as string)).toEqual([]);
      const [listed] = (await http.get(LIST, { token: admin.token })).json();
      expect(listed).toMatchObject({ status: 'not_invited', questionnaire_type: 'workplace', phone: '06 12 34 56 78' });
    });

    it("invites by default, in the request's language, with the contact link, to the company's default questionnaire", async () => {
      const { companyId, admin } = await companyWithAdmin(app, { name: `Défaut ${Date.now()}`, defaultQuestionnaireTypes: ['workplace'] });
      const body = newContact({ company_id: companyId, first_name: 'Léa', confidential: true });
      const res = await http.post(LIST, body, { token: admin.token, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(res.json()).toEqual({ message: M.contactAdded });
      const row = await contactByEmail(app, body.email as string);
      expect(row).toMatchObject({ invitationSent: true, confidential: true, questionnaireTypeId: await questionnaireTypeId(app.database.db, 'workplace') });
      const [mail] = await mailsTo(app, body.email as string);
      expect(mail.subject).toMatch(/^Défaut \d+ vous invite à répondre au questionnaire Rapport$/);
      expect(mail.text).toContain(`${SITE_ORIGIN}/?contact=${row.contactReferral}`);
      expect(mail.html).toContain('Bonjour Léa');
      const [listed] = (await http.get(LIST, { token: admin.token })).json();
      expect(listed).toMatchObject({ status: 'invitation_sent', invitation_sent: true, questionnaire_type: 'workplace' });

      // `lang` in the body wins over the header
      const english = newContact();
      await http.post(`${LIST}?send_invitation=1`, { ...english, lang: 'en' }, { token: admin.token, headers: { 'accept-language': 'fr' } });
      expect((await mailsTo(app, english.email as string))[0].subject).toMatch(/invites you to take the Rapport questionnaire$/);
    });

    it('refuses an e-mail address the company already has (any case), and unknown or barometer questionnaires, saving nothing', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true });
      const first = newContact();
      expect((await http.post(LIST, first, { token: admin.token })).statusCode).toBe(200);
      const rows = await contactRows(app, companyId);
      const mails = await mailCount(app);
      const attempts: [string, Record<string, unknown>, string][] = [
        [LIST, { ...newContact(), email: (first.email as string).toUpperCase() }, M.duplicateEmail],
        [`${LIST}?questionnaire_id=2147483000`, newContact(), M.unknownQuestionnaire],
        [`${LIST}?questionnaire_id=${await questionnaireTypeId(db, 'barometer')}`, newContact(), M.unknownQuestionnaire],
      ];
      for (const [url, body, message] of attempts) {
        const res = await http.post(url, body, { token: admin.token });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: refusal(message) });
      }
      expect(await contactRows(app, companyId)).toEqual(rows);
      expect(await mailCount(app)).toBe(mails);
      // another company may have the same person
      const other = await companyWithAdmin(app);
      expect((await http.post(LIST, { ...newContact(), email: first.email }, { token: other.admin.token })).statusCode).toBe(200);
    });

    it.each([
      [{ first_name: undefined }, 'first_name: First name is required.'],
      [{ first_name: '   ' }, 'first_name: First name is required.'],
      [{ last_name: '' }, 'last_name: Last name is required.'],
      [{ email: undefined }, 'email: Required'],
      [{ email: 'not-an-address' }, 'email: Invalid email address'],
      [{ contact_type: 'X' }, 'contact_type: Required'],
      [{ contact_type: undefined }, 'contact_type: Required'],
      [{ confidential: 'yes' }, 'confidential: Must be true or false'],
      [{ phone: 'x'.repeat(41) }, 'phone: Maximum 40 characters are allowed.'],
      [{ first_name: 'x'.repeat(151) }, 'first_name: Maximum 150 characters are allowed.'],
      [{ company_id: -1 }, 'company_id: Must be a positive number'],
    ])('refuses %j with 400 and saves nothing', async (change, message) => {
      const { companyId, admin } = await companyWithAdmin(app);
      const res = await http.post(LIST, newContact(change), { token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
      expect(await contactRows(app, companyId)).toEqual([]);
    });

    it.each([
      ['send_invitation=2', 'send_invitation: Must be 0 or 1'],
      ['questionnaire_id=abc', 'questionnaire_id: Must be a whole number'],
    ])('refuses the query %s with 400 and saves nothing', async (query, message) => {
      const { companyId, admin } = await companyWithAdmin(app);
      const res = await http.post(`${LIST}?${query}`, newContact(), { token: admin.token });
      expect(res.json()).toEqual(refusal(message));
      expect(await contactRows(app, companyId)).toEqual([]);
    });
  });

  describe('PUT /company/company_contact/update/{id}/', () => {
    it('changes only the fields given (a candidate becomes an employee)', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app);
      const contact = await createContact(db, companyId, { phone: '0102' });
      const before = await contactRow(app, contact.id);
      const res = await http.put(update(contact.id), { contact_type: 'E' }, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.statusModified });
      const after = await contactRow(app, contact.id);
      expect({ ...after, updatedAt: before.updatedAt }).toEqual({ ...before, contactType: 'E' });

      await http.put(update(contact.id), { first_name: ' Ada ', confidential: true, email: 'ADA.NEW@example.org' }, { token: admin.token });
      expect(await contactRow(app, contact.id)).toMatchObject({ firstName: 'Ada', lastName: 'Hopper', confidential: true, email: 'ADA.NEW@example.org', contactType: 'E', phone: '0102' });
    });

    it('accepts the listed contact sent back whole, as the front end does (result and complete_profile removed)', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app);
      const contact = await createContact(db, companyId);
      const [listed] = (await http.get(LIST, { token: admin.token })).json();
      const { result: _result, complete_profile: _profile, ...rest } = listed;
      const res = await http.put(update(contact.id), { ...rest, contact_type: 'E' }, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect((await contactRow(app, contact.id)).contactType).toBe('E');
    });

    it("refuses another contact's e-mail address and bad input, changing nothing; an unknown id is a 404", async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app);
      const contact = await createContact(db, companyId);
      const other = await createContact(db, companyId);
      const otherEmail = (await contactRow(app, other.id)).email;
      const rows = await contactRows(app, companyId);
      const attempts: [string, unknown, number, string][] = [
        [update(contact.id), { email: otherEmail.toUpperCase() }, 400, M.duplicateEmail],
        [update(contact.id), { first_name: '' }, 400, 'first_name: First name is required.'],
        [update(contact.id), { email: 'nope' }, 400, 'email: Invalid email address'],
        [update(contact.id), { contact_type: 'Z' }, 400, 'contact_type: Required'],
        [update('abc'), { contact_type: 'E' }, 400, 'id: Must be a whole number'],
        [update(0), { contact_type: 'E' }, 400, 'id: Must be a positive number'],
        [update(2147483000), { contact_type: 'E' }, 404, M.unknownContact],
      ];
      for (const [url, body, status, message] of attempts) {
        const res = await http.put(url, body, { token: admin.token });
        expect({ url, body, status: res.statusCode, answer: res.json() }).toEqual({ url, body, status, answer: refusal(message) });
      }
      expect(await contactRows(app, companyId)).toEqual(rows);
    });
  });

  describe('DELETE /company/company_contact/update/{id}/', () => {
    it("removes the contact and keeps the person's account and result", async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app);
      const person = await createUser(db);
      await createResult(db, person.id);
      const contact = await createContact(db, companyId, { userId: person.id });
      const kept = await createContact(db, companyId);
      const before = await personRows(app, person.id);
      const res = await http.delete(update(contact.id), { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.contactDeleted });
      expect((await contactRows(app, companyId)).map((c) => c.id)).toEqual([kept.id]);
      expect(await personRows(app, person.id)).toEqual(before);
      expect(before.results).toHaveLength(1);
      const again = await http.delete(update(contact.id), { token: admin.token });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(refusal(M.unknownContact));
    });
  });

  describe('POST /company/invite_contact/', () => {
    it('mails the invitation (first time or again) and marks the contact invited', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app, { name: `Inviting ${Date.now()}` });
      const contact = await createContact(db, companyId, { firstName: 'Omar' });
      const email = (await contactRow(app, contact.id)).email;
      const res = await http.post('/company/invite_contact/', { contact_referral: contact.referral, lang: 'en' }, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.invitationSent });
      const [mail] = await mailsTo(app, email);
      expect(mail.subject).toMatch(/^Inviting \d+ invites you to take the Rapport questionnaire$/);
      expect(mail.text).toContain(`${SITE_ORIGIN}/?contact=${contact.referral}`);
      expect((await contactRow(app, contact.id)).invitationSent).toBe(true);
      await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
      expect(await mailsTo(app, email)).toHaveLength(2);
    });

    it('refuses an unknown referral (404) and bad input (400)', async () => {
      const { admin } = await companyWithAdmin(app);
      const unknown = await http.post('/company/invite_contact/', { contact_referral: 'nosuchcode' }, { token: admin.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(refusal(M.unknownContact));
      const empty = await http.post('/company/invite_contact/', { contact_referral: ' ' }, { token: admin.token });
      expect(empty.json()).toEqual(refusal('contact_referral: Required'));
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('POST /auth/re-invite/', () => {
    it('mails the invitation to the contact with that e-mail and marks it invited', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app);
      const contact = await createContact(db, companyId);
      const email = (await contactRow(app, contact.id)).email;
      const res = await http.post('/auth/re-invite/', { user_email: email, company_id: companyId, lang: 'fr' }, { token: admin.token });
      expect(res.json()).toEqual({ message: M.invitationSent });
      expect((await contactRow(app, contact.id)).invitationSent).toBe(true);
      expect((await mailsTo(app, email))[0].text).toContain(`${SITE_ORIGIN}/?contact=${contact.referral}`);
    });
  });
});
