import { eq } from 'drizzle-orm';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { createResult, createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { activityOf, contactState, daysAfter, invitedContact, optOutTokenIn, remindersTo, sweepAt } from '@rapport/api/testing/reminders';
import type { App } from '../../app';
import { companies, companyContacts, users } from '../../db/schema';

describe(`the reminder sweep (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A company of its own per test: the sweep takes every company's due contacts, so each test looks at its own only. */
  const company = (name: string) => companyWithAdmin(app, { name: `${name} ${Math.random().toString(36).slice(2)}` });

  it('reminds an unfinished invited contact once the delay has passed since the invitation, not before, and records it', async () => {
    const { companyId, admin } = await company('Acme');
    const contact = await invitedContact(app, http, admin, companyId, { firstName: 'Ada' });
    expect(contact).toMatchObject({ invitationSent: true, invitationLang: 'en', remindersSent: 0, lastRemindedAt: null });
    const invited = contact.invitedAt as Date;
    expect(contact.reminderDueFrom).toEqual(invited);

    await sweepAt(app, new Date(daysAfter(invited, 7).getTime() - 1000));
    expect(await remindersTo(app, contact.email)).toHaveLength(0);

    const at = daysAfter(invited, 7);
    await sweepAt(app, at);
    const [mail] = await remindersTo(app, contact.email);
    expect(mail.subject).toMatch(/^Reminder: Acme .* invites you to take the Rapport questionnaire$/);
    // the invitation's link to the questionnaire, again
    expect(mail.text).toContain(`${SITE_ORIGIN}/?contact=${encodeURIComponent(contact.contactReferral)}`);
    expect(mail.text).toContain('This is reminder 1 of 3 at most.');
    expect(await contactState(app, contact.id)).toMatchObject({ remindersSent: 1, lastRemindedAt: at, reminderDueFrom: at });
    const entries = (await activityOf(app, companyId)).filter((entry) => entry.kind === 'contact.reminded');
    expect(entries).toEqual([
      expect.objectContaining({ actorUserId: null, actorEmail: null, ip: null, subject: `Ada Hopper <${contact.email}>`, detail: { reminder: 1, of: 3 } }),
    ]);
  });

  it('sends at most three reminders, the company delay apart, and follows a change of the delay', async () => {
    const { companyId, admin } = await company('Delays');
    await app.database.db.update(companies).set({ reminderDays: 3 }).where(eq(companies.id, companyId));
    const contact = await invitedContact(app, http, admin, companyId);
    const invited = contact.invitedAt as Date;
    const count = async () => (await remindersTo(app, contact.email)).length;

    await sweepAt(app, daysAfter(invited, 3));
    expect(await count()).toBe(1);
    // the next one is due three days after this one, not three days after the invitation again
    await sweepAt(app, daysAfter(invited, 5));
    expect(await count()).toBe(1);
    await sweepAt(app, daysAfter(invited, 6));
    expect(await count()).toBe(2);
    // a longer delay applies to the reminder still to come
    await app.database.db.update(companies).set({ reminderDays: 10 }).where(eq(companies.id, companyId));
    await sweepAt(app, daysAfter(invited, 15));
    expect(await count()).toBe(2);
    await sweepAt(app, daysAfter(invited, 16));
    expect(await count()).toBe(3);
    expect((await remindersTo(app, contact.email))[2].text).toContain('This is reminder 3 of 3 at most.');
    await sweepAt(app, daysAfter(invited, 400));
    expect(await count()).toBe(3);
    expect(await contactState(app, contact.id)).toMatchObject({ remindersSent: 3, reminderDueFrom: null });
    // a new invitation restarts no reminder beyond the three
    await http.post('/company/invite_contact/', { contact_referral: contact.contactReferral }, { token: admin.token });
    await sweepAt(app, daysAfter(new Date(), 400));
    expect(await count()).toBe(3);
  });

  it('a new invitation restarts the delay from itself; the reminders already sent still count', async () => {
    const { companyId, admin } = await company('Again');
    const contact = await invitedContact(app, http, admin, companyId);
    await sweepAt(app, daysAfter(contact.invitedAt as Date, 7));
    await http.post('/company/invite_contact/', { contact_referral: contact.contactReferral }, { token: admin.token });
    const again = await contactState(app, contact.id);
    expect(again).toMatchObject({ remindersSent: 1, reminderDueFrom: again.invitedAt });
    await sweepAt(app, new Date(daysAfter(again.invitedAt as Date, 7).getTime() - 1000));
    expect(await remindersTo(app, contact.email)).toHaveLength(1);
    await sweepAt(app, daysAfter(again.invitedAt as Date, 7));
    const reminders = await remindersTo(app, contact.email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1].text).toContain('This is reminder 2 of 3 at most.');
  });

  it('never reminds a contact who finished: the contact leaves the schedule', async () => {
    const { companyId, admin } = await company('Finished');
    const person = await createUser(app.database.db);
    const contact = await invitedContact(app, http, admin, companyId, { email: person.email, userId: person.id });
    await createResult(app.database.db, person.id);
    await sweepAt(app, daysAfter(contact.invitedAt as Date, 30));
    expect(await remindersTo(app, contact.email)).toHaveLength(0);
    expect(await contactState(app, contact.id)).toMatchObject({ remindersSent: 0, reminderDueFrom: null });
    expect((await activityOf(app, companyId)).filter((entry) => entry.kind === 'contact.reminded')).toEqual([]);
  });

  it('reminds a contact whose questionnaire is under way (an account, no result yet), with a one-click link of their account, in their language', async () => {
    const { companyId, admin } = await company('Started');
    const person = await createUser(app.database.db);
    await app.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, person.id));
    const contact = await invitedContact(app, http, admin, companyId, { email: person.email, userId: person.id, lang: 'en' });
    await sweepAt(app, daysAfter(contact.invitedAt as Date, 7));
    const [mail] = await remindersTo(app, contact.email);
    expect(mail.subject).toMatch(/^Rappel : /);
    expect(mail.text).toMatch(new RegExp(`${SITE_ORIGIN}/\\?contact=${contact.contactReferral}&token=[^&\\s]+&email=`));
    expect(mail.text).toContain('Ce lien vous connecte directement à votre compte Rapport');
  });

  it('never reminds a contact who opted out', async () => {
    const { companyId, admin } = await company('Opted');
    const contact = await invitedContact(app, http, admin, companyId);
    await sweepAt(app, daysAfter(contact.invitedAt as Date, 7));
    const token = optOutTokenIn((await remindersTo(app, contact.email))[0].text);
    expect((await http.post('/reminders/opt-out/', { token })).statusCode).toBe(200);
    await sweepAt(app, daysAfter(contact.invitedAt as Date, 100));
    expect(await remindersTo(app, contact.email)).toHaveLength(1);
    // nor after being invited again
    await http.post('/company/invite_contact/', { contact_referral: contact.contactReferral }, { token: admin.token });
    await sweepAt(app, daysAfter(new Date(), 100));
    expect(await remindersTo(app, contact.email)).toHaveLength(1);
    expect(await contactState(app, contact.id)).toMatchObject({ remindersSent: 1, reminderDueFrom: null });
  });

  it('two sweeps at once send each due contact one reminder, not two', async () => {
    const { companyId, admin } = await company('Race');
    const contacts = [];
    for (let n = 0; n < 6; n += 1) contacts.push(await invitedContact(app, http, admin, companyId));
    const at = daysAfter(new Date(), 8);
    const [first, second] = await Promise.all([sweepAt(app, at), sweepAt(app, at)]);
    const counts = await Promise.all(contacts.map(async (contact) => (await remindersTo(app, contact.email)).length));
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
    expect(first + second).toBeGreaterThanOrEqual(6);
    for (const contact of contacts) expect((await contactState(app, contact.id)).remindersSent).toBe(1);
    expect((await activityOf(app, companyId)).filter((entry) => entry.kind === 'contact.reminded')).toHaveLength(6);
    // and again at the same instant: nothing more
    await Promise.all([sweepAt(app, at), sweepAt(app, at)]);
    expect(await Promise.all(contacts.map(async (contact) => (await remindersTo(app, contact.email)).length))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('writes the mail in English and in French with the opt-out link in the text, the HTML and List-Unsubscribe', async () => {
    const { companyId, admin } = await company('Words');
    const en = await invitedContact(app, http, admin, companyId, { lang: 'en', firstName: 'Ada' });
    const fr = await invitedContact(app, http, admin, companyId, { lang: 'fr', firstName: 'Aimée' });
    await sweepAt(app, daysAfter(new Date(), 8));
    const [english] = await remindersTo(app, en.email);
    const [french] = await remindersTo(app, fr.email);
    const enToken = optOutTokenIn(english.text);
    const enLink = `${SITE_ORIGIN}/reminders/stop?token=${enToken}`;
    expect(english.text).toContain(`Hello Ada,`);
    expect(english.text).toContain(`To get no more reminders, follow this link (no sign-in needed):\n${enLink}`);
    expect(english.html).toContain(`<a href="${enLink}" style="color:#3b3b98">Stop these reminders</a>`);
    expect(english.headers).toEqual({ 'List-Unsubscribe': `<${enLink}>` });
    const frLink = `${SITE_ORIGIN}/reminders/stop?token=${optOutTokenIn(french.text)}`;
    expect(french.subject).toMatch(/^Rappel : Words .* vous invite à répondre au questionnaire Rapport$/);
    expect(french.text).toContain('Bonjour Aimée,');
    expect(french.text).toContain('Ceci est la relance 1 sur 3 au plus.');
    expect(french.text).toContain(`Pour ne plus recevoir de relances, suivez ce lien (sans vous connecter) :\n${frLink}`);
    expect(french.html).toContain('Ne plus recevoir de relances</a>');
    // each contact's link is its own, and the table never holds it
    expect(frLink).not.toBe(enLink);
    const stored = JSON.stringify(await app.database.db.select().from(companyContacts).where(eq(companyContacts.id, en.id)));
    expect(stored).not.toContain(enToken);
  });

  it("with the API's public address, List-Unsubscribe is RFC 8058's one-click post", async () => {
    const { companyId, admin } = await company('OneClick');
    const contact = await invitedContact(app, http, admin, companyId);
    await sweepAt(app, daysAfter(new Date(), 8), { apiPublicUrl: 'https://api.rapport.test/api' });
    const [mail] = await remindersTo(app, contact.email);
    const token = optOutTokenIn(mail.text);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://api.rapport.test/api/reminders/unsubscribe/?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
