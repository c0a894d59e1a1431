import { eq } from 'drizzle-orm';
import type { BarometerSurveyResponse } from '@rapport/wire/api/barometer-admin';
import { barometerContent, bodies, createSurvey, endSurvey, submitPath } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, mailsTo, type SignedIn } from '@rapport/api/testing/company';
import { createContact, dayFromToday } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { barometerInvitees, barometerLinks, barometerSurveys } from '../../db/schema';
import { openMail } from '../../mail/outbox';

/**
 * Invited surveys: a personal single-use link per chosen contact, mailed; only those links'
 * answers count; the admin sees how many links were used, never which. And the public
 * submit's limit per visitor and survey, whose refusals the admin sees.
 */
describe(`invited barometer surveys (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  async function invitedSurvey() {
    const survey = await createSurvey(app, companyId);
    await app.database.db.insert(barometerSurveys).values({ missionId: survey.id, mode: 'invited', threshold: 5 }).onConflictDoUpdate({ target: barometerSurveys.missionId, set: { mode: 'invited' } });
    return survey;
  }
  const info = async (missionId: number): Promise<BarometerSurveyResponse> => (await http.get(`/company/barometer_survey/?mission=${missionId}`, { token: admin.token })).json();
  const invite = (missionId: number, contacts: number[], lang = 'en') =>
    http.post(`/company/barometer_invitations/?mission=${missionId}`, { contacts }, { token: admin.token, headers: { 'accept-language': lang } });
  /** The personal link's code in the mail last sent to this address. */
  async function codeMailedTo(email: string): Promise<{ code: string; subject: string; text: string }> {
    const rows = await mailsTo(app, email);
    const row = rows[rows.length - 1];
    const mail = openMail(app.mailSecrets, { ...row, to: row.toAddress });
    const code = /[?&]invitation=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no personal link in the mail to ${email}`);
    return { code, subject: mail.subject, text: mail.text };
  }

  it('mails each chosen contact a personal link, once, and stores no link next to a contact', async () => {
    const survey = await invitedSurvey();
    const people = await Promise.all(['ada', 'alan', 'grace'].map((name) => createContact(app.database.db, companyId, { firstName: name, email: `${name}.${survey.id}@example.org` })));
    const sent = await invite(survey.id, people.map((p) => p.id));
    expect({ status: sent.statusCode, body: sent.json() }).toEqual({ status: 200, body: { message: '3 invitation(s) sent.', sent: 3, already_invited: 0 } });
    const again = await invite(survey.id, [people[0].id]);
    expect(again.json()).toEqual(expect.objectContaining({ sent: 0, already_invited: 1 }));

    const mail = await codeMailedTo(`ada.${survey.id}@example.org`);
    expect(mail.text).toContain(`/barometerquestionnaire/`);
    expect(mail.text).toContain(`?mission=${encodeURIComponent(survey.referral)}&invitation=${mail.code}`);
    expect(mail.subject).toContain('your personal link');
    // the outbox row holds the link sealed, never in plain
    const [row] = await mailsTo(app, `ada.${survey.id}@example.org`);
    expect(row.text).not.toContain(mail.code);

    const links = await app.database.db.select().from(barometerLinks).where(eq(barometerLinks.missionId, survey.id));
    expect(links).toHaveLength(3);
    expect(Object.keys(links[0]).sort()).toEqual(['codeHash', 'missionId', 'used']);
    expect(JSON.stringify(links)).not.toContain(mail.code);
    const invitees = await app.database.db.select().from(barometerInvitees).where(eq(barometerInvitees.missionId, survey.id));
    expect(invitees.map((i) => i.contactId).sort()).toEqual(people.map((p) => p.id).sort());
    expect(await info(survey.id)).toEqual(expect.objectContaining({ mode: 'invited', links_sent: 3, links_used: 0, invited_contacts: people.map((p) => p.id).sort((a, b) => a - b) }));
  });

  it('writes the mail in French for a French admin', async () => {
    const survey = await invitedSurvey();
    const person = await createContact(app.database.db, companyId, { firstName: 'Léa', email: `lea.${survey.id}@example.org` });
    await invite(survey.id, [person.id], 'fr');
    expect((await codeMailedTo(`lea.${survey.id}@example.org`)).subject).toContain('votre lien personnel');
  });

  it('takes one answer per link; the public link, an unknown link and a used one are refused; the count says how many were used', async () => {
    const survey = await invitedSurvey();
    const content = await barometerContent(app, survey.referral);
    const next = bodies(content, 3);
    const person = await createContact(app.database.db, companyId, { email: `one.${survey.id}@example.org` });
    await invite(survey.id, [person.id]);
    const { code } = await codeMailedTo(`one.${survey.id}@example.org`);

    const without = await http.post(submitPath(survey.referral), next(), { ip: freshIp() });
    expect({ status: without.statusCode, code: without.json().code }).toEqual({ status: 403, code: 'barometer.invitation_required' });
    const unknown = await http.post(`${submitPath(survey.referral)}&invitation=${'x'.repeat(43)}`, next(), { ip: freshIp() });
    expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({ status: 404, code: 'barometer.invitation_unknown' });
    const broken = await http.post(`${submitPath(survey.referral)}&invitation=${code}`, { ...next(), first_answers: '' }, { ip: freshIp() });
    expect(broken.statusCode).toBe(400);
    // a refused body does not spend the link
    expect((await http.post(`${submitPath(survey.referral)}&invitation=${code}`, next(), { ip: freshIp() })).statusCode).toBe(200);
    const twice = await http.post(`${submitPath(survey.referral)}&invitation=${code}`, next(), { ip: freshIp() });
    expect({ status: twice.statusCode, code: twice.json().code }).toEqual({ status: 410, code: 'barometer.invitation_used' });
    expect(await info(survey.id)).toEqual(expect.objectContaining({ links_sent: 1, links_used: 0, released_count: 0 }));
    const company = (await http.get(`/company/get_company_from_mission/?mission_referral=${survey.referral}`)).json();
    expect(company.mode).toBe('invited');
  });

  it('refuses invitations for a public survey, an ended one, a contact of another company, or no contact (400)', async () => {
    const publicSurvey = await createSurvey(app, companyId);
    const person = await createContact(app.database.db, companyId);
    expect((await invite(publicSurvey.id, [person.id])).json().code).toBe('barometer.not_invited');
    const ended = await invitedSurvey();
    await endSurvey(app, ended.id, { endDate: dayFromToday(-1) });
    expect((await invite(ended.id, [person.id])).json().code).toBe('barometer.invitations_ended');
    const other = await companyWithAdmin(app, { supportsBarometer: true });
    const stranger = await createContact(app.database.db, other.companyId);
    const survey = await invitedSurvey();
    const foreign = await invite(survey.id, [stranger.id]);
    expect({ status: foreign.statusCode, code: foreign.json().code, field: foreign.json().field }).toEqual({ status: 400, code: 'barometer.unknown_contact', field: 'contacts' });
    expect((await invite(survey.id, [])).statusCode).toBe(400);
    // nothing was sent for the refused calls
    expect((await info(survey.id)).links_sent).toBe(0);
    // another company's admin cannot send or read
    const theirs = await http.post(`/company/barometer_invitations/?mission=${survey.id}`, { contacts: [stranger.id] }, { token: other.admin.token });
    expect(theirs.statusCode).toBe(404);
    expect((await http.get(`/company/barometer_survey/?mission=${survey.id}`, { token: other.admin.token })).statusCode).toBe(404);
  });

  it('refuses a personal link on a public survey (it would dodge the per-visitor limit)', async () => {
    const survey = await createSurvey(app, companyId);
    const content = await barometerContent(app, survey.referral);
    const res = await http.post(`${submitPath(survey.referral)}&invitation=${'y'.repeat(43)}`, bodies(content, 4)(), { ip: freshIp() });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code: 'barometer.not_invited' });
  });

  it('takes 5 public answers per visitor and survey in an hour, and shows the company how many more were refused', async () => {
    const survey = await createSurvey(app, companyId);
    const otherSurvey = await createSurvey(app, companyId);
    const content = await barometerContent(app, survey.referral);
    const next = bodies(content, 5);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await http.post(submitPath(survey.referral), next(), { ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // another survey from the same visitor has its own allowance
    expect((await http.post(submitPath(otherSurvey.referral), next(), { ip })).statusCode).toBe(200);
    // the refusals are counted on the side: wait until the three are written
    let seen = await info(survey.id);
    while (seen.refused_count < 3) seen = await info(survey.id);
    expect(seen).toEqual(expect.objectContaining({ refused_count: 3, released_count: 5, mode: 'public' }));
    expect((await info(otherSurvey.id)).refused_count).toBe(0);
  });
});
