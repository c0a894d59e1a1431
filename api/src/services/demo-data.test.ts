import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { buildTestApp, testDatabaseKind } from '../testing/build-test-app';
import { api } from '../testing/http';
import { DEMO_COLLEAGUE, DEMO_COMPANY, DEMO_LOGINS, DEMO_MISSIONS, DEMO_PEOPLE, demoDataWanted, demoLoginsLine, prepareDemoData } from './demo-data';
import { companies, companyContacts, individualResults, missionContacts, missions, users } from '../db/schema';

describe(`demo data (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // one database for the whole story, in order: new, demo made, later starts
  it('is wanted on a new embedded database only, unless DEMO_DATA says otherwise', async () => {
    const db = app.database.db;
    expect(await demoDataWanted(db, 'pglite', undefined)).toBe(true);
    expect(await demoDataWanted(db, 'postgres', undefined)).toBe(false);
    expect(await demoDataWanted(db, 'postgres', true)).toBe(true);
    expect(await demoDataWanted(db, 'pglite', false)).toBe(false);
    expect(await prepareDemoData(db, 'pglite', false)).toEqual([]);
    expect(await prepareDemoData(db, 'postgres', undefined)).toEqual([]);
  });

  it('gives a demo individual with a finished profile, and a company with every option and its finished admin', async () => {
    const db = app.database.db;
    const logins = await prepareDemoData(db, 'pglite', undefined);
    expect(demoLoginsLine(logins)).toBe(
      'Demo logins: demo@rapport.local / rapport-demo-1 (individual), admin@rapport.local / rapport-demo-1 (company admin)',
    );
    for (const login of Object.values(DEMO_LOGINS)) expect(login.password).toMatch(/^.{8,}$/);
    for (const login of Object.values(DEMO_LOGINS)) expect(login.password).toMatch(/\d/);

    const http = api(app);
    const demo = (await http.post('/auth/user/login', { email: DEMO_LOGINS.individual.email, password: DEMO_LOGINS.individual.password })).json();
    expect(demo.status).toBe(1);
    const demoResult = (await http.post('/result/individual_result/', { email: demo.email }, { token: demo.token })).json();
    expect(demoResult.w_1).toBeGreaterThan(-1);
    expect(demoResult.soft_skills.en).toMatch(/\w+: /);
    expect((await http.post('/result/profile/', { email: demo.email }, { token: demo.token })).json().companies).toEqual([]);

    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const profile = (await http.post('/result/profile/', { email: admin.email }, { token: admin.token })).json();
    const adminResult = (await http.post('/result/individual_result/', { email: admin.email }, { token: admin.token })).json();
    expect(adminResult.w_1).toBeGreaterThan(-1);
    expect(adminResult.soft_skills.en).toMatch(/\w+: /);
    expect(profile.companies).toEqual([
      {
        company: {
          pk: expect.any(Number),
          name: DEMO_COMPANY,
          company_logo: null,
          supports_barometer: true,
          supports_avatar: true,
          quotation_access: true,
        },
      },
    ]);
  });

  it('gives the admin two and the individual three finished matching contacts, scored on /contacts, and a matching detail with each', async () => {
    const http = api(app);
    for (const [whose, login] of [['admin', DEMO_LOGINS.admin], ['individual', DEMO_LOGINS.individual]] as const) {
      const me = (await http.post('/auth/user/login', { email: login.email, password: login.password })).json();
      const { b2c_matching: contacts, fake_matching: samples } = (await http.post('/result/matching/', { email: me.email }, { token: me.token })).json();
      const expected = DEMO_PEOPLE.filter((p) => p.contactOf?.includes(whose)).map((p) => p.email).sort();
      expect(expected).toHaveLength(whose === 'admin' ? 2 : 3);
      expect(contacts.map((c: { email: string }) => c.email).sort()).toEqual(expected);
      for (const contact of contacts) {
        expect(contact.is_finished).toBe(true);
        expect(contact.rui_smooth).toBeGreaterThan(0);
        expect(contact.rui_smooth).toBeLessThanOrEqual(1);
        const detail = await http.post('/result/matching/detail/', { email: me.email, partner: contact.email }, { token: me.token });
        expect(detail.statusCode).toBe(200);
      }
      expect(samples.every((s: { rui_smooth: number | null }) => typeof s.rui_smooth === 'number')).toBe(true);
    }
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    // every finished demo person can download a report (made on demand)
    const report = await http.get('/result/report/cv-pdf/en/', { token: admin.token });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toBe('attachment; filename="rapport-relational-cv-alex-admin-en.pdf"');
  });

  it('gives the demo company about 15 contacts in every status, most finished, candidates, employees and a manager, some confidential', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const contacts: { id: number; status: string; contact_type: string; confidential: boolean; complete_profile: unknown; result: unknown }[] = (
      await http.get('/company/company_contact/', { token: admin.token })
    ).json();
    const count = (status: string) => contacts.filter((c) => c.status === status).length;
    expect(contacts).toHaveLength(16);
    expect({ completed: count('completed'), in_progress: count('in_progress'), invitation_sent: count('invitation_sent'), not_invited: count('not_invited') }).toEqual({
      completed: 9,
      in_progress: 2,
      invitation_sent: 3,
      not_invited: 2,
    });
    expect(new Set(contacts.map((c) => c.contact_type))).toEqual(new Set(['C', 'E', 'M']));
    expect(contacts.filter((c) => c.confidential).map((c) => c.status).sort()).toEqual(['completed', 'invitation_sent']);
    for (const contact of contacts.filter((c) => c.status === 'completed')) {
      expect(contact.result).toEqual(expect.objectContaining({ r_percent: expect.any(Number) }));
      expect(contact.complete_profile === null).toBe(contact.confidential);
    }
    const quotable = contacts.find((c) => c.status === 'completed' && !c.confidential);
    expect((await http.get(`/company/company_contact/${quotable?.id}/result/`, { token: admin.token })).statusCode).toBe(200);
  });

  it("gives the admin a recruitment, a mobility and an onboarding mission with finished people, and a colleague's recruitment", async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const colleague = (await http.post('/auth/user/login', { email: DEMO_COLLEAGUE.email, password: DEMO_LOGINS.admin.password })).json();
    expect(colleague.status).toBe(1);
    type Person = { contact_type: string; status: string };
    type Listed = { reference: string; is_active: boolean; mission_manager: Person; mission_member: Person[]; mission_benchmarks: { contact: Person }[] };
    const list = async (query: string, token = admin.token): Promise<Listed[]> => {
      const res = await http.get(`/company/mission/?${query}`, { token });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const finished = (people: Person[]) => people.filter((p) => p.status === 'completed').length;

    const [recruitment, ...otherRecruitments] = await list('mission_type=R');
    expect(otherRecruitments).toEqual([]);
    expect(recruitment.is_active).toBe(true);
    expect(recruitment.mission_manager).toEqual(expect.objectContaining({ contact_type: 'E', status: 'completed' }));
    expect(recruitment.mission_benchmarks.map((b) => b.contact.contact_type)).toEqual(['E', 'E']);
    expect(finished(recruitment.mission_benchmarks.map((b) => b.contact))).toBe(2);
    expect(recruitment.mission_member.every((c) => c.contact_type === 'C')).toBe(true);
    expect(recruitment.mission_member.length).toBeGreaterThanOrEqual(4);
    expect(finished(recruitment.mission_member)).toBeGreaterThanOrEqual(3);

    const mobilities = await list('mission_type=M');
    const mobility = mobilities.find((m) => m.reference === 'MOB-001') as Listed;
    expect(mobility.is_active).toBe(true);
    // an ended one shows what an ended mission looks like
    expect(mobilities.find((m) => m.reference === 'MOB-000')?.is_active).toBe(false);
    expect(mobility.mission_member.every((c) => c.contact_type === 'E')).toBe(true);
    expect(finished(mobility.mission_member)).toBeGreaterThanOrEqual(2);
    const [onboarding] = await list('mission_type=O');
    expect(onboarding.mission_manager.status).toBe('completed');
    expect(onboarding.mission_member).toHaveLength(3);
    expect(finished(onboarding.mission_member)).toBe(3);

    // the colleagues tab: the admin sees the colleague's recruitment, and the other way round
    const [theirs, ...more] = await list('mission_type=R&colleagues=true');
    expect(more).toEqual([]);
    expect(theirs.reference).toBe(DEMO_MISSIONS.find((m) => m.owner === 'colleague')?.reference);
    expect(finished(theirs.mission_member)).toBeGreaterThanOrEqual(2);
    expect((await list('mission_type=R', colleague.token)).map((m) => m.reference)).toEqual([theirs.reference]);
    expect((await list('mission_type=R&colleagues=true', colleague.token)).map((m) => m.reference)).toEqual([recruitment.reference]);
  });

  it('is not made again: the database has users now; DEMO_DATA=1 adds nothing twice; a changed password is not printed', async () => {
    const db = app.database.db;
    expect(await demoDataWanted(db, 'pglite', undefined)).toBe(false);
    await prepareDemoData(db, 'postgres', true);
    await prepareDemoData(db, 'postgres', true);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    // the two demo logins, the colleague, and the people with an account
    expect(n).toBe(3 + DEMO_PEOPLE.filter((p) => p.sample !== undefined || p.answered !== undefined).length);
    const [{ r }] = await db.select({ r: sql<number>`count(*)::int` }).from(individualResults);
    expect(r).toBe(2 + DEMO_PEOPLE.filter((p) => p.sample !== undefined).length);
    const [{ k }] = await db.select({ k: sql<number>`count(*)::int` }).from(companyContacts);
    expect(k).toBe(DEMO_PEOPLE.filter((p) => p.contact).length);
    const [{ c }] = await db.select({ c: sql<number>`count(*)::int` }).from(companies).where(eq(companies.name, DEMO_COMPANY));
    expect(c).toBe(1);
    const [{ m }] = await db.select({ m: sql<number>`count(*)::int` }).from(missions);
    expect(m).toBe(DEMO_MISSIONS.length);
    const [{ p }] = await db.select({ p: sql<number>`count(*)::int` }).from(missionContacts);
    expect(p).toBe(DEMO_MISSIONS.reduce((sum, mission) => sum + mission.members.length + (mission.benchmarks?.length ?? 0), 0));
    // later starts print the logins while they work
    expect((await prepareDemoData(db, 'pglite', undefined)).length).toBe(2);
    await db.update(users).set({ passwordHash: null }).where(eq(users.email, DEMO_LOGINS.admin.email));
    expect((await prepareDemoData(db, 'pglite', undefined)).map((l) => l.role)).toEqual(['individual']);
  });
});
