import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { activityRows, entryFacts } from '@rapport/api/testing/activity';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { createSurvey } from '@rapport/api/testing/barometer';
import { createContact, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { inDays, missionPath, missionsWorld } from '@rapport/api/testing/missions';
import { barometerSurveys } from '../../db/schema';

const CONTACTS = '/company/company_contact/';
const contactPath = (id: number) => `/company/company_contact/update/${id}/`;

/** Every admin action on people's data lands in the company's trail, in its own transaction, naming who, from where and what. */
describe(`the activity trail records the admins' actions (${testDatabaseKind})`, () => {
  const world = missionsWorld();
  const IP = '203.0.113.7';
  const as = () => ({ token: world.admin.token, ip: IP });
  /** The lists' archive action: a PUT without a body. */
  const archive = (pk: number, token: string) =>
    world.app.inject({ method: 'PUT', url: `/api${missionPath(pk)}`, headers: { authorization: `Token ${token}` }, remoteAddress: IP });
  const since = async (companyId: number, count: number) => (await activityRows(world.app, companyId)).slice(count).map(entryFacts);

  it('records a contact created and invited, changed (the fields named, never their values), made an employee, invited again and deleted', async () => {
    const { app, http, companyId, admin } = world;
    const before = (await activityRows(app, companyId)).length;
    const email = `ada.${Date.now()}@example.org`;
    const created = await http.post(`${CONTACTS}?send_invitation=1`, { first_name: 'Ada', last_name: 'Lovelace', email, contact_type: 'C', confidential: true }, as());
    expect(created.statusCode).toBe(200);
    const contact = (await http.get(CONTACTS, as())).json().find((row: { email: string }) => row.email === email);
    const subject = `Ada Lovelace <${email}>`;
    const by = { actorEmail: admin.email, ip: IP };
    expect(await since(companyId, before)).toEqual([
      { kind: 'contact.created', subject, ...by, detail: { contact_type: 'C', invited: true } },
      { kind: 'contact.invited', subject, ...by, detail: { again: false } },
    ]);

    const changed = await http.put(contactPath(contact.id), { first_name: 'Augusta', phone: '+44 20 7946 0000', last_name: 'Lovelace' }, as());
    expect(changed.statusCode).toBe(200);
    const converted = await http.put(contactPath(contact.id), { contact_type: 'E' }, as());
    expect(converted.statusCode).toBe(200);
    // a save that changes nothing records nothing
    expect((await http.put(contactPath(contact.id), { contact_type: 'E', first_name: 'Augusta' }, as())).statusCode).toBe(200);
    const renamed = `Augusta Lovelace <${email}>`;
    expect(await since(companyId, before + 2)).toEqual([
      { kind: 'contact.updated', subject: renamed, ...by, detail: { fields: ['first_name', 'phone'] } },
      { kind: 'contact.converted', subject: renamed, ...by, detail: { from: 'C', to: 'E' } },
    ]);
    expect(JSON.stringify(await activityRows(app, companyId))).not.toContain('7946');

    expect((await http.post('/company/invite_contact/', { contact_referral: contact.contact_referral }, as())).statusCode).toBe(200);
    expect((await http.post('/auth/re-invite/', { user_email: email, company_id: companyId }, as())).statusCode).toBe(200);
    expect((await http.delete(contactPath(contact.id), as())).statusCode).toBe(200);
    expect(await since(companyId, before + 4)).toEqual([
      { kind: 'contact.invited', subject: renamed, ...by, detail: { again: true } },
      { kind: 'contact.invited', subject: renamed, ...by, detail: { again: true } },
      { kind: 'contact.deleted', subject: renamed, ...by, detail: { contact_type: 'E' } },
    ]);
  });

  it('records nothing for an action refused, and no action when its entry cannot be written', async () => {
    const { app, http, companyId } = world;
    const before = (await activityRows(app, companyId)).length;
    expect((await http.delete(contactPath(2_000_000_000), as())).statusCode).toBe(404);
    expect((await http.put(contactPath(2_000_000_000), { first_name: 'Nobody' }, as())).statusCode).toBe(404);
    expect((await http.post(CONTACTS, { first_name: 'Bad', last_name: 'Address', email: 'not-an-address', contact_type: 'C' }, as())).statusCode).toBe(400);
    expect(await activityRows(app, companyId)).toHaveLength(before);

    const email = `lost.${Date.now()}@example.org`;
    jest.spyOn(app.activityRepository, 'record').mockRejectedValueOnce(new Error('the disk is full'));
    expect((await http.post(`${CONTACTS}?send_invitation=0`, { first_name: 'Lost', last_name: 'Entry', email, contact_type: 'C' }, as())).statusCode).toBe(500);
    expect((await http.get(CONTACTS, as())).json().map((row: { email: string }) => row.email)).not.toContain(email);
  });

  it('records a mission created (its reference and name), changed (the fields and roles changed), archived and deleted', async () => {
    const { app, http, companyId, admin } = world;
    const before = (await activityRows(app, companyId)).length;
    const created = await http.post('/company/mission/', world.recruitment({ reference: 'REC-77', mission_name: 'Data engineer' }), as());
    expect(created.statusCode).toBe(200);
    const pk = created.json().pk as number;
    const by = { actorEmail: admin.email, ip: IP };
    const changed = await http.put(
      missionPath(pk),
      world.recruitment({ reference: 'REC-77', mission_name: 'Data engineer', mission_end_date: inDays(90), mission_member: [world.people.candidates[1]] }),
      as(),
    );
    expect(changed.statusCode).toBe(200);
    expect((await archive(pk, admin.token)).statusCode).toBe(200);
    expect((await http.delete(missionPath(pk), as())).statusCode).toBe(200);
    expect(await since(companyId, before)).toEqual([
      { kind: 'mission.created', subject: 'REC-77 Data engineer', ...by, detail: { mission_type: 'R', people: 5 } },
      { kind: 'mission.updated', subject: 'REC-77 Data engineer', ...by, detail: { fields: ['mission_end_date', 'mission_member'] } },
      { kind: 'mission.updated', subject: 'REC-77 Data engineer', ...by, detail: { archived: true } },
      { kind: 'mission.deleted', subject: 'REC-77 Data engineer', ...by, detail: { mission_type: 'R' } },
    ]);
  });

  it("records a survey created, changed, ended (archived) and deleted as survey entries, in its own company's trail only", async () => {
    const { app, http } = world;
    const barometer = await questionnaireTypeId(app.database.db, 'barometer');
    const { companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true });
    const survey = (values: Record<string, unknown> = {}) => ({
      mission_name: 'Spring climate',
      reference: 'BAR-9',
      mission_description: 'How do we feel at work this spring?',
      mission_end_date: inDays(30),
      type: 'B',
      default_questionnaire_type: barometer,
      ...values,
    });
    const token = { token: admin.token, ip: IP };
    const created = await http.post('/company/mission/', survey(), token);
    expect(created.statusCode).toBe(200);
    const pk = created.json().pk as number;
    expect((await http.put(missionPath(pk), survey({ mission_end_date: inDays(45) }), token)).statusCode).toBe(200);
    expect((await archive(pk, admin.token)).statusCode).toBe(200);
    // archiving again ends nothing more
    expect((await archive(pk, admin.token)).statusCode).toBe(200);
    expect((await http.delete(missionPath(pk), token)).statusCode).toBe(200);
    const by = { actorEmail: admin.email, ip: IP, subject: 'BAR-9 Spring climate' };
    expect(await since(companyId, 0)).toEqual([
      { kind: 'survey.created', ...by, detail: { mission_type: 'B', barometer_mode: 'public' } },
      { kind: 'survey.updated', ...by, detail: { fields: ['mission_end_date'] } },
      { kind: 'survey.ended', ...by, detail: {} },
      { kind: 'survey.deleted', ...by, detail: { mission_type: 'B' } },
    ]);
    // none of it in the other company's trail
    expect((await activityRows(app, world.companyId)).map((row) => row.subject)).not.toContain('BAR-9 Spring climate');
  });

  it("records each contact a survey's personal link is mailed to, naming the survey (never which link is whose), once", async () => {
    const { app, http } = world;
    const { companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true });
    const survey = await createSurvey(app, companyId);
    await app.database.db.insert(barometerSurveys).values({ missionId: survey.id, mode: 'invited', threshold: 5 }).onConflictDoUpdate({ target: barometerSurveys.missionId, set: { mode: 'invited' } });
    const people = await Promise.all(['ada', 'alan'].map((name) => createContact(app.database.db, companyId, { firstName: name, email: `${name}.${survey.id}@example.org` })));
    const invite = () => http.post(`/company/barometer_invitations/?mission=${survey.id}`, { contacts: people.map((p) => p.id) }, { token: admin.token, ip: IP });
    expect((await invite()).statusCode).toBe(200);
    // those already invited are not mailed again, nor recorded
    expect((await invite()).json()).toEqual(expect.objectContaining({ sent: 0, already_invited: 2 }));
    const rows = await activityRows(app, companyId);
    expect(rows.map(entryFacts).sort((a, b) => a.subject.localeCompare(b.subject))).toEqual(
      ['ada', 'alan'].map((name) => ({
        kind: 'contact.invited',
        subject: `${name} Hopper <${name}.${survey.id}@example.org>`,
        actorEmail: admin.email,
        ip: IP,
        detail: { survey: 'A mission' },
      })),
    );
  });
});
