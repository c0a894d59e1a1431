import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as M, contactReportPath } from '@rapport/wire/api/company';
import { RAW_SCORE_CATEGORIES } from '@rapport/wire/entities/result';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactByEmail, mailsTo, refusal } from '@rapport/api/testing/company';
import { pdfPages } from '@rapport/api/testing/documents';
import { createContact, createResult, createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { finishThroughApi, SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { companies, companyContacts, individualResults } from '../../db/schema';

const LIST = '/company/company_contact/';
const resultPath = (id: number) => `/company/company_contact/${id}/result/`;

describe(`a contact's result, seen by the company (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const listed = async (token: string, id: number) => (await http.get(LIST, { token })).json().find((c: { id: number }) => c.id === id);

  it('follows the invitation: mailed link, sign-up through it (in progress), questionnaire finished (completed), then the quotation table and the report', async () => {
    const { admin } = await companyWithAdmin(app, { name: `Journey ${Date.now()}`, quotationAccess: true });
    const email = `invitee.${Date.now()}@example.org`;
    const added = await http.post(`${LIST}?send_invitation=1`, { first_name: 'Inès', last_name: 'Invitée', email, contact_type: 'C', lang: 'en' }, { token: admin.token });
    expect(added.json()).toEqual({ message: M.contactAdded });
    const contact = await contactByEmail(app, email);
    expect((await listed(admin.token, contact.id)).status).toBe('invitation_sent');

    // the mail holds the contact link; the person follows it and signs up
    const [mail] = await mailsTo(app, email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.origin).toBe(SITE_ORIGIN);
    const referral = link.searchParams.get('contact');
    expect(referral).toBe(contact.contactReferral);
    const signup = (await http.post('/auth/user/register', { first_name: 'Inès', last_name: 'Invitée', email, password: 'a-password-1', contact: referral })).json();
    expect(signup.status).toBe(1);
    // the front end maps the contact as well: idempotent
    expect((await http.post('/auth/user/map_company_contact/', { contact: referral }, { token: signup.token })).json()).toEqual({ status: 1 });
    const afterSignup = await listed(admin.token, contact.id);
    expect(afterSignup).toMatchObject({ status: 'in_progress', user_id: expect.any(Number), complete_profile: null, result: null });

    const finished = await finishThroughApi(http, { email, token: signup.token }, SAMPLES[3], `?contact=${referral}`);
    expect(finished.statusCode).toBe(200);
    const done = await listed(admin.token, contact.id);
    const [stored] = await app.database.db.select().from(individualResults).where(eq(individualResults.userId, afterSignup.user_id));
    expect(done).toMatchObject({
      status: 'completed',
      complete_profile: { en: contactReportPath(contact.id, 'en'), fr: contactReportPath(contact.id, 'fr') },
      result: { date: stored.finishedAt.toISOString(), r_percent: stored.rPercent, i_percent: stored.iPercent, s_percent: stored.sPercent },
    });

    const view = await http.get(resultPath(contact.id), { token: admin.token });
    expect(view.statusCode).toBe(200);
    const expected: Record<string, number | string> = {
      w_1: stored.w1,
      x_1: stored.x1,
      y_1: stored.y1,
      z_1: stored.z1,
      w_2: stored.w2,
      x_2: stored.x2,
      y_2: stored.y2,
      z_2: stored.z2,
      r_percent: stored.rPercent,
      i_percent: stored.iPercent,
      s_percent: stored.sPercent,
      date: stored.finishedAt.toISOString(),
    };
    for (const category of RAW_SCORE_CATEGORIES) {
      for (const mode of [1, 2] as const) expected[`${category}${mode}`] = stored[`${category}${mode}`];
    }
    expect(view.json()).toEqual(expected);
    expect(stored.rPercent + stored.iPercent + stored.sPercent).toBe(100);

    for (const lang of ['en', 'fr'] as const) {
      const report = await http.get(done.complete_profile[lang], { token: admin.token });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toBe('application/pdf');
      expect(report.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // the person's own profile report
    expect((await pdfPages((await http.get(done.complete_profile.en, { token: admin.token })).rawPayload)).join(' ')).toContain('Inès');
  });

  describe('confidential contacts', () => {
    it('are never quotable nor downloadable, whatever the buttons say; lifting confidentiality opens both', async () => {
      const db = app.database.db;
      const { companyId, admin } = await companyWithAdmin(app, { quotationAccess: true });
      const person = await createUser(db);
      await createResult(db, person.id);
      const contact = await createContact(db, companyId, { userId: person.id });
      await db.update(companyContacts).set({ confidential: true }).where(eq(companyContacts.id, contact.id));

      expect(await listed(admin.token, contact.id)).toMatchObject({ status: 'completed', confidential: true, complete_profile: null, result: { r_percent: 40 } });
      for (const url of [resultPath(contact.id), contactReportPath(contact.id, 'en'), contactReportPath(contact.id, 'fr')]) {
        const res = await http.get(url, { token: admin.token });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: refusal(M.confidential) });
      }

      await http.put(`/company/company_contact/update/${contact.id}/`, { confidential: false }, { token: admin.token });
      expect((await http.get(resultPath(contact.id), { token: admin.token })).statusCode).toBe(200);
      expect((await http.get(contactReportPath(contact.id, 'fr'), { token: admin.token })).statusCode).toBe(200);
    });
  });

  it('needs the quotation access flag for the quotation table, not for the report', async () => {
    const db = app.database.db;
    const { companyId, admin } = await companyWithAdmin(app, { quotationAccess: false });
    const person = await createUser(db);
    await createResult(db, person.id);
    const contact = await createContact(db, companyId, { userId: person.id });
    const refused = await http.get(resultPath(contact.id), { token: admin.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(M.noQuotationAccess));
    expect((await http.get(contactReportPath(contact.id, 'en'), { token: admin.token })).statusCode).toBe(200);
    await db.update(companies).set({ quotationAccess: true }).where(eq(companies.id, companyId));
    expect((await http.get(resultPath(contact.id), { token: admin.token })).statusCode).toBe(200);
  });

  it("answers 404 for a contact without a finished result of the contact's questionnaire", async () => {
    const db = app.database.db;
    const { companyId, admin } = await companyWithAdmin(app, { quotationAccess: true });
    const invited = await createContact(db, companyId);
    const person = await createUser(db);
    await createResult(db, person.id, { questionnaireType: 'standard' });
    const otherType = await createContact(db, companyId, { userId: person.id, questionnaireType: 'workplace' });
    for (const id of [invited.id, otherType.id]) {
      for (const url of [resultPath(id), contactReportPath(id, 'en')]) {
        const res = await http.get(url, { token: admin.token });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: refusal(M.noResult) });
      }
    }
    expect((await http.get('/company/company_contact/1/report/ru/', { token: admin.token })).json()).toEqual(refusal('lang: Must be one of en, fr'));
  });
});
