import { Writable } from 'stream';
import { eq, sql } from 'drizzle-orm';
import { BAROMETER_MESSAGES, type BarometerResponseBody } from '@rapport/wire/api/barometer';
import { barometerContent, bodies, createSurvey, endSurvey, submitPath } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createCompany, createMission, createUser, dayFromToday, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { barometerDemographicAnswers, barometerResponses, companies, rateLimits } from '../../db/schema';
import type { SurveyContent } from '../../services/barometer/submission';

/**
 * The public barometer (spec sections 2, 4, 7): the company behind a
 * link, the demographic questions and the anonymous submit, all without a token. A response
 * keeps nothing that names or links a respondent; a broken response is a 400 at its field and
 * nothing is saved.
 */
describe(`the public barometer (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let survey: { id: number; referral: string };
  let content: SurveyContent;
  let next: ReturnType<typeof bodies>;

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    companyId = await createCompany(app.database.db, { supportsBarometer: true, logo: 'https://cdn.example.org/logo.png' });
    await app.database.db
      .update(companies)
      .set({
        barometerTextsLanguage: 'fr',
        barometerTexts: { fr: { header1: 'Votre voix compte', header2: 'Enquête climat', intro: 'Quinze minutes, anonyme.' }, ru: { header1: 'Ваш голос важен' } },
      })
      .where(eq(companies.id, companyId));
    survey = await createSurvey(app, companyId);
    content = await barometerContent(app, survey.referral);
    next = bodies(content, 1);
  });
  afterAll(async () => {
    await app.close();
  });

  const responseCount = async (missionId: number) =>
    (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(barometerResponses).where(eq(barometerResponses.missionId, missionId)))[0].n;
  const demographicRowCount = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(barometerDemographicAnswers))[0].n;

  describe('GET /company/get_company_from_mission/', () => {
    const lookup = (code: string) => http.get(`/company/get_company_from_mission/?mission_referral=${encodeURIComponent(code)}`);

    it('gives the company, its barometer texts in each language (the default language also as the three fields) and the survey, without a token', async () => {
      const res = await lookup(survey.referral);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: {
          pk: companyId,
          name: expect.any(String),
          company_logo: 'https://cdn.example.org/logo.png',
          barometer_texts: {
            default_language: 'fr',
            texts: {
              en: { header1: null, header2: null, intro: null },
              fr: { header1: 'Votre voix compte', header2: 'Enquête climat', intro: 'Quinze minutes, anonyme.' },
              ru: { header1: 'Ваш голос важен', header2: null, intro: null },
            },
          },
          barometer_text_header1: 'Votre voix compte',
          barometer_text_header2: 'Enquête climat',
          barometer_text_intro: 'Quinze minutes, anonyme.',
          mission_name: 'A mission',
          mode: 'public',
          is_active: true,
        },
      });
    });

    it('says is_active false once the survey has ended or was archived; 404 for an unknown link or another kind of mission', async () => {
      const ended = await createSurvey(app, companyId);
      await endSurvey(app, ended.id, { endDate: dayFromToday(-1) });
      expect((await lookup(ended.referral)).json().is_active).toBe(false);
      const archived = await createSurvey(app, companyId);
      await endSurvey(app, archived.id, { archivedAt: new Date() });
      expect((await lookup(archived.referral)).json().is_active).toBe(false);

      const unknown = await lookup('no-such-code');
      expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({ status: 404, code: 'link.unknown_mission' });
      const recruitment = await createMission(app.database.db, companyId, { missionType: 'R' });
      const other = await lookup(recruitment.referral);
      expect({ status: other.statusCode, body: other.json() }).toEqual({
        status: 404,
        body: { status: 0, message: BAROMETER_MESSAGES.notABarometer, code: 'barometer.not_a_barometer' },
      });
      expect((await http.get('/company/get_company_from_mission/')).statusCode).toBe(400);
    });
  });

  describe('GET /response/demographic_question/', () => {
    it('lists the six demographic questions in order, each with its options and pks, without a token', async () => {
      const res = await http.get(`/response/demographic_question/?mission=${survey.referral}`);
      expect(res.statusCode).toBe(200);
      const questions = res.json();
      expect(questions.map((q: { question_id: string }) => q.question_id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6']);
      expect(questions[5]).toEqual({
        question_id: 'd6',
        pk: expect.any(Number),
        en: 'How do you describe your gender?',
        fr: expect.any(String),
        ru: expect.any(String),
        options: expect.arrayContaining([{ option_id: 'd6o1', pk: expect.any(Number), en: 'Woman', fr: expect.any(String), ru: expect.any(String) }]),
      });
      expect(questions[0].options).toHaveLength(6);
    });

    it('is a 410 once the survey has ended, 404 for an unknown link or another kind of mission', async () => {
      const ended = await createSurvey(app, companyId);
      await endSurvey(app, ended.id, { endDate: dayFromToday(-1) });
      const gone = await http.get(`/response/demographic_question/?mission=${ended.referral}`);
      expect({ status: gone.statusCode, code: gone.json().code }).toEqual({ status: 410, code: 'mission.ended' });
      expect((await http.get('/response/demographic_question/?mission=nope')).statusCode).toBe(404);
      const values = await createMission(app.database.db, companyId, { missionType: 'V' });
      expect((await http.get(`/response/demographic_question/?mission=${values.referral}`)).json().code).toBe('barometer.not_a_barometer');
    });

    it('goes with the 18 questions and their answers of the barometer questionnaire by mission, and the words', async () => {
      const questions = await http.get(`/response/question/?mission=${survey.referral}`);
      const answers = await http.get(`/response/answer/?mission=${survey.referral}`);
      expect(questions.json()).toHaveLength(18);
      expect(answers.json()).toHaveLength(18 * 6);
      expect(questions.json()[0].en).toBe(content.questions[0].en);
      expect((await http.get('/words/')).json()).toHaveLength(48);
    });
  });

  describe('POST /result/barometer_response/', () => {
    it('saves a complete response without a token and answers a message', async () => {
      const before = await responseCount(survey.id);
      const res = await http.post(submitPath(survey.referral), next());
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: BAROMETER_MESSAGES.saved } });
      expect(await responseCount(survey.id)).toBe(before + 1);
    });

    it('accepts the demographic option as a one-item list, as the product sends option pks', async () => {
      const body = next();
      const listed = Object.fromEntries(Object.entries(body.demographic_answers).map(([question, option]) => [question, [option as number]]));
      expect((await http.post(submitPath(survey.referral), { ...body, demographic_answers: listed })).statusCode).toBe(200);
    });

    it('stores nothing that names or links a respondent: no user, address or browser, a random id, the day only', async () => {
      const db = app.database.db;
      const fresh = await createSurvey(app, companyId);
      const signedIn = await createUser(db);
      // even a caller who sends a token, an address and a browser leaves none of them
      const res = await http.post(submitPath(fresh.referral), next(), {
        ip: '203.0.113.77',
        token: await tokenFor(app, signedIn.id),
        headers: { 'user-agent': 'Mozilla/5.0 (Respondent Browser)', 'x-forwarded-for': '198.51.100.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

      const columns = await db.execute(
        sql`select table_name, column_name, data_type from information_schema.columns where table_name in ('barometer_responses', 'barometer_demographic_answers') order by table_name, column_name`,
      );
      expect(((columns as { rows: { table_name: string; column_name: string; data_type: string }[] }).rows).map((c) => `${c.table_name}.${c.column_name}:${c.data_type}`)).toEqual([
        'barometer_demographic_answers.demographic_option_id:integer',
        'barometer_demographic_answers.demographic_question_id:integer',
        'barometer_demographic_answers.mission_id:integer',
        'barometer_demographic_answers.response_id:uuid',
        'barometer_responses.first_answers:ARRAY',
        'barometer_responses.id:uuid',
        'barometer_responses.mission_id:integer',
        'barometer_responses.question_answered:ARRAY',
        'barometer_responses.release_step:integer',
        'barometer_responses.second_answers:ARRAY',
        'barometer_responses.selected_words:ARRAY',
        'barometer_responses.sorted_words:ARRAY',
      ]);

      const rows = await db.select().from(barometerResponses).where(eq(barometerResponses.missionId, fresh.id));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      // waiting for its step: no time, not even the day, to compare with who was seen answering
      expect(row.releaseStep).toBeNull();
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const stored = JSON.stringify(await db.execute(sql`select r.*, d.* from barometer_responses r join barometer_demographic_answers d on d.response_id = r.id where r.mission_id = ${fresh.id}`));
      for (const trace of ['203.0.113.77', '198.51.100.9', 'Mozilla', 'Respondent', signedIn.email]) {
        expect({ trace, found: stored.includes(trace) }).toEqual({ trace, found: false });
      }
      expect(await db.select({ id: barometerDemographicAnswers.responseId }).from(barometerDemographicAnswers).where(eq(barometerDemographicAnswers.responseId, row.id))).toHaveLength(6);
    });

    it('gives two responses ids that say nothing about their order', async () => {
      const fresh = await createSurvey(app, companyId);
      for (let i = 0; i < 6; i += 1) expect((await http.post(submitPath(fresh.referral), next())).statusCode).toBe(200);
      const ids = (await app.database.db.select({ id: barometerResponses.id }).from(barometerResponses).where(eq(barometerResponses.missionId, fresh.id))).map((r) => r.id);
      expect(new Set(ids).size).toBe(6);
      // random version-4 ids: neither a counter nor a time
      for (const id of ids) expect(id[14]).toBe('4');
    });

    describe('refuses a broken response with a 400 at its field and saves nothing', () => {
      const pkOf = (questionId: string) => String(content.demographics.find((q) => q.question_id === questionId)?.pk);
      const optionOf = (questionId: string, optionId: string) =>
        content.demographics.find((q) => q.question_id === questionId)?.options.find((o) => o.option_id === optionId)?.pk as number;
      const replaceItem = (list: string, index: number, value: string) => list.split(',').map((item, i) => (i === index ? value : item)).join(',');
      const dropItem = (list: string, index: number) => list.split(',').filter((_, i) => i !== index).join(',');

      const cases: [string, (body: BarometerResponseBody) => BarometerResponseBody, { field: string; code: string }][] = [
        ['a demographic question left out', (b) => ({ ...b, demographic_answers: Object.fromEntries(Object.entries(b.demographic_answers).filter(([q]) => q !== pkOf('d3'))) }), { field: 'demographic_answers', code: 'barometer.demographic_missing' }],
        ['a question of no demographic part', (b) => ({ ...b, demographic_answers: { ...b.demographic_answers, 999999: optionOf('d1', 'd1o1') } }), { field: 'demographic_answers', code: 'barometer.demographic_unknown' }],
        ['two options for one question', (b) => ({ ...b, demographic_answers: { ...b.demographic_answers, [pkOf('d1')]: [optionOf('d1', 'd1o1'), optionOf('d1', 'd1o2')] } }), { field: 'demographic_answers', code: 'barometer.demographic_one_option' }],
        ['no option in the list', (b) => ({ ...b, demographic_answers: { ...b.demographic_answers, [pkOf('d1')]: [] } }), { field: 'demographic_answers', code: 'barometer.demographic_one_option' }],
        ['an option of another question', (b) => ({ ...b, demographic_answers: { ...b.demographic_answers, [pkOf('d1')]: optionOf('d2', 'd2o1') } }), { field: 'demographic_answers', code: 'barometer.demographic_not_an_option' }],
        ['a demographic map that is not an object', (b) => ({ ...b, demographic_answers: 'd1o1' as unknown as BarometerResponseBody['demographic_answers'] }), { field: 'demographic_answers', code: 'validation.not_object' }],
        ['17 questions', (b) => ({ ...b, question_answered: dropItem(b.question_answered, 4), first_answers: dropItem(b.first_answers, 4), second_answers: dropItem(b.second_answers, 4) }), { field: 'question_answered', code: 'barometer.question_count' }],
        ['no question at all', (b) => ({ ...b, question_answered: '', first_answers: '', second_answers: '' }), { field: 'question_answered', code: 'barometer.question_count' }],
        ['a question twice', (b) => ({ ...b, question_answered: replaceItem(b.question_answered, 1, b.question_answered.split(',')[0]), first_answers: replaceItem(b.first_answers, 1, b.first_answers.split(',')[0]), second_answers: replaceItem(b.second_answers, 1, b.second_answers.split(',')[0]) }), { field: 'question_answered', code: 'results.question_twice' }],
        ['an unknown question', (b) => ({ ...b, question_answered: replaceItem(b.question_answered, 2, 'q99') }), { field: 'question_answered', code: 'results.unknown_question' }],
        ['a first answer of another question', (b) => ({ ...b, first_answers: replaceItem(b.first_answers, 0, b.first_answers.split(',')[1]) }), { field: 'first_answers', code: 'results.not_an_answer' }],
        ['a second answer of another question', (b) => ({ ...b, second_answers: replaceItem(b.second_answers, 3, 'q1a1') }), { field: 'second_answers', code: 'results.not_an_answer' }],
        ['the same answer twice', (b) => ({ ...b, second_answers: replaceItem(b.second_answers, 5, b.first_answers.split(',')[5]) }), { field: 'second_answers', code: 'results.same_answers' }],
        ['a first list shorter than the questions', (b) => ({ ...b, first_answers: dropItem(b.first_answers, 0) }), { field: 'first_answers', code: 'results.lists_differ' }],
        ['a second list shorter than the questions', (b) => ({ ...b, second_answers: dropItem(b.second_answers, 17) }), { field: 'second_answers', code: 'results.lists_differ' }],
        ['an empty item', (b) => ({ ...b, question_answered: `${b.question_answered},` }), { field: 'question_answered', code: 'results.empty_item' }],
        ['11 words', (b) => ({ ...b, selected_word_result: dropItem(b.selected_word_result, 0) }), { field: 'selected_word_result', code: 'barometer.word_count' }],
        ['13 words', (b) => ({ ...b, selected_word_result: `${b.selected_word_result},w48` }), { field: 'selected_word_result', code: 'barometer.word_count' }],
        ['an unknown word', (b) => ({ ...b, selected_word_result: replaceItem(b.selected_word_result, 3, 'w99') }), { field: 'selected_word_result', code: 'barometer.unknown_word' }],
        ['a word twice', (b) => ({ ...b, selected_word_result: replaceItem(b.selected_word_result, 3, b.selected_word_result.split(',')[4]) }), { field: 'selected_word_result', code: 'barometer.word_twice' }],
        ['11 sorted words', (b) => ({ ...b, sorted_word_result: dropItem(b.sorted_word_result, 11) }), { field: 'sorted_word_result', code: 'barometer.word_count' }],
        ['a sorted word twice', (b) => ({ ...b, sorted_word_result: replaceItem(b.sorted_word_result, 0, b.sorted_word_result.split(',')[1]) }), { field: 'sorted_word_result', code: 'barometer.word_twice' }],
        ['sorted words that are not the selection', (b) => {
          const outside = content.wordIds.find((w) => !b.selected_word_result.split(',').includes(w)) as string;
          return { ...b, sorted_word_result: replaceItem(b.sorted_word_result, 0, outside) };
        }, { field: 'sorted_word_result', code: 'barometer.not_the_selection' }],
        ['a missing list', (b) => ({ ...b, sorted_word_result: undefined as unknown as string }), { field: 'sorted_word_result', code: 'validation.required' }],
      ];

      it.each(cases)('%s', async (_what, broken, expected) => {
        const before = { responses: await responseCount(survey.id), demographics: await demographicRowCount() };
        const res = await http.post(submitPath(survey.referral), broken(next()));
        expect({ status: res.statusCode, field: res.json().field, code: res.json().code }).toEqual({ status: 400, ...expected });
        expect({ responses: await responseCount(survey.id), demographics: await demographicRowCount() }).toEqual(before);
      });
    });

    it('refuses an ended or archived survey (410), an unknown link and another kind of mission (404), and saves nothing', async () => {
      const ended = await createSurvey(app, companyId);
      await endSurvey(app, ended.id, { endDate: dayFromToday(-1) });
      const archived = await createSurvey(app, companyId);
      await endSurvey(app, archived.id, { archivedAt: new Date() });
      const recruitment = await createMission(app.database.db, companyId, { missionType: 'R' });
      const before = await demographicRowCount();
      for (const [referral, status, code] of [
        [ended.referral, 410, 'mission.ended'],
        [archived.referral, 410, 'mission.ended'],
        ['no-such-survey', 404, 'link.unknown_mission'],
        [recruitment.referral, 404, 'barometer.not_a_barometer'],
      ] as const) {
        const res = await http.post(submitPath(referral), next());
        expect({ referral, status: res.statusCode, code: res.json().code }).toEqual({ referral, status, code });
      }
      expect(await responseCount(ended.id)).toBe(0);
      expect(await responseCount(archived.id)).toBe(0);
      expect(await demographicRowCount()).toBe(before);
      expect((await http.post('/result/barometer_response/', next())).statusCode).toBe(400);
    });
  });

  describe('its rate limit and its log', () => {
    it('limits submits per address; the counters hold a keyed hash, never the address', async () => {
      const limited = await buildTestApp({ rateLimit: { max: 1000, store: 'database' } }, { barometerSubmitLimit: { max: 2, timeWindow: '1 minute' } });
      try {
        const limitedHttp = api(limited);
        const companyOfLimited = await createCompany(limited.database.db, { supportsBarometer: true });
        const limitedSurvey = await createSurvey(limited, companyOfLimited);
        const limitedContent = await barometerContent(limited, limitedSurvey.referral);
        const body = bodies(limitedContent, 7);
        const ip = '192.0.2.44';
        expect((await limitedHttp.post(submitPath(limitedSurvey.referral), body(), { ip })).statusCode).toBe(200);
        expect((await limitedHttp.post(submitPath(limitedSurvey.referral), body(), { ip })).statusCode).toBe(200);
        const third = await limitedHttp.post(submitPath(limitedSurvey.referral), body(), { ip });
        expect({ status: third.statusCode, code: third.json().code }).toEqual({ status: 429, code: 'rate.limited' });
        expect((await limitedHttp.post(submitPath(limitedSurvey.referral), body(), { ip: freshIp() })).statusCode).toBe(200);
        await limitedHttp.get(`/response/demographic_question/?mission=${limitedSurvey.referral}`, { ip });
        await limitedHttp.get(`/company/get_company_from_mission/?mission_referral=${limitedSurvey.referral}`, { ip });

        const keys = (await limited.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect(keys.filter((key) => key.includes('192.0.2.44'))).toEqual([]);
      } finally {
        await limited.close();
      }
    });

    it('logs a public barometer request without the address, the query or the body', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logged = await buildTestApp({}, { logger: { level: 'info', stream } });
      try {
        const loggedHttp = api(logged);
        const loggedCompany = await createCompany(logged.database.db, { supportsBarometer: true });
        const loggedSurvey = await createSurvey(logged, loggedCompany);
        const loggedContent = await barometerContent(logged, loggedSurvey.referral);
        const body = bodies(loggedContent, 9)();
        const ip = '203.0.113.201';
        expect((await loggedHttp.post(submitPath(loggedSurvey.referral), body, { ip, headers: { 'user-agent': 'Respondent/1.0' } })).statusCode).toBe(200);
        await loggedHttp.get(`/response/demographic_question/?mission=${loggedSurvey.referral}`, { ip });
        // the same address on another call is logged as usual: the test can see an address at all
        await loggedHttp.get('/health', { ip });
        const log = lines.join('');
        const barometerLines = lines.filter((line) => line.includes('barometer_response') || line.includes('demographic_question'));
        expect(barometerLines.length).toBeGreaterThan(0);
        for (const line of barometerLines) {
          expect(line).not.toContain(ip);
          expect(line).not.toContain(loggedSurvey.referral);
          expect(line).not.toContain('Respondent');
        }
        expect(log).not.toContain(body.selected_word_result);
        expect(log).toContain(ip);
      } finally {
        await logged.close();
      }
    });
  });
});
