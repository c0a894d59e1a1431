import { eq, sql } from 'drizzle-orm';
import { MISSION_MESSAGES as M } from '@rapport/wire/api/missions';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, recruitmentsAtScale } from '@rapport/api/testing/company';
import { questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { freshIp } from '@rapport/api/testing/http';
import { inDays, missionPath, missionsWorld } from '@rapport/api/testing/missions';
import { companyContacts, missionContacts, missions } from '../../db/schema';

/** The company's missions: created, listed, updated, archived and deleted through the mission form's calls. */
describe(`missions (${testDatabaseKind})`, () => {
  const world = missionsWorld();
  const { recruitment, create, ids, list } = world;

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
        mission_manager: expect.objectContaining({ id: world.people.manager, first_name: 'Mia', contact_type: 'E', status: 'not_invited' }),
        mission_owner: world.admin.id,
        mission_member: [
          expect.objectContaining({ id: world.people.candidates[0], contact_type: 'C' }),
          expect.objectContaining({ id: world.people.candidateUser, status: 'completed', result: expect.objectContaining({ r_percent: 40 }) }),
        ],
        mission_viewers: [],
        mission_delegates: [],
        mission_benchmarks: [
          { contact: expect.objectContaining({ id: world.people.boss, contact_type: 'M' }), benchmark_type: 'manager' },
          { contact: expect.objectContaining({ id: world.people.employee, contact_type: 'E' }), benchmark_type: 'employee' },
        ],
        company: world.companyId,
        default_questionnaire_type: world.standard,
        default_questionnaire: { questionnaire_type: 'standard' },
        barometer_result_count: 0,
        is_active: true,
        cpi: null,
        lowest_matching_score: null,
      });
      expect(Date.parse(mission.mission_creation_date)).toBeGreaterThanOrEqual(before - 1000);
      // the member's answer is the contacts list's own shape
      const contacts = (await world.http.get('/company/company_contact/', { token: world.admin.token })).json();
      expect(mission.mission_member[1]).toEqual(contacts.find((c: { id: number }) => c.id === world.people.candidateUser));

      const got = await world.http.get(missionPath(mission.pk), { token: world.admin.token });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(mission);
    });

    it("lists the caller's own missions of a type, newest first, and their colleagues' with colleagues=true", async () => {
      const first = await create(recruitment({ reference: 'ORDER-1' }));
      const second = await create(recruitment({ reference: 'ORDER-2' }));
      const theirs = await create(recruitment({ reference: 'THEIRS' }), world.colleague);
      const mobility = await create(recruitment({ type: 'M', reference: 'MOB', mission_member: [world.people.employee2] }));
      expect(mobility).toEqual(expect.objectContaining({ mission_type: 'M', type: 'M' }));

      const mine = ids(await list('mission_type=R'));
      expect(mine.indexOf(second.pk)).toBeLessThan(mine.indexOf(first.pk));
      expect(mine).toEqual(expect.arrayContaining([first.pk, second.pk]));
      expect(mine).not.toContain(theirs.pk);
      expect(mine).not.toContain(mobility.pk);
      expect(ids(await list('mission_type=R&colleagues=true'))).toEqual([theirs.pk]);
      expect(ids(await list('mission_type=R&colleagues=false'))).toEqual(mine);
      // the colleague sees it the other way round
      expect(ids(await list('mission_type=R', world.colleague))).toEqual([theirs.pk]);
      expect(ids(await list('mission_type=R&colleagues=true', world.colleague))).toEqual(mine);
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
        mission_manager: world.people.boss,
        mission_member: [world.people.candidateUser],
        mission_viewers: [world.people.employee2],
        mission_benchmarks: [{ id: world.people.employee, benchmark_type: 'manager' }],
        default_questionnaire_type: await questionnaireTypeId(world.app.database.db, 'workplace'),
      });
      const res = await world.http.put(missionPath(mission.pk), changed, { token: world.admin.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: M.updated } });
      const got = (await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json();
      expect(got).toEqual(
        expect.objectContaining({
          mission_name: 'Senior backend developer',
          reference: 'UPD-2',
          mission_description: 'Changed.',
          mission_referral: mission.mission_referral,
          mission_creation_date: mission.mission_creation_date,
          mission_owner: world.admin.id,
          default_questionnaire: { questionnaire_type: 'workplace' },
        }),
      );
      expect(got.mission_end_date).toBe(changed.mission_end_date);
      expect(got.mission_manager.id).toBe(world.people.boss);
      expect(got.mission_member.map((c: { id: number }) => c.id)).toEqual([world.people.candidateUser]);
      expect(got.mission_viewers.map((c: { id: number }) => c.id)).toEqual([world.people.employee2]);
      expect(got.mission_benchmarks).toEqual([{ contact: expect.objectContaining({ id: world.people.employee }), benchmark_type: 'manager' }]);

      // the form's duplicate: the same fields, the reference with " (1)"
      const copy = await create(recruitment({ reference: 'UPD-2 (1)', mission_member: [world.people.candidateUser] }));
      expect(copy.pk).not.toBe(mission.pk);
      expect(copy.mission_referral).not.toBe(mission.mission_referral);
      expect(copy.reference).toBe('UPD-2 (1)');
      // the copy's people are its own rows
      await world.http.put(missionPath(copy.pk), recruitment({ reference: 'UPD-2 (1)', mission_member: [world.people.candidates[1]] }), { token: world.admin.token });
      expect((await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json().mission_member.map((c: { id: number }) => c.id)).toEqual([world.people.candidateUser]);
    });

    it('archives with a PUT without a body: gone from the lists, inactive, still readable; then deletes, the contacts staying', async () => {
      const mission = await create(recruitment({ reference: 'ARCH' }));
      // what the front end sends: no content-type, no body (Fastify gives the handler undefined)
      const archived = await world.app.inject({ method: 'PUT', url: `/api${missionPath(mission.pk)}`, headers: { authorization: `Token ${world.admin.token}` }, remoteAddress: freshIp() });
      expect({ status: archived.statusCode, body: archived.json() }).toEqual({ status: 200, body: { message: M.archived } });
      expect(ids(await list('mission_type=R'))).not.toContain(mission.pk);
      const got = (await world.http.get(missionPath(mission.pk), { token: world.admin.token })).json();
      expect(got).toEqual(expect.objectContaining({ pk: mission.pk, is_active: false }));
      const check = await world.http.get(`/company/is_mission_active/?mission_referral=${mission.mission_referral}`);
      expect(check.json()).toEqual({ is_active: false });
      // an empty JSON object is a form with every field missing, not an archive
      const empty = await world.http.put(missionPath(mission.pk), {}, { token: world.admin.token });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(expect.objectContaining({ field: 'mission_name', code: 'validation.required' }));

      const removed = await world.http.delete(missionPath(mission.pk), { token: world.admin.token });
      expect({ status: removed.statusCode, body: removed.json() }).toEqual({ status: 200, body: { message: M.removed } });
      const gone = await world.http.get(missionPath(mission.pk), { token: world.admin.token });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ status: 0, message: M.unknownMission, code: 'mission.unknown' });
      expect((await world.http.delete(missionPath(mission.pk), { token: world.admin.token })).statusCode).toBe(404);
      expect(await world.app.database.db.select().from(missionContacts).where(eq(missionContacts.missionId, mission.pk))).toEqual([]);
      const [{ n }] = await world.app.database.db.select({ n: sql<number>`count(*)::int` }).from(companyContacts).where(eq(companyContacts.companyId, world.companyId));
      expect(n).toBe(8);
    });

    it('keeps a values mission without a manager, and an onboarding mission with its mentors', async () => {
      const values = await create(recruitment({ type: 'V', reference: 'VAL', mission_manager: null, mission_benchmarks: [], mission_member: world.people.candidates }));
      expect(values).toEqual(expect.objectContaining({ mission_type: 'V', mission_manager: null }));
      expect(values.mission_member).toHaveLength(3);
      const withoutManagerKey = recruitment({ type: 'V', reference: 'VAL-2', mission_benchmarks: [] });
      delete (withoutManagerKey as Record<string, unknown>).mission_manager;
      expect((await create(withoutManagerKey)).mission_manager).toBeNull();
      const onboarding = await create(
        recruitment({ type: 'O', reference: 'ONB', mission_manager: world.people.employee2, mission_member: [world.people.employee, world.people.boss, world.people.candidates[2]], mission_benchmarks: [] }),
      );
      expect(onboarding.mission_member.map((c: { id: number }) => c.id).sort()).toEqual([world.people.employee, world.people.boss, world.people.candidates[2]].sort());
    });
  });

  describe("the end date, a day of the company's calendar", () => {
    const endDateColumn = async (pk: number) => {
      const [row] = await world.app.database.db.select({ day: sql<string>`${missions.endDate}::text` }).from(missions).where(eq(missions.id, pk));
      return row.day;
    };
    const read = async (pk: number) => (await world.http.get(missionPath(pk), { token: world.admin.token })).json();

    it('is stored, read and listed as the day sent, and saving the mission unchanged keeps it', async () => {
      const mission = await create(recruitment({ reference: 'DAY', mission_end_date: '2099-01-06' }));
      expect(mission.mission_end_date).toBe('2099-01-06');
      expect(await endDateColumn(mission.pk)).toBe('2099-01-06');
      expect((await list('mission_type=R')).find((m: { pk: number }) => m.pk === mission.pk).mission_end_date).toBe('2099-01-06');
      // the form, the removal of a member and the details send back what they read
      for (let save = 0; save < 3; save += 1) {
        const current = await read(mission.pk);
        const res = await world.http.put(missionPath(mission.pk), recruitment({ reference: 'DAY', mission_end_date: current.mission_end_date }), { token: world.admin.token });
        expect(res.statusCode).toBe(200);
      }
      expect((await read(mission.pk)).mission_end_date).toBe('2099-01-06');
      expect(await endDateColumn(mission.pk)).toBe('2099-01-06');
    });

    it('takes the last moment of a day, as browsers sent it before, as that day wherever the browser was', async () => {
      // the end of 6 January 2099 picked in a UTC, a Paris, a New York and a Tokyo browser
      for (const sent of ['2099-01-06T23:59:59.999Z', '2099-01-06T22:59:59.999Z', '2099-01-07T04:59:59.999Z', '2099-01-06T14:59:59.999Z']) {
        const mission = await create(recruitment({ reference: 'MOMENT', mission_end_date: sent }));
        expect([sent, mission.mission_end_date, await endDateColumn(mission.pk)]).toEqual([sent, '2099-01-06', '2099-01-06']);
      }
      // a date-time with its own offset names its day there; without one, its own day
      expect((await create(recruitment({ reference: 'OFFSET', mission_end_date: '2099-01-06T10:00:00+01:00' }))).mission_end_date).toBe('2099-01-06');
      expect((await create(recruitment({ reference: 'LOCAL', mission_end_date: '2099-01-06T23:30' }))).mission_end_date).toBe('2099-01-06');
    });
  });

  describe('a list of 50 missions with 200 members each', () => {
    // how long that takes: `npm run bench:missions -w api`
    it('answers in a fixed number of queries', async () => {
      const db = world.app.database.db;
      const { companyId: big, admin: owner } = await companyWithAdmin(world.app, { name: `Big ${Date.now()}` });
      const { manager } = await recruitmentsAtScale(world.app, big, owner.id);

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
