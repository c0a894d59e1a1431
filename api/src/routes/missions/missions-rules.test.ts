import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { MISSION_MESSAGES as M } from '@rapport/wire/api/missions';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { COMPANY_TIME_ZONE, dayFromToday, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { freshIp } from '@rapport/api/testing/http';
import { inDays, MISSIONS, missionPath, missionsWorld } from '@rapport/api/testing/missions';
import { addDays, dayIn } from '@rapport/wire/entities/calendar-day';
import { companies, missions } from '../../db/schema';
import { AUTH_REQUIRED } from '../../plugins/auth';

/** What the mission form refuses, whose missions a caller reaches, and the public check of a mission link. */
describe(`missions: the rules (${testDatabaseKind})`, () => {
  const world = missionsWorld();
  const { contact, recruitment, missionCount, create, list } = world;

  describe('the form rules', () => {
    const refused = async (body: Record<string, unknown>, expected: { status?: number; message: string; field: string; code?: string }) => {
      const count = await missionCount();
      const res = await world.http.post(MISSIONS, body, { token: world.admin.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: expected.status ?? 400,
        body: expect.objectContaining({ status: 0, message: expected.message, field: expected.field, ...(expected.code && { code: expected.code }) }),
      });
      expect(await missionCount()).toBe(count);
    };

    it("needs an end date from today on in the company's calendar: the mission runs to the end of its day", async () => {
      const message = `mission_end_date: ${M.futureDate}`;
      await refused(recruitment({ mission_end_date: inDays(-1) }), { message, field: 'mission_end_date', code: 'mission.future_date' });
      await refused(recruitment({ mission_end_date: new Date(Date.now() - 2 * 86_400_000).toISOString() }), { message, field: 'mission_end_date' });
      for (const bad of ['tomorrow', '2099-02-30', '2099-01-06 10:00']) {
        await refused(recruitment({ mission_end_date: bad }), { message: 'mission_end_date: Must be a date (ISO 8601)', field: 'mission_end_date' });
      }
      expect((await create(recruitment({ reference: 'TODAY', mission_end_date: inDays(0) }))).mission_end_date).toBe(inDays(0));
    });

    it("takes today as the company's today, not the server's", async () => {
      // a company whose day is not UTC's at this hour: a day ahead from 10:00 UTC, a day behind before
      const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      const db = world.app.database.db;
      await db.update(companies).set({ timeZone: zone }).where(eq(companies.id, world.companyId));
      try {
        const today = dayIn(zone);
        expect(today).not.toBe(dayIn('UTC'));
        const created = await create(recruitment({ reference: 'THEIR-DAY', mission_end_date: today }));
        expect(created).toEqual(expect.objectContaining({ mission_end_date: today, is_active: true }));
        await refused(recruitment({ mission_end_date: addDays(today, -1) }), { message: `mission_end_date: ${M.futureDate}`, field: 'mission_end_date' });
      } finally {
        await db.update(companies).set({ timeZone: COMPANY_TIME_ZONE }).where(eq(companies.id, world.companyId));
      }
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
      await refused(recruitment({ mission_member: [world.people.manager] }), message('mission_member'));
      await refused(recruitment({ mission_member: [world.people.candidates[0], world.people.candidates[0]] }), message('mission_member'));
      await refused(recruitment({ mission_viewers: [world.people.boss] }), message('mission_benchmarks'));
      await refused(recruitment({ mission_delegates: [world.people.candidates[0]] }), message('mission_delegates'));
    });

    it("refuses another company's contact or an unknown id as the contacts do (404)", async () => {
      const other = await companyWithAdmin(world.app);
      const foreign = await contact(other.companyId, 'C', 'Otto');
      const unknown = { status: 404, message: COMPANY_MESSAGES.unknownContact, code: 'company.unknown_contact' };
      await refused(recruitment({ mission_member: [foreign] }), { ...unknown, field: 'mission_member' });
      await refused(recruitment({ mission_manager: 2_000_000_000 }), { ...unknown, field: 'mission_manager' });
      await refused(recruitment({ mission_benchmarks: [{ id: foreign, benchmark_type: 'employee' }] }), { ...unknown, field: 'mission_benchmarks' });
    });

    it('takes employees as manager and team members, candidates as recruitment and values members', async () => {
      const employees = { message: M.employeesOnly, code: 'mission.employees_only' };
      await refused(recruitment({ mission_manager: world.people.candidates[1] }), { message: `mission_manager: ${employees.message}`, field: 'mission_manager', code: employees.code });
      await refused(recruitment({ mission_benchmarks: [{ id: world.people.candidates[1], benchmark_type: 'employee' }] }), {
        message: `mission_benchmarks: ${employees.message}`,
        field: 'mission_benchmarks',
      });
      const candidates = { message: `mission_member: ${M.candidatesOnly}`, field: 'mission_member', code: 'mission.candidates_only' };
      await refused(recruitment({ mission_member: [world.people.candidates[0], world.people.employee2] }), candidates);
      await refused(recruitment({ type: 'V', mission_manager: null, mission_benchmarks: [], mission_member: [world.people.boss] }), candidates);
    });

    it('needs a known questionnaire type a contact can answer', async () => {
      const message = { message: `default_questionnaire_type: ${COMPANY_MESSAGES.unknownQuestionnaire}`, field: 'default_questionnaire_type', code: 'company.unknown_questionnaire' };
      await refused(recruitment({ default_questionnaire_type: 999_999 }), message);
      await refused(recruitment({ default_questionnaire_type: await questionnaireTypeId(world.app.database.db, 'barometer') }), message);
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
      const res = await world.http.put(missionPath(mission.pk), recruitment({ mission_member: [world.people.employee2] }), { token: world.admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ field: 'mission_member', code: 'mission.candidates_only' }));
      const past = await world.http.put(missionPath(mission.pk), recruitment({ mission_end_date: inDays(-2) }), { token: world.admin.token });
      expect(past.json()).toEqual(expect.objectContaining({ field: 'mission_end_date', code: 'mission.future_date' }));
      expect((await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json()).toEqual(mission);
    });
  });

  describe('tenancy', () => {
    it("answers 404 to another company's admin, 403 to an individual, 401 without a token, and changes nothing", async () => {
      const mission = await create(recruitment({ reference: 'TENANT' }));
      const other = await companyWithAdmin(world.app);
      const individual = await signedIn(world.app);
      const calls = (caller?: SignedIn) => {
        const options = { token: caller?.token };
        return [
          world.http.get(missionPath(mission.pk), options),
          world.http.put(missionPath(mission.pk), recruitment(), options),
          world.app.inject({ method: 'PUT', url: `/api${missionPath(mission.pk)}`, headers: caller ? { authorization: `Token ${caller.token}` } : {}, remoteAddress: freshIp() }),
          world.http.delete(missionPath(mission.pk), options),
        ];
      };
      for (const res of await Promise.all(calls(other.admin))) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: refusal(M.unknownMission) });
      }
      // B's lists hold none of A's, and B cannot name A's contacts or A itself
      expect(await list('mission_type=R', other.admin)).toEqual([]);
      expect(await list('mission_type=R&colleagues=true', other.admin)).toEqual([]);
      const withA = await world.http.post(MISSIONS, { ...recruitment(), mission_manager: null, type: 'V', mission_benchmarks: [] }, { token: other.admin.token });
      expect(withA.statusCode).toBe(404);
      expect(withA.json()).toEqual(refusal(COMPANY_MESSAGES.unknownContact));
      const namingA = await world.http.post(MISSIONS, { ...recruitment(), company: world.companyId }, { token: other.admin.token });
      expect({ status: namingA.statusCode, body: namingA.json() }).toEqual({ status: 404, body: refusal(COMPANY_MESSAGES.unknownCompany) });

      for (const res of await Promise.all([...calls(individual), world.http.get(`${MISSIONS}?mission_type=R`, { token: individual.token }), world.http.post(MISSIONS, recruitment(), { token: individual.token })])) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: refusal(COMPANY_MESSAGES.notACompanyUser) });
      }
      for (const res of await Promise.all([...calls(), world.http.get(`${MISSIONS}?mission_type=R`), world.http.post(MISSIONS, recruitment())])) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: refusal(AUTH_REQUIRED) });
      }
      // A's own admin names A: fine
      expect((await world.http.post(MISSIONS, { ...recruitment({ reference: 'NAMED' }), company: world.companyId }, { token: world.admin.token })).statusCode).toBe(200);
      expect((await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json()).toEqual(mission);
    });
  });

  describe('GET /company/is_mission_active/ (public)', () => {
    it('says whether the link still accepts answers, without a token; an unknown code is a 404', async () => {
      const mission = await create(recruitment({ reference: 'ACTIVE' }));
      const active = (code: string) => world.http.get(`/company/is_mission_active/?mission_referral=${encodeURIComponent(code)}`);
      expect((await active(mission.mission_referral)).json()).toEqual({ is_active: true });
      // active all through its last day in the company's calendar, ended the day after
      await world.app.database.db.update(missions).set({ endDate: dayFromToday(0) }).where(eq(missions.id, mission.pk));
      expect((await active(mission.mission_referral)).json()).toEqual({ is_active: true });
      await world.app.database.db.update(missions).set({ endDate: dayFromToday(-1) }).where(eq(missions.id, mission.pk));
      expect((await active(mission.mission_referral)).json()).toEqual({ is_active: false });
      expect((await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json().is_active).toBe(false);
      const unknown = await active('no-such-code');
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { status: 0, message: 'Unknown mission', code: 'link.unknown_mission' } });
      expect((await world.http.get('/company/is_mission_active/')).statusCode).toBe(400);
    });
  });
});
