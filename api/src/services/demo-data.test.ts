import { eq, sql } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { api } from '@rapport/api/testing/http';
import type { App } from '../app';
import { DEMO_COLLEAGUE, DEMO_COMPANY, DEMO_LOGINS, DEMO_PEOPLE, demoDataWanted, demoLoginsLine, prepareDemoData } from './demo-data';
import { DEMO_MISSIONS } from './demo-missions';
import { companies, companyContacts, individualResults, missionContacts, missions, users } from '../db/schema';
import { valueColour } from '../model';
import { barometerResponses } from '../db/schema';
import { DEMO_BAROMETER_TEXTS, DEMO_SURVEYS } from './barometer/demo-surveys';

describe(`demo data (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const asked = { env: 'development', demoData: true } as const;

  // one database for the whole story, in order: new, demo made, later starts
  it('is made only when DEMO_DATA asks for it, and never in production: a new database has no account', async () => {
    const db = app.database.db;
    expect(demoDataWanted({ env: 'development', demoData: undefined })).toBe(false);
    expect(demoDataWanted({ env: 'development', demoData: false })).toBe(false);
    expect(demoDataWanted({ env: 'production', demoData: true })).toBe(false);
    expect(demoDataWanted(asked)).toBe(true);
    expect(await prepareDemoData(db, { env: 'development', demoData: undefined })).toEqual([]);
    expect(await prepareDemoData(db, { env: 'production', demoData: true })).toEqual([]);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(n).toBe(0);
  });

  it('gives a demo individual with a finished profile, and a company with every option and its finished admin', async () => {
    const db = app.database.db;
    const logins = await prepareDemoData(db, asked);
    expect(demoLoginsLine(logins)).toBe(
      'Demo logins: demo@rapport.local / rapport-demo-1 (individual), admin@rapport.local / rapport-demo-1 (company admin)',
    );
    for (const login of Object.values(DEMO_LOGINS)) expect(login.password).toMatch(/^.{8,}$/);
    for (const login of Object.values(DEMO_LOGINS)) expect(login.password).toMatch(/\d/);

    const http = api(app);
    const demo = (await http.post('/auth/user/login', { email: DEMO_LOGINS.individual.email, password: DEMO_LOGINS.individual.password })).json();
    expect(demo.status).toBe(1);
    // the demo's addresses are proven: its people are linked to companies and missions like real ones
    const [{ unproven }] = await db.select({ unproven: sql<number>`count(*)::int` }).from(users).where(sql`${users.emailVerifiedAt} is null`);
    expect(unproven).toBe(0);
    expect((await http.post('/result/profile/', { email: demo.email }, { token: demo.token })).json().email_verified).toBe(true);
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
          time_zone: 'Europe/Paris',
          extra_supported_fields: [
            { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit' },
            { field_name_in_api: 'boldness', field_name_for_user: 'Boldness' },
          ],
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

  it('gives the demo company about 20 contacts in every status, most finished, candidates, employees and a manager, some confidential', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const contacts: { id: number; status: string; contact_type: string; confidential: boolean; complete_profile: unknown; result: unknown }[] = (
      await http.get('/company/company_contact/', { token: admin.token })
    ).json();
    const count = (status: string) => contacts.filter((c) => c.status === status).length;
    expect(contacts).toHaveLength(19);
    expect({ completed: count('completed'), in_progress: count('in_progress'), invitation_sent: count('invitation_sent'), not_invited: count('not_invited') }).toEqual({
      completed: 12,
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
    // unfinished invited contacts were reminded (one of them stopped it): their rows say so
    const reminders = contacts as unknown as { status: string; reminders_sent: number; last_reminded_at: string | null; reminders_opted_out: boolean }[];
    expect(reminders.some((c) => c.status !== 'completed' && c.reminders_sent > 0 && c.last_reminded_at !== null && !c.reminders_opted_out)).toBe(true);
    expect(reminders.filter((c) => c.reminders_opted_out)).toHaveLength(1);
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

  it('gives the admin a team building mission of 7 finished people, with finished candidates outside it for the what-if', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    type Contact = { id: number; email: string; contact_type: string; status: string };
    type Listed = { pk: number; reference: string; mission_name: string; cpi: number | null; lowest_matching_score: number | null; mission_manager: Contact; mission_benchmarks: { contact: Contact; benchmark_type: string }[] };
    const teams: Listed[] = (await http.get('/company/mission/?mission_type=T', { token: admin.token })).json();
    expect(teams.map((m) => [m.reference, m.mission_name])).toEqual([['TB-001', 'Product squad']]);
    const [team] = teams;
    const people = [team.mission_manager, ...team.mission_benchmarks.map((b) => b.contact)];
    expect(people).toHaveLength(7);
    expect(people.every((p) => p.status === 'completed' && (p.contact_type === 'E' || p.contact_type === 'M'))).toBe(true);
    expect(team.mission_benchmarks.filter((b) => b.benchmark_type === 'employee')).toHaveLength(5);
    expect(team.cpi).toBeGreaterThan(0);
    expect(team.cpi).toBeLessThanOrEqual(1);
    expect(team.lowest_matching_score).toBeLessThan(team.cpi as number);

    const scores = (candidate?: number) => http.post('/company/team_scores/', { mission: team.pk, candidate }, { token: admin.token }).then((res) => res.json());
    const current = await scores();
    expect(current.cpi).toBe(team.cpi);
    expect(current.pair_count).toBe(21);
    expect(current.members.map((m: { role: string }) => m.role)).toEqual(['manager', 'employee', 'employee', 'employee', 'employee', 'employee', 'manager']);
    expect(current.members.every((m: { finished: boolean; impact: number | null }) => m.finished && Number.isInteger(m.impact))).toBe(true);

    // finished candidates outside the team: the what-if moves the CPI
    const contacts: Contact[] = (await http.get('/company/company_contact/', { token: admin.token })).json();
    const inTeam = new Set(people.map((p) => p.id));
    const outside = contacts.filter((c) => c.status === 'completed' && c.contact_type === 'C' && !inTeam.has(c.id));
    expect(outside.map((c) => c.email)).toEqual(expect.arrayContaining(['noah@rapport.local', 'lea@rapport.local', 'amira@rapport.local']));
    const whatIfs = await Promise.all(outside.map(async (c) => (await scores(c.id)).what_if));
    expect(whatIfs.every((w) => w.finished && typeof w.cpi === 'number' && Number.isInteger(w.impact))).toBe(true);
    expect(whatIfs.some((w) => w.cpi !== current.cpi)).toBe(true);
  });

  it('gives the company an avatar, two values and a values mission whose finished candidates show green, orange and red', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const values = (await http.get('/company/values/', { token: admin.token })).json();
    expect(values.words).toHaveLength(12);
    expect(new Set(values.words).size).toBe(12);
    expect(values.extra_supported_fields.map((f: { field_name_for_user: string }) => f.field_name_for_user)).toEqual(['Team spirit', 'Boldness']);
    for (const field of values.extra_supported_fields) {
      expect(field.word_ids.length).toBeGreaterThanOrEqual(3);
      expect(field.word_ids.length).toBeLessThanOrEqual(5);
    }

    type Contact = { user_id: number | null; contact_type: string; status: string };
    const [mission, ...more]: { reference: string; mission_manager: Contact | null; mission_member: Contact[] }[] = (
      await http.get('/company/mission/?mission_type=V', { token: admin.token })
    ).json();
    expect(more).toEqual([]);
    expect(mission.reference).toBe('VAL-001');
    expect(mission.mission_manager).toBeNull();
    expect(mission.mission_member.every((c) => c.contact_type === 'C')).toBe(true);
    const finished = mission.mission_member.filter((c) => c.status === 'completed');
    expect(finished.length).toBeGreaterThanOrEqual(4);

    const res = await http.post('/company/get_contact_avatar_matchings/', { contacts: mission.mission_member.flatMap((c) => (c.user_id === null ? [] : [c.user_id])) }, { token: admin.token });
    const matchings: { ircp_smooth: number; extra_fields: Record<string, number> }[] = res.json();
    expect(matchings).toHaveLength(finished.length);
    for (const matching of matchings) expect(Object.keys(matching.extra_fields)).toEqual(['team_spirit', 'boldness']);
    const colours = matchings.flatMap((m) => Object.values(m.extra_fields).map(valueColour));
    expect(new Set(colours)).toEqual(new Set(['green', 'orange', 'red']));
    expect(new Set(matchings.map((m) => m.ircp_smooth)).size).toBeGreaterThan(1);
  });

  it('gives the company an active barometer of 42 anonymous answers, some groups shown and some hidden by the threshold, and an ended one', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    const surveys = (await http.get('/company/mission/?mission_type=B', { token: admin.token })).json();
    const byReference = (reference: string) => surveys.find((m: { reference: string }) => m.reference === reference);
    const active = byReference('BAR-001');
    const ended = byReference('BAR-000');
    expect([active, ended].map((m) => [m.mission_name, m.is_active, m.barometer_result_count])).toEqual([
      ['Climate 2026', true, 42],
      ['Climate 2025', false, 12],
    ]);

    // the public link: the company's texts; the ended one says so and takes no answer
    const company = (await http.get(`/company/get_company_from_mission/?mission_referral=${active.mission_referral}`)).json();
    expect(company).toEqual(expect.objectContaining({ name: DEMO_COMPANY, barometer_text_header1: DEMO_BAROMETER_TEXTS.texts.en?.header1, mission_name: 'Climate 2026', is_active: true }));
    // in each survey language, English the default
    expect(company.barometer_texts).toEqual({
      default_language: 'en',
      texts: Object.fromEntries((['en', 'fr', 'ru'] as const).map((lang) => [lang, { header1: null, header2: null, intro: null, ...DEMO_BAROMETER_TEXTS.texts[lang] }])),
    });
    expect(company.barometer_texts.texts.ru.header1).toBe('Как у нас дела?');
    expect((await http.get(`/company/get_company_from_mission/?mission_referral=${ended.mission_referral}`)).json().is_active).toBe(false);
    expect((await http.get(`/response/demographic_question/?mission=${ended.mission_referral}`)).statusCode).toBe(410);

    // the results behind the default threshold of 5
    const results = (await http.get(`/company/barometer_results/?mission=${active.pk}`, { token: admin.token })).json();
    expect(results).toEqual(expect.objectContaining({ threshold: 5, response_count: 42, hidden: null }));
    const counts = (id: string) => results.demographics.find((q: { question_id: string }) => q.question_id === id).options.map((o: { count: number | null; hidden: string | null }) => o.hidden ?? o.count);
    // the first questions' groups of 5 or more are shown; the release rule then refuses the
    // later questions' groups that, with those already shown, would single out fewer than 5 people
    expect(counts('d1')).toEqual(['group_below_threshold', 14, 12, 8, 'group_below_threshold', 'group_below_threshold']);
    expect(counts('d2')).toEqual([6, 12, 10, 9, 5]);
    expect(counts('d3')).toEqual([8, 9, 6, 12, 'group_below_threshold', 'group_below_threshold', 'group_below_threshold']);
    expect(counts('d4')).toEqual(['differencing', 'differencing', 'differencing', 'group_below_threshold']);
    expect(counts('d6')).toEqual(['differencing', 'differencing', 'group_below_threshold', 'group_below_threshold']);
    expect(results.mode).toBe('public');
    expect(results.words).toHaveLength(12);
    expect(results.words.every((word: { margin: number | null }) => word.margin !== null && word.margin > 0)).toBe(true);
    const age = results.demographics.find((q: { question_id: string }) => q.question_id === 'd1');
    const filtered = (await http.get(`/company/barometer_results/?mission=${active.pk}&question=${age.pk}&option=${age.options[1].pk}`, { token: admin.token })).json();
    expect([filtered.group_count, filtered.hidden]).toEqual([14, null]);
    const guarded = (await http.get(`/company/barometer_results/?mission=${active.pk}&question=${age.pk}&option=${age.options[0].pk}`, { token: admin.token })).json();
    expect([guarded.group_count, guarded.hidden]).toEqual([null, 'group_below_threshold']);
  });

  it('dates each mission and survey as a newcomer expects: created (when it starts) before it ends, ended ones too, on any day', async () => {
    const http = api(app);
    const admin = (await http.post('/auth/user/login', { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password })).json();
    type Listed = { reference: string; mission_creation_date: string; mission_end_date: string };
    const listed: Listed[] = [];
    for (const type of ['R', 'M', 'O', 'T', 'V', 'B']) {
      for (const tab of ['', '&colleagues=true']) listed.push(...(await http.get(`/company/mission/?mission_type=${type}${tab}`, { token: admin.token })).json());
    }
    expect(listed.map((m) => m.reference).sort()).toEqual([...DEMO_MISSIONS, ...DEMO_SURVEYS].map((m) => m.reference).sort());
    const today = Date.now();
    const dates = listed.map((m) => ({ reference: m.reference, created: Date.parse(m.mission_creation_date), end: Date.parse(m.mission_end_date) }));
    for (const { reference, created, end } of dates) {
      expect({ reference, createdByToday: created <= today, startsBeforeItEnds: created < end }).toEqual({ reference, createdByToday: true, startsBeforeItEnds: true });
    }
    // the ended ones show it: ended before today, created before that
    expect(dates.filter((d) => d.end < today).map((d) => d.reference).sort()).toEqual(['BAR-000', 'MOB-000']);
    // whatever the day the demo is made: a plan that has ended was created further back than its months can last (31 days each)
    for (const plan of [...DEMO_MISSIONS, ...DEMO_SURVEYS]) {
      expect({ reference: plan.reference, createdDaysAgo: plan.createdDaysAgo >= Math.max(0, -plan.months * 31) }).toEqual({ reference: plan.reference, createdDaysAgo: true });
    }
  });

  it('is not made twice: DEMO_DATA=1 at every start adds nothing; a changed password is not printed', async () => {
    const db = app.database.db;
    await prepareDemoData(db, asked);
    await prepareDemoData(db, asked);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    // the two demo logins, the colleague, and the people with an account
    expect(n).toBe(3 + DEMO_PEOPLE.filter((p) => p.sample !== undefined || p.answered !== undefined).length);
    const [{ r }] = await db.select({ r: sql<number>`count(*)::int` }).from(individualResults);
    expect(r).toBe(2 + DEMO_PEOPLE.filter((p) => p.sample !== undefined).length);
    const [{ k }] = await db.select({ k: sql<number>`count(*)::int` }).from(companyContacts);
    expect(k).toBe(DEMO_PEOPLE.filter((p) => p.contact).length);
    const [{ c }] = await db.select({ c: sql<number>`count(*)::int` }).from(companies).where(eq(companies.name, DEMO_COMPANY));
    expect(c).toBe(1);
    // values the company set itself are not put back
    await db.update(companies).set({ extraSupportedFields: [] }).where(eq(companies.name, DEMO_COMPANY));
    await prepareDemoData(db, asked);
    const [company] = await db.select({ fields: companies.extraSupportedFields }).from(companies).where(eq(companies.name, DEMO_COMPANY));
    expect(company.fields).toEqual([]);
    const [{ m }] = await db.select({ m: sql<number>`count(*)::int` }).from(missions);
    expect(m).toBe(DEMO_MISSIONS.length + DEMO_SURVEYS.length);
    const [{ b }] = await db.select({ b: sql<number>`count(*)::int` }).from(barometerResponses);
    expect(b).toBe(42 + 12);
    const [{ p }] = await db.select({ p: sql<number>`count(*)::int` }).from(missionContacts);
    expect(p).toBe(DEMO_MISSIONS.reduce((sum, mission) => sum + mission.members.length + (mission.benchmarks?.length ?? 0), 0));
    // later starts print the logins while they work
    expect((await prepareDemoData(db, asked)).length).toBe(2);
    await db.update(users).set({ passwordHash: null }).where(eq(users.email, DEMO_LOGINS.admin.email));
    expect((await prepareDemoData(db, asked)).map((l) => l.role)).toEqual(['individual']);
    // without DEMO_DATA, nothing is printed even where the demo accounts exist
    expect(await prepareDemoData(db, { env: 'development', demoData: undefined })).toEqual([]);
  });
});
