import { sql } from 'drizzle-orm';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { createMission as createMissionRow, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { inDays, MISSIONS, missionPath, missionsWorld } from '@rapport/api/testing/missions';
import { barometerResponses, missions } from '../../db/schema';

/** Barometer surveys among the missions: their counts in the lists, and creating one from the mission form. */
describe(`missions: barometer surveys (${testDatabaseKind})`, () => {
  const world = missionsWorld();
  const { contact, recruitment, missionCount, create, ids, list } = world;

  describe('barometer surveys in the lists', () => {
    it('counts the released answers of each survey in the list (an answer waiting for its step is not counted yet)', async () => {
      const db = world.app.database.db;
      const survey = await createMissionRow(db, world.companyId, { missionType: 'B' });
      const quiet = await createMissionRow(db, world.companyId, { missionType: 'B' });
      await db.update(missions).set({ ownerUserId: world.admin.id }).where(sql`${missions.id} in (${survey.id}, ${quiet.id})`);
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
      const db = world.app.database.db;
      const barometer = await questionnaireTypeId(db, 'barometer');
      const { companyId: surveyCompany, admin: surveyAdmin } = await companyWithAdmin(world.app, { supportsBarometer: true });
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

      const renamed = await world.http.put(missionPath(created.pk), survey(barometer, { mission_name: 'Spring climate 2026', type: 'V' }), { token: surveyAdmin.token });
      expect(renamed.statusCode).toBe(200);
      expect((await world.http.get(missionPath(created.pk), { token: surveyAdmin.token })).json()).toEqual(
        expect.objectContaining({ mission_name: 'Spring climate 2026', mission_type: 'B', type: null }),
      );
      const recruitmentPk = (await create({ ...recruitment({ reference: 'NOT-B' }), mission_manager: employee, mission_member: [], type: 'M', mission_benchmarks: [] }, surveyAdmin)).pk;
      const becoming = await world.http.put(missionPath(recruitmentPk), survey(barometer), { token: surveyAdmin.token });
      expect({ status: becoming.statusCode, field: becoming.json().field }).toEqual({ status: 400, field: 'type' });
      expect((await world.http.get(missionPath(recruitmentPk), { token: surveyAdmin.token })).json().mission_type).toBe('M');
    });

    it('takes only the barometer questionnaire for a survey, and a survey only from a company with the barometer option', async () => {
      const barometer = await questionnaireTypeId(world.app.database.db, 'barometer');
      const { admin: surveyAdmin } = await companyWithAdmin(world.app, { supportsBarometer: true });
      const wrong = await world.http.post(MISSIONS, survey(world.standard), { token: surveyAdmin.token });
      expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({ field: 'default_questionnaire_type', code: 'company.unknown_questionnaire' }),
      });
      const before = await missionCount();
      const off = await world.http.post(MISSIONS, survey(barometer), { token: world.admin.token });
      expect({ status: off.statusCode, code: off.json().code }).toEqual({ status: 403, code: 'barometer.off' });
      expect(await missionCount()).toBe(before);
    });
  });
});
