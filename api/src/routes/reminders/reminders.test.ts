import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REMINDER_MESSAGES } from '@rapport/wire/api/contact-reminders';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn } from '@rapport/api/testing/company';
import { addCompanyUser, createCompany } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { contactState, daysAfter, invitedContact, optOutTokenIn, remindersTo, sweepAt } from '@rapport/api/testing/reminders';
import type { App } from '../../app';
import { companies } from '../../db/schema';

const SETTINGS = '/company/reminders/';
const OPT_OUT = '/reminders/opt-out/';

describe(`contact reminders: the company's delay and the opt-out (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const reminderDays = async (companyId: number) => {
    const [row] = await app.database.db.select({ days: companies.reminderDays }).from(companies).where(eq(companies.id, companyId));
    return row.days;
  };

  describe('the delay', () => {
    it('is 7 days unless changed, at most 3 reminders; an admin changes it for their company', async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const read = await http.get(SETTINGS, { token: admin.token });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ reminder_days: 7, max_reminders: 3 });
      for (const days of [1, 90, 14]) {
        const res = await http.put(SETTINGS, { reminder_days: days }, { token: admin.token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ reminder_days: days, max_reminders: 3 });
      }
      expect(await reminderDays(companyId)).toBe(14);
      expect((await http.get(`${SETTINGS}?company_id=${companyId}`, { token: admin.token })).json()).toEqual({ reminder_days: 14, max_reminders: 3 });
    });

    it('refuses a delay out of 1 to 90 whole days with a message, and keeps the one set', async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      for (const days of [0, 91, -3, 2.5, '7', null]) {
        const res = await http.put(SETTINGS, { reminder_days: days }, { token: admin.token });
        expect({ days, status: res.statusCode }).toEqual({ days, status: 400 });
        if (days !== null) expect(res.json()).toEqual(expect.objectContaining({ message: `reminder_days: ${REMINDER_MESSAGES.daysRange}`, code: 'reminders.days_range', field: 'reminder_days' }));
      }
      expect((await http.put(SETTINGS, {}, { token: admin.token })).statusCode).toBe(400);
      expect(await reminderDays(companyId)).toBe(7);
    });

    it("is the active company's only: another company's admin changes their own, names of other companies are 404, individuals 403", async () => {
      const mine = await companyWithAdmin(app);
      const theirs = await companyWithAdmin(app);
      expect((await http.put(SETTINGS, { reminder_days: 30 }, { token: theirs.admin.token })).statusCode).toBe(200);
      expect(await reminderDays(mine.companyId)).toBe(7);
      expect(await reminderDays(theirs.companyId)).toBe(30);
      // naming my company is refused like any company not theirs
      const named = await http.put(`${SETTINGS}?company_id=${mine.companyId}`, { reminder_days: 2 }, { token: theirs.admin.token });
      expect(named.statusCode).toBe(404);
      expect(await reminderDays(mine.companyId)).toBe(7);
      // a second company of the admin's is not the active one either
      const second = await createCompany(app.database.db);
      await addCompanyUser(app.database.db, second, mine.admin.id);
      expect((await http.put(`${SETTINGS}?company_id=${second}`, { reminder_days: 2 }, { token: mine.admin.token })).statusCode).toBe(404);
      const individual = await signedIn(app);
      expect((await http.put(SETTINGS, { reminder_days: 2 }, { token: individual.token })).statusCode).toBe(403);
      expect((await http.get(SETTINGS, { token: individual.token })).statusCode).toBe(403);
      expect((await http.get(SETTINGS)).statusCode).toBe(401);
    });
  });

  describe('the opt-out link', () => {
    /** A contact reminded once: its row and the token of its reminder's opt-out link. */
    async function remindedContact(lang: 'en' | 'fr' = 'en') {
      const { companyId, admin } = await companyWithAdmin(app, { name: `Opt ${Math.random().toString(36).slice(2)}` });
      const contact = await invitedContact(app, http, admin, companyId, { lang });
      await sweepAt(app, daysAfter(contact.invitedAt as Date, 7));
      const [mail] = await remindersTo(app, contact.email);
      return { contact, companyId, admin, token: optOutTokenIn(mail.text) };
    }

    it('stops the reminders without signing in, says so in the contact’s language, and again the same without changing anything', async () => {
      const { contact, companyId, admin, token } = await remindedContact('fr');
      const listed = async () => (await http.get('/company/company_contact/', { token: admin.token })).json()[0];
      const reminded = await contactState(app, contact.id);
      // the contact's row says when it was last reminded, and how many times
      expect(await listed()).toMatchObject({ reminders_sent: 1, last_reminded_at: reminded.lastRemindedAt?.toISOString(), reminders_opted_out: false });
      const res = await http.post(OPT_OUT, { token });
      expect(res.statusCode).toBe(200);
      const [{ name }] = await app.database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      expect(res.json()).toEqual({ message: REMINDER_MESSAGES.optedOut, lang: 'fr', company_name: name });
      const after = await contactState(app, contact.id);
      expect(after.remindersOptedOutAt).toBeInstanceOf(Date);
      expect(after.reminderDueFrom).toBeNull();
      expect(await listed()).toMatchObject({ reminders_sent: 1, reminders_opted_out: true });
      const again = await http.post(OPT_OUT, { token });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      expect((await contactState(app, contact.id)).remindersOptedOutAt).toEqual(after.remindersOptedOutAt);
    });

    it('answers a token that names nobody with a 404 that tells nothing, and a malformed one with a 400', async () => {
      await remindedContact();
      const unknown = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
      const answers = await Promise.all(unknown.map((token) => http.post(OPT_OUT, { token })));
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 0, message: REMINDER_MESSAGES.unknownLink, code: 'reminders.unknown_link' });
      }
      for (const token of ['short', `${'a'.repeat(43)}!`, 42, '']) {
        const res = await http.post(OPT_OUT, { token });
        expect({ token, status: res.statusCode }).toEqual({ token, status: 400 });
      }
      expect((await http.post(OPT_OUT, {})).json()).toEqual(refusal('token: Required'));
    });

    it("takes RFC 8058's one-click post from a mail reader, its form body unread", async () => {
      const { contact, token } = await remindedContact();
      const res = await app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe/?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REMINDER_MESSAGES.optedOut });
      expect((await contactState(app, contact.id)).remindersOptedOutAt).toBeInstanceOf(Date);
      const multipart = await app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe/?token=${token}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(multipart.statusCode).toBe(200);
      const unknown = await app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/?token=${randomBytes(32).toString('base64url')}` });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
