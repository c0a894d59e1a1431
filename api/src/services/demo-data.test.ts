import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { buildTestApp, testDatabaseKind } from '../testing/build-test-app';
import { api } from '../testing/http';
import { DEMO_COMPANY, DEMO_LOGINS, DEMO_PEOPLE, demoDataWanted, demoLoginsLine, prepareDemoData } from './demo-data';
import { companies, individualResults, users } from '../db/schema';

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

  it('gives a demo individual who has not finished, and a company with every option and its finished admin', async () => {
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
    expect((await http.post('/result/individual_result/', { email: demo.email }, { token: demo.token })).json().w_1).toBe(-1);
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

  it('gives the admin two finished matching contacts, scored on /contacts, and a matching detail with each', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const { b2c_matching: contacts, fake_matching: samples } = (await http.post('/result/matching/', { email: admin.email }, { token: admin.token })).json();
    const expected = DEMO_PEOPLE.filter((p) => p.contactOfAdmin).map((p) => p.email).sort();
    expect(contacts.map((c: { email: string }) => c.email).sort()).toEqual(expected);
    for (const contact of contacts) {
      expect(contact.is_finished).toBe(true);
      expect(contact.rui_smooth).toBeGreaterThan(0);
      expect(contact.rui_smooth).toBeLessThanOrEqual(1);
      const detail = await http.post('/result/matching/detail/', { email: admin.email, partner: contact.email }, { token: admin.token });
      expect(detail.statusCode).toBe(200);
    }
    expect(samples.every((s: { rui_smooth: number | null }) => typeof s.rui_smooth === 'number')).toBe(true);
    // the demo individual has no contact and stays unfinished
    const demo = (await http.post('/auth/user/login', { email: DEMO_LOGINS.individual.email, password: DEMO_LOGINS.individual.password })).json();
    expect((await http.post('/result/matching/', { email: demo.email }, { token: demo.token })).json().b2c_matching).toEqual([]);
    // every finished demo person can download a report (made on demand)
    const report = await http.get('/result/report/cv-pdf/en/', { token: admin.token });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toBe('attachment; filename="rapport-relational-cv-alex-admin-en.pdf"');
  });

  it('is not made again: the database has users now; DEMO_DATA=1 adds nothing twice; a changed password is not printed', async () => {
    const db = app.database.db;
    expect(await demoDataWanted(db, 'pglite', undefined)).toBe(false);
    await prepareDemoData(db, 'postgres', true);
    await prepareDemoData(db, 'postgres', true);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(n).toBe(2 + DEMO_PEOPLE.length);
    const [{ r }] = await db.select({ r: sql<number>`count(*)::int` }).from(individualResults);
    expect(r).toBe(1 + DEMO_PEOPLE.length);
    const [{ c }] = await db.select({ c: sql<number>`count(*)::int` }).from(companies).where(eq(companies.name, DEMO_COMPANY));
    expect(c).toBe(1);
    // later starts print the logins while they work
    expect((await prepareDemoData(db, 'pglite', undefined)).length).toBe(2);
    await db.update(users).set({ passwordHash: null }).where(eq(users.email, DEMO_LOGINS.admin.email));
    expect((await prepareDemoData(db, 'pglite', undefined)).map((l) => l.role)).toEqual(['individual']);
  });
});
