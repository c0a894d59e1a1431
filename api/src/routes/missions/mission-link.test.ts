import { and, asc, eq, sql } from 'drizzle-orm';
import { MISSION_MESSAGES as M } from '@rapport/wire/api/missions';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { refusal, signedIn } from '@rapport/api/testing/company';
import { lastVerificationLink, verifyBody } from '@rapport/api/testing/email-verification';
import { createCompany, createMission, createUser, dayFromToday, questionnaireTypeId, TEST_PASSWORD } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { newCode } from '../../auth/secrets';
import { companyContacts, missionContacts, missions } from '../../db/schema';
import { CONTACT_TAKEN, NO_MATCHING_CONTACT } from '../../services/accounts/links';

let n = 0;
const newEmail = (name: string) => `${name}.${Date.now().toString(36)}.${(n += 1)}@example.org`;

/**
 * The mission link (spec: site origin + ?mission={mission_referral}): a person who signs up or
 * in through it becomes a contact of the mission's company and a member of the mission while
 * it is active, once their e-mail address is proven (a new account: by the confirmation link
 * mailed at sign-up, which carries the mission); an ended or archived mission says so (410)
 * and takes nobody.
 */
describe(`the mission link (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const contactsOf = (companyId: number) =>
    app.database.db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId)).orderBy(asc(companyContacts.id));
  const rolesOf = (missionId: number) =>
    app.database.db
      .select({ contactId: missionContacts.contactId, role: missionContacts.role })
      .from(missionContacts)
      .where(eq(missionContacts.missionId, missionId))
      .orderBy(asc(missionContacts.contactId));
  const contact = async (companyId: number, email: string, contactType: 'C' | 'E' | 'M', userId: number | null = null) => {
    const [row] = await app.database.db
      .insert(companyContacts)
      .values({ companyId, firstName: 'Known', lastName: 'Person', email, contactType, contactReferral: newCode(), userId })
      .returning({ id: companyContacts.id });
    return row.id;
  };
  const end = (missionId: number, values: { endDate?: string; archivedAt?: Date }) =>
    app.database.db.update(missions).set(values).where(eq(missions.id, missionId));

  it('makes a new user who signs up through a recruitment link and confirms their address a candidate contact and a member, with the mission questionnaire', async () => {
    const db = app.database.db;
    const company = await createCompany(db);
    const mission = await createMission(db, company, { missionType: 'R', questionnaireType: 'workplace' });
    const email = newEmail('newcomer');
    const res = await http.post('/auth/user/register', { first_name: 'Nora', last_name: 'Newcomer', email, password: 'analytical-1', mission: mission.referral });
    expect(res.statusCode).toBe(200);
    // the place waits for the address: the confirmation link carries the mission
    expect(await contactsOf(company)).toEqual([]);
    const link = await lastVerificationLink(app, email);
    expect(link.searchParams.get('mission')).toBe(mission.referral);
    // followed in the browser that signed up (its session goes with the call)
    const verified = await http.post('/auth/user/verify_email/', verifyBody(link), { token: res.json().token });
    expect(verified.json()).toEqual({ status: 1, email, previous_access_removed: false });
    const [created] = await contactsOf(company);
    expect(created).toEqual(
      expect.objectContaining({
        firstName: 'Nora',
        lastName: 'Newcomer',
        email,
        contactType: 'C',
        invitationSent: false,
        confidential: false,
        questionnaireTypeId: await questionnaireTypeId(db, 'workplace'),
        userId: expect.any(Number),
      }),
    );
    expect(await rolesOf(mission.id)).toEqual([{ contactId: created.id, role: 'member' }]);
    // the front end maps again after the sign-in: nothing changes
    const again = await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: res.json().token });
    expect(again.json()).toEqual({ status: 1 });
    expect(await contactsOf(company)).toHaveLength(1);
    expect(await rolesOf(mission.id)).toEqual([{ contactId: created.id, role: 'member' }]);
  });

  it.each([
    ['M', 'E'],
    ['O', 'E'],
    ['T', 'E'],
    ['V', 'C'],
  ] as const)('makes a %s link create a contact of type %s', async (missionType, contactType) => {
    const db = app.database.db;
    const company = await createCompany(db);
    const mission = await createMission(db, company, { missionType });
    const me = await signedIn(app, { emailVerified: true });
    expect((await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: me.token })).json()).toEqual({ status: 1 });
    const [created] = await contactsOf(company);
    expect(created).toEqual(expect.objectContaining({ contactType, userId: me.id, questionnaireTypeId: null }));
    expect(await rolesOf(mission.id)).toEqual([{ contactId: created.id, role: 'member' }]);
  });

  it('reuses the contact with the e-mail (at sign-in), and adds nobody who already holds a role', async () => {
    const db = app.database.db;
    const company = await createCompany(db);
    const mission = await createMission(db, company, { missionType: 'O' });
    const user = await createUser(db, { email: newEmail('known'), emailVerified: true });
    const known = await contact(company, user.email.toUpperCase(), 'E');
    const login = await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD, mission: mission.referral });
    expect(login.statusCode).toBe(200);
    expect(await contactsOf(company)).toEqual([expect.objectContaining({ id: known, userId: user.id, contactType: 'E' })]);
    expect(await rolesOf(mission.id)).toEqual([{ contactId: known, role: 'member' }]);

    // the person to onboard (the manager) following the link stays the manager
    const managerUser = await signedIn(app, { email: newEmail('manager'), emailVerified: true });
    const manager = await contact(company, managerUser.email, 'E');
    await db.update(missions).set({ managerContactId: manager }).where(eq(missions.id, mission.id));
    expect((await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: managerUser.token })).json()).toEqual({ status: 1 });
    // a viewer stays a viewer
    const viewerUser = await signedIn(app, { email: newEmail('viewer'), emailVerified: true });
    const viewer = await contact(company, viewerUser.email, 'E');
    await db.insert(missionContacts).values({ missionId: mission.id, contactId: viewer, role: 'viewer' });
    expect((await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: viewerUser.token })).json()).toEqual({ status: 1 });
    expect(await rolesOf(mission.id)).toEqual([
      { contactId: known, role: 'member' },
      { contactId: viewer, role: 'viewer' },
    ]);
    const [row] = await db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, manager));
    expect(row.userId).toBe(managerUser.id);
  });

  it('links but does not add an employee following a recruitment link (its candidates are candidates), nor a contact held by another account', async () => {
    const db = app.database.db;
    const company = await createCompany(db);
    const mission = await createMission(db, company, { missionType: 'R' });
    const employeeUser = await signedIn(app, { email: newEmail('employee'), emailVerified: true });
    const employee = await contact(company, employeeUser.email, 'E');
    expect((await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: employeeUser.token })).json()).toEqual({ status: 1 });
    const [linked] = await db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, employee));
    expect(linked.userId).toBe(employeeUser.id);

    const me = await signedIn(app, { email: newEmail('taken'), emailVerified: true });
    const holder = await createUser(db);
    await contact(company, me.email, 'C', holder.id);
    const taken = await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: me.token });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 409, body: refusal(CONTACT_TAKEN) });
    expect(await rolesOf(mission.id)).toEqual([]);
  });

  it('answers 410 to an ended or archived mission: the questionnaire, the journey and the mapping; a sign-up still succeeds without joining', async () => {
    const db = app.database.db;
    const company = await createCompany(db);
    const expired = await createMission(db, company, { missionType: 'R' });
    await end(expired.id, { endDate: dayFromToday(-1) });
    const archived = await createMission(db, company, { missionType: 'M' });
    await end(archived.id, { archivedAt: new Date() });
    const ended = { status: 0, message: M.ended, code: 'mission.ended' };
    const me = await signedIn(app);
    for (const { referral } of [expired, archived]) {
      for (const path of ['/response/question/', '/response/answer/']) {
        const res = await http.get(`${path}?mission=${referral}`);
        expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 410, body: ended });
      }
      const progress = await http.post(`/result/response/?mission=${referral}`, { email: me.email }, { token: me.token });
      expect({ status: progress.statusCode, body: progress.json() }).toEqual({ status: 410, body: ended });
      const mapped = await http.post('/auth/user/map_company_contact/', { mission: referral }, { token: me.token });
      expect({ status: mapped.statusCode, body: mapped.json() }).toEqual({ status: 410, body: ended });
      const email = newEmail('late');
      const res = await http.post('/auth/user/register', { first_name: 'Late', last_name: 'Comer', email, password: 'analytical-1', mission: referral });
      expect(res.statusCode).toBe(200);
    }
    expect(await contactsOf(company)).toEqual([]);
    const [{ k }] = await db.select({ k: sql<number>`count(*)::int` }).from(missionContacts).where(sql`${missionContacts.missionId} in (${expired.id}, ${archived.id})`);
    expect(k).toBe(0);
    // an active mission still serves its questionnaire
    const active = await createMission(db, company);
    expect((await http.get(`/response/question/?mission=${active.referral}`)).statusCode).toBe(200);
  });

  it('keeps the barometer anonymous: its link creates no contact and adds no member', async () => {
    const db = app.database.db;
    const company = await createCompany(db);
    const survey = await createMission(db, company, { missionType: 'B' });
    const stranger = await signedIn(app, { emailVerified: true });
    const res = await http.post('/auth/user/map_company_contact/', { mission: survey.referral }, { token: stranger.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: refusal(NO_MATCHING_CONTACT) });
    const knownUser = await signedIn(app, { email: newEmail('respondent'), emailVerified: true });
    const known = await contact(company, knownUser.email, 'E');
    expect((await http.post('/auth/user/map_company_contact/', { mission: survey.referral }, { token: knownUser.token })).json()).toEqual({ status: 1 });
    expect(await contactsOf(company)).toEqual([expect.objectContaining({ id: known, userId: knownUser.id })]);
    expect(await db.select().from(missionContacts).where(and(eq(missionContacts.missionId, survey.id)))).toEqual([]);
  });
});
