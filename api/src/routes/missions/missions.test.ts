import { eq, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { MISSION_MESSAGES as M } from '@rapport/wire/api/missions';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, recruitmentsAtScale, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { addCompanyUser, createMission as createMissionRow, createResult, createUser, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { newCode } from '../../auth/secrets';
import { barometerResponses, companyContacts, missionContacts, missions } from '../../db/schema';
import { AUTH_REQUIRED } from '../../plugins/auth';

const LIST = '/company/mission/';
const one = (pk: number | string) => `/company/mission_update/?pk=${pk}`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe(`missions (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let admin: SignedIn;
  let colleague: SignedIn;
  let standard: number;
  /** contacts of the company by role in the tests */
  let people: { manager: number; boss: number; employee: number; employee2: number; candidates: number[]; candidateUser: number };

  /** A contact of the company with a type, straight into the table. */
  const contact = async (company: number, contactType: 'C' | 'E' | 'M', firstName: string, userId: number | null = null): Promise<number> => {
    const [row] = await app.database.db
      .insert(companyContacts)
      .values({
        companyId: company,
        firstName,
        lastName: 'Tester',
        email: `${firstName.toLowerCase()}.${newCode().toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`,
        contactType,
        contactReferral: newCode(),
        userId,
      })
      .returning({ id: companyContacts.id });
    return row.id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    const db = app.database.db;
    ({ companyId, admin } = await companyWithAdmin(app, { name: `Missions ${Date.now()}` }));
    colleague = await signedIn(app, { firstName: 'Colin', lastName: 'Colleague' });
    await addCompanyUser(db, companyId, colleague.id);
    standard = await questionnaireTypeId(db, 'standard');
    const finished = await createUser(db);
    await createResult(db, finished.id);
    people = {
      manager: await contact(companyId, 'E', 'Mia'),
      boss: await contact(companyId, 'M', 'Bruno'),
      employee: await contact(companyId, 'E', 'Eva'),
      employee2: await contact(companyId, 'E', 'Elio'),
      candidates: [await contact(companyId, 'C', 'Cara'), await contact(companyId, 'C', 'Cyril'), await contact(companyId, 'C', 'Celia')],
      candidateUser: await contact(companyId, 'C', 'Finn', finished.id),
    };
  });
  afterAll(async () => {
    await app.close();
  });

  /** A valid recruitment form: a manager, two team members, two candidates. */
  const recruitment = (values: Record<string, unknown> = {}) => ({
    mission_name: 'Backend developer',
    reference: 'REC-1',
    mission_description: 'We hire a backend developer.',
    mission_end_date: inDays(60),
    type: 'R',
    default_questionnaire_type: standard,
    mission_manager: people.manager,
    mission_member: [people.candidates[0], people.candidateUser],
    mission_benchmarks: [
      { id: people.boss, benchmark_type: 'manager' },
      { id: people.employee, benchmark_type: 'employee' },
    ],
    ...values,
  });

  const missionCount = async () => {
    const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(missions).where(eq(missions.companyId, companyId));
    return row.n;
  };

  const create = async (body: Record<string, unknown>, caller: SignedIn = admin) => {
    const res = await http.post(LIST, body, { token: caller.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: expect.objectContaining({ pk: expect.any(Number) }) });
    return res.json();
  };

  const ids = (list: { pk: number }[]) => list.map((m) => m.pk);
  const list = async (query: string, caller: SignedIn = admin) => {
    const res = await http.get(`${LIST}?${query}`, { token: caller.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe('the lifecycle', () => {
    it('creates a mission owned by the caller and answers it whole, with its people as the contacts list shows them', async () => {
      const before = Date.now();
      const mission = await create(recruitment());
      expect(mission).toEqual({
        pk: mission.id,
        id: expect.any(Number),
        mission_name: 'Backend developer',
        mission_type: 'R',
        type: 'R',
        reference: 'REC-1',
        mission_description: 'We hire a backend developer.',
        mission_creation_date: expect.any(String),
        mission_end_date: expect.any(String),
        mission_referral: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        mission_manager: expect.objectContaining({ id: people.manager, first_name: 'Mia', contact_type: 'E', status: 'not_invited' }),
        mission_owner: admin.id,
        mission_member: [
          expect.objectContaining({ id: people.candidates[0], contact_type: 'C' }),
          expect.objectContaining({ id: people.candidateUser, status: 'completed', result: expect.objectContaining({ r_percent: 40 }) }),
        ],
        mission_viewers: [],
        mission_delegates: [],
        mission_benchmarks: [
          { contact: expect.objectContaining({ id: people.boss, contact_type: 'M' }), benchmark_type: 'manager' },
          { contact: expect.objectContaining({ id: people.employee, contact_type: 'E' }), benchmark_type: 'employee' },
        ],
        company: companyId,
        default_questionnaire_type: standard,
        default_questionnaire: { questionnaire_type: 'standard' },
        barometer_result_count: 0,
        is_active: true,
        cpi: null,
        lowest_matching_score: null,
      });
      expect(Date.parse(mission.mission_creation_date)).toBeGreaterThanOrEqual(before - 1000);
      // the member's answer is the contacts list's own shape
      const contacts = (await http.get('/company/company_contact/', { token: admin.token })).json();
      expect(mission.mission_member[1]).toEqual(contacts.find((c: { id: number }) => c.id === people.candidateUser));

      const got = await http.get(one(mission.pk), { token: admin.token });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(mission);
    });

    it("lists the caller's own missions of a type, newest first, and their colleagues' with colleagues=true", async () => {
      const first = await create(recruitment({ reference: 'ORDER-1' }));
      const second = await create(recruitment({ reference: 'ORDER-2' }));
      const theirs = await create(recruitment({ reference: 'THEIRS' }), colleague);
      const mobility = await create(recruitment({ type: 'M', reference: 'MOB', mission_member: [people.employee2] }));
      expect(mobility).toEqual(expect.objectContaining({ mission_type: 'M', type: 'M' }));

      const mine = ids(await list('mission_type=R'));
      expect(mine.indexOf(second.pk)).toBeLessThan(mine.indexOf(first.pk));
      expect(mine).toEqual(expect.arrayContaining([first.pk, second.pk]));
      expect(mine).not.toContain(theirs.pk);
      expect(mine).not.toContain(mobility.pk);
      expect(ids(await list('mission_type=R&colleagues=true'))).toEqual([theirs.pk]);
      expect(ids(await list('mission_type=R&colleagues=false'))).toEqual(mine);
      // the colleague sees it the other way round
      expect(ids(await list('mission_type=R', colleague))).toEqual([theirs.pk]);
      expect(ids(await list('mission_type=R&colleagues=true', colleague))).toEqual(mine);
      expect(ids(await list('mission_type=M'))).toEqual([mobility.pk]);
      expect(await list('mission_type=O')).toEqual([]);
    });

    it('updates every field and person (a member removed is an update without them); a duplicate is a POST with " (1)"', async () => {
      const mission = await create(recruitment({ reference: 'UPD' }));
      const changed = recruitment({
        mission_name: 'Senior backend developer',
        reference: 'UPD-2',
        mission_description: 'Changed.',
        mission_end_date: inDays(90),
        mission_manager: people.boss,
        mission_member: [people.candidateUser],
        mission_viewers: [people.employee2],
        mission_benchmarks: [{ id: people.employee, benchmark_type: 'manager' }],
        default_questionnaire_type: await questionnaireTypeId(app.database.db, 'workplace'),
      });
      const res = await http.put(one(mission.pk), changed, { token: admin.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: M.updated } });
      const got = (await http.get(one(mission.pk), { token: admin.token })).json();
      expect(got).toEqual(
        expect.objectContaining({
          mission_name: 'Senior backend developer',
          reference: 'UPD-2',
          mission_description: 'Changed.',
          mission_referral: mission.mission_referral,
          mission_creation_date: mission.mission_creation_date,
          mission_owner: admin.id,
          default_questionnaire: { questionnaire_type: 'workplace' },
        }),
      );
      expect(Date.parse(got.mission_end_date)).toBe(Date.parse(changed.mission_end_date as string));
      expect(got.mission_manager.id).toBe(people.boss);
      expect(got.mission_member.map((c: { id: number }) => c.id)).toEqual([people.candidateUser]);
      expect(got.mission_viewers.map((c: { id: number }) => c.id)).toEqual([people.employee2]);
      expect(got.mission_benchmarks).toEqual([{ contact: expect.objectContaining({ id: people.employee }), benchmark_type: 'manager' }]);

      // the form's duplicate: the same fields, the reference with " (1)"
      const copy = await create(recruitment({ reference: 'UPD-2 (1)', mission_member: [people.candidateUser] }));
      expect(copy.pk).not.toBe(mission.pk);
      expect(copy.mission_referral).not.toBe(mission.mission_referral);
      expect(copy.reference).toBe('UPD-2 (1)');
      // the copy's people are its own rows
      await http.put(one(copy.pk), recruitment({ reference: 'UPD-2 (1)', mission_member: [people.candidates[1]] }), { token: admin.token });
      expect((await http.get(one(mission.pk), { token: admin.token })).json().mission_member.map((c: { id: number }) => c.id)).toEqual([people.candidateUser]);
    });

    it('archives with a PUT without a body: gone from the lists, inactive, still readable; then deletes, the contacts staying', async () => {
      const mission = await create(recruitment({ reference: 'ARCH' }));
      // what the front end sends: no content-type, no body (Fastify gives the handler undefined)
      const archived = await app.inject({ method: 'PUT', url: `/api${one(mission.pk)}`, headers: { authorization: `Token ${admin.token}` }, remoteAddress: freshIp() });
      expect({ status: archived.statusCode, body: archived.json() }).toEqual({ status: 200, body: { message: M.archived } });
      expect(ids(await list('mission_type=R'))).not.toContain(mission.pk);
      const got = (await http.get(one(mission.pk), { token: admin.token })).json();
      expect(got).toEqual(expect.objectContaining({ pk: mission.pk, is_active: false }));
      const check = await http.get(`/company/is_mission_active/?mission_referral=${mission.mission_referral}`);
      expect(check.json()).toEqual({ is_active: false });
      // an empty JSON object is a form with every field missing, not an archive
      const empty = await http.put(one(mission.pk), {}, { token: admin.token });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(expect.objectContaining({ field: 'mission_name', code: 'validation.required' }));

      const removed = await http.delete(one(mission.pk), { token: admin.token });
      expect({ status: removed.statusCode, body: removed.json() }).toEqual({ status: 200, body: { message: M.removed } });
      const gone = await http.get(one(mission.pk), { token: admin.token });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ status: 0, message: M.unknownMission, code: 'mission.unknown' });
      expect((await http.delete(one(mission.pk), { token: admin.token })).statusCode).toBe(404);
      expect(await app.database.db.select().from(missionContacts).where(eq(missionContacts.missionId, mission.pk))).toEqual([]);
      const [{ n }] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(companyContacts).where(eq(companyContacts.companyId, companyId));
      expect(n).toBe(8);
    });

    it('keeps a values mission without a manager, and an onboarding mission with its mentors', async () => {
      const values = await create(recruitment({ type: 'V', reference: 'VAL', mission_manager: null, mission_benchmarks: [], mission_member: people.candidates }));
      expect(values).toEqual(expect.objectContaining({ mission_type: 'V', mission_manager: null }));
      expect(values.mission_member).toHaveLength(3);
      const withoutManagerKey = recruitment({ type: 'V', reference: 'VAL-2', mission_benchmarks: [] });
      delete (withoutManagerKey as Record<string, unknown>).mission_manager;
      expect((await create(withoutManagerKey)).mission_manager).toBeNull();
      const onboarding = await create(
        recruitment({ type: 'O', reference: 'ONB', mission_manager: people.employee2, mission_member: [people.employee, people.boss, people.candidates[2]], mission_benchmarks: [] }),
      );
      expect(onboarding.mission_member.map((c: { id: number }) => c.id).sort()).toEqual([people.employee, people.boss, people.candidates[2]].sort());
    });
  });

  describe('the form rules', () => {
    const refused = async (body: Record<string, unknown>, expected: { status?: number; message: string; field: string; code?: string }) => {
      const count = await missionCount();
      const res = await http.post(LIST, body, { token: admin.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: expected.status ?? 400,
        body: expect.objectContaining({ status: 0, message: expected.message, field: expected.field, ...(expected.code && { code: expected.code }) }),
      });
      expect(await missionCount()).toBe(count);
    };

    it('needs an end date after now', async () => {
      const message = `mission_end_date: ${M.futureDate}`;
      await refused(recruitment({ mission_end_date: inDays(-1) }), { message, field: 'mission_end_date', code: 'mission.future_date' });
      await refused(recruitment({ mission_end_date: new Date().toISOString().slice(0, 10) }), { message, field: 'mission_end_date' });
      await refused(recruitment({ mission_end_date: 'tomorrow' }), { message: 'mission_end_date: Must be a date (ISO 8601)', field: 'mission_end_date' });
    });

    it.each(['R', 'M', 'O', 'T'])('needs a manager for type %s', async (type) => {
      await refused(recruitment({ type, mission_manager: null }), { message: 'mission_manager: Required', field: 'mission_manager', code: 'validation.required' });
    });

    it('needs at least one candidate in a recruitment', async () => {
      await refused(recruitment({ mission_member: [] }), { message: 'mission_member: Required', field: 'mission_member', code: 'validation.required' });
      await refused(recruitment({ mission_member: undefined }), { message: 'mission_member: Required', field: 'mission_member' });
    });

    it('lets a contact hold one role only', async () => {
      const message = (field: string) => ({ message: `${field}: ${M.oneRole}`, field, code: 'mission.one_role' });
      await refused(recruitment({ mission_member: [people.manager] }), message('mission_member'));
      await refused(recruitment({ mission_member: [people.candidates[0], people.candidates[0]] }), message('mission_member'));
      await refused(recruitment({ mission_viewers: [people.boss] }), message('mission_benchmarks'));
      await refused(recruitment({ mission_delegates: [people.candidates[0]] }), message('mission_delegates'));
    });

    it("refuses another company's contact or an unknown id as the contacts do (404)", async () => {
      const other = await companyWithAdmin(app);
      const foreign = await contact(other.companyId, 'C', 'Otto');
      const unknown = { status: 404, message: COMPANY_MESSAGES.unknownContact, code: 'company.unknown_contact' };
      await refused(recruitment({ mission_member: [foreign] }), { ...unknown, field: 'mission_member' });
      await refused(recruitment({ mission_manager: 2_000_000_000 }), { ...unknown, field: 'mission_manager' });
      await refused(recruitment({ mission_benchmarks: [{ id: foreign, benchmark_type: 'employee' }] }), { ...unknown, field: 'mission_benchmarks' });
    });

    it('takes employees as manager and team members, candidates as recruitment and values members', async () => {
      const employees = { message: M.employeesOnly, code: 'mission.employees_only' };
      await refused(recruitment({ mission_manager: people.candidates[1] }), { message: `mission_manager: ${employees.message}`, field: 'mission_manager', code: employees.code });
      await refused(recruitment({ mission_benchmarks: [{ id: people.candidates[1], benchmark_type: 'employee' }] }), {
        message: `mission_benchmarks: ${employees.message}`,
        field: 'mission_benchmarks',
      });
      const candidates = { message: `mission_member: ${M.candidatesOnly}`, field: 'mission_member', code: 'mission.candidates_only' };
      await refused(recruitment({ mission_member: [people.candidates[0], people.employee2] }), candidates);
      await refused(recruitment({ type: 'V', mission_manager: null, mission_benchmarks: [], mission_member: [people.boss] }), candidates);
    });

    it('needs a known questionnaire type a contact can answer', async () => {
      const message = { message: `default_questionnaire_type: ${COMPANY_MESSAGES.unknownQuestionnaire}`, field: 'default_questionnaire_type', code: 'company.unknown_questionnaire' };
      await refused(recruitment({ default_questionnaire_type: 999_999 }), message);
      await refused(recruitment({ default_questionnaire_type: await questionnaireTypeId(app.database.db, 'barometer') }), message);
      await refused(recruitment({ default_questionnaire_type: undefined }), { message: 'default_questionnaire_type: Required', field: 'default_questionnaire_type' });
    });

    it("checks the contract's limits (20, 80, 1000 characters) and the kinds", async () => {
      await refused(recruitment({ reference: 'R'.repeat(21) }), { message: 'reference: Maximum 20 characters are allowed.', field: 'reference' });
      await refused(recruitment({ mission_name: 'N'.repeat(81) }), { message: 'mission_name: Maximum 80 characters are allowed.', field: 'mission_name' });
      await refused(recruitment({ mission_description: 'D'.repeat(1001) }), { message: 'mission_description: Maximum 1000 characters are allowed.', field: 'mission_description' });
      await refused(recruitment({ type: 'X' }), { message: 'type: Required', field: 'type' });
    });

    it('applies the same rules to an update, and changes nothing when one is broken', async () => {
      const mission = await create(recruitment({ reference: 'RULES' }));
      const res = await http.put(one(mission.pk), recruitment({ mission_member: [people.employee2] }), { token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ field: 'mission_member', code: 'mission.candidates_only' }));
      const past = await http.put(one(mission.pk), recruitment({ mission_end_date: inDays(-2) }), { token: admin.token });
      expect(past.json()).toEqual(expect.objectContaining({ field: 'mission_end_date', code: 'mission.future_date' }));
      expect((await http.get(one(mission.pk), { token: admin.token })).json()).toEqual(mission);
    });
  });

  describe('tenancy', () => {
    it("answers 404 to another company's admin, 403 to an individual, 401 without a token, and changes nothing", async () => {
      const mission = await create(recruitment({ reference: 'TENANT' }));
      const other = await companyWithAdmin(app);
      const individual = await signedIn(app);
      const calls = (caller?: SignedIn) => {
        const options = { token: caller?.token };
        return [
          http.get(one(mission.pk), options),
          http.put(one(mission.pk), recruitment(), options),
          app.inject({ method: 'PUT', url: `/api${one(mission.pk)}`, headers: caller ? { authorization: `Token ${caller.token}` } : {}, remoteAddress: freshIp() }),
          http.delete(one(mission.pk), options),
        ];
      };
      for (const res of await Promise.all(calls(other.admin))) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: refusal(M.unknownMission) });
      }
      // B's lists hold none of A's, and B cannot name A's contacts or A itself
      expect(await list('mission_type=R', other.admin)).toEqual([]);
      expect(await list('mission_type=R&colleagues=true', other.admin)).toEqual([]);
      const withA = await http.post(LIST, { ...recruitment(), mission_manager: null, type: 'V', mission_benchmarks: [] }, { token: other.admin.token });
      expect(withA.statusCode).toBe(404);
      expect(withA.json()).toEqual(refusal(COMPANY_MESSAGES.unknownContact));
      const namingA = await http.post(LIST, { ...recruitment(), company: companyId }, { token: other.admin.token });
      expect({ status: namingA.statusCode, body: namingA.json() }).toEqual({ status: 404, body: refusal(COMPANY_MESSAGES.unknownCompany) });

      for (const res of await Promise.all([...calls(individual), http.get(`${LIST}?mission_type=R`, { token: individual.token }), http.post(LIST, recruitment(), { token: individual.token })])) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: refusal(COMPANY_MESSAGES.notACompanyUser) });
      }
      for (const res of await Promise.all([...calls(), http.get(`${LIST}?mission_type=R`), http.post(LIST, recruitment())])) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: refusal(AUTH_REQUIRED) });
      }
      // A's own admin names A: fine
      expect((await http.post(LIST, { ...recruitment({ reference: 'NAMED' }), company: companyId }, { token: admin.token })).statusCode).toBe(200);
      expect((await http.get(one(mission.pk), { token: admin.token })).json()).toEqual(mission);
    });
  });

  describe('GET /company/is_mission_active/ (public)', () => {
    it('says whether the link still accepts answers, without a token; an unknown code is a 404', async () => {
      const mission = await create(recruitment({ reference: 'ACTIVE' }));
      const active = (code: string) => http.get(`/company/is_mission_active/?mission_referral=${encodeURIComponent(code)}`);
      expect((await active(mission.mission_referral)).json()).toEqual({ is_active: true });
      await app.database.db.update(missions).set({ endDate: new Date(Date.now() - 1000) }).where(eq(missions.id, mission.pk));
      expect((await active(mission.mission_referral)).json()).toEqual({ is_active: false });
      expect((await http.get(one(mission.pk), { token: admin.token })).json().is_active).toBe(false);
      const unknown = await active('no-such-code');
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { status: 0, message: 'Unknown mission', code: 'link.unknown_mission' } });
      expect((await http.get('/company/is_mission_active/')).statusCode).toBe(400);
    });
  });

  describe('barometer surveys in the lists', () => {
    it('counts the released answers of each survey in the list (an answer waiting for its step is not counted yet)', async () => {
      const db = app.database.db;
      const survey = await createMissionRow(db, companyId, { missionType: 'B' });
      const quiet = await createMissionRow(db, companyId, { missionType: 'B' });
      await db.update(missions).set({ ownerUserId: admin.id }).where(sql`${missions.id} in (${survey.id}, ${quiet.id})`);
      const answer = { missionId: survey.id, questionAnswered: ['q1'], firstAnswers: ['q1a1'], secondAnswers: ['q1a2'], selectedWords: [], sortedWords: [] };
      await db.insert(barometerResponses).values([answer, answer, answer].map((row) => ({ ...row, releaseStep: 1 })));
      await db.insert(barometerResponses).values(answer);
      const surveys = await list('mission_type=B');
      expect(surveys.map((m: { pk: number; barometer_result_count: number; type: unknown }) => [m.pk, m.barometer_result_count, m.type])).toEqual([
        [quiet.id, 0, null],
        [survey.id, 3, null],
      ]);
    });
  });

  describe('barometer surveys from the form', () => {
    const survey = (barometer: number, values: Record<string, unknown> = {}) => ({
      mission_name: 'Spring climate',
      reference: 'BARO-1',
      mission_description: 'How do we feel at work this spring?',
      mission_end_date: inDays(30),
      type: 'B',
      default_questionnaire_type: barometer,
      ...values,
    });

    it('creates a survey with the barometer questionnaire and no people (any sent are ignored), listed as B; it stays a survey on update', async () => {
      const db = app.database.db;
      const barometer = await questionnaireTypeId(db, 'barometer');
      const { companyId: surveyCompany, admin: surveyAdmin } = await companyWithAdmin(app, { supportsBarometer: true });
      const employee = await contact(surveyCompany, 'E', 'Sam');
      const created = await create(survey(barometer, { mission_manager: employee, mission_member: [employee] }), surveyAdmin);
      expect(created).toEqual(
        expect.objectContaining({
          mission_type: 'B',
          type: null,
          mission_manager: null,
          mission_member: [],
          mission_benchmarks: [],
          default_questionnaire_type: barometer,
          default_questionnaire: { questionnaire_type: 'barometer' },
          barometer_result_count: 0,
          is_active: true,
        }),
      );
      expect(ids(await list('mission_type=B', surveyAdmin))).toEqual([created.pk]);
      expect(await list('mission_type=V', surveyAdmin)).toEqual([]);

      const renamed = await http.put(one(created.pk), survey(barometer, { mission_name: 'Spring climate 2026', type: 'V' }), { token: surveyAdmin.token });
      expect(renamed.statusCode).toBe(200);
      expect((await http.get(one(created.pk), { token: surveyAdmin.token })).json()).toEqual(
        expect.objectContaining({ mission_name: 'Spring climate 2026', mission_type: 'B', type: null }),
      );
      const recruitmentPk = (await create({ ...recruitment({ reference: 'NOT-B' }), mission_manager: employee, mission_member: [], type: 'M', mission_benchmarks: [] }, surveyAdmin)).pk;
      const becoming = await http.put(one(recruitmentPk), survey(barometer), { token: surveyAdmin.token });
      expect({ status: becoming.statusCode, field: becoming.json().field }).toEqual({ status: 400, field: 'type' });
      expect((await http.get(one(recruitmentPk), { token: surveyAdmin.token })).json().mission_type).toBe('M');
    });

    it('takes only the barometer questionnaire for a survey, and a survey only from a company with the barometer option', async () => {
      const barometer = await questionnaireTypeId(app.database.db, 'barometer');
      const { admin: surveyAdmin } = await companyWithAdmin(app, { supportsBarometer: true });
      const wrong = await http.post(LIST, survey(standard), { token: surveyAdmin.token });
      expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({ field: 'default_questionnaire_type', code: 'company.unknown_questionnaire' }),
      });
      const before = await missionCount();
      const off = await http.post(LIST, survey(barometer), { token: admin.token });
      expect({ status: off.statusCode, code: off.json().code }).toEqual({ status: 403, code: 'barometer.off' });
      expect(await missionCount()).toBe(before);
    });
  });

  describe('a list of 50 missions with 200 members each', () => {
    // how long that takes: `npm run bench:missions -w api`
    it('answers in a fixed number of queries', async () => {
      const db = app.database.db;
      const { companyId: big, admin: owner } = await companyWithAdmin(app, { name: `Big ${Date.now()}` });
      const { manager } = await recruitmentsAtScale(app, big, owner.id);

      await list('mission_type=R', owner); // warm
      const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = jest.spyOn(client, 'query');
      try {
        const answer = await list('mission_type=R', owner);
        expect(answer).toHaveLength(50);
        expect(answer.every((m: { mission_member: unknown[]; mission_manager: { id: number } }) => m.mission_member.length === 200 && m.mission_manager.id === manager)).toBe(true);
        // token, active company, missions, their people, barometer counts, contacts
        expect(spy.mock.calls.length).toBeLessThanOrEqual(6);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
