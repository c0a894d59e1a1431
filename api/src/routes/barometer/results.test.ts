import type { BarometerResponseBody, BarometerResultsResponse, DemographicCountQuestion } from '@rapport/wire/api/barometer';
import { estimatePair, estimateWord } from '@rapport/wire/api/barometer-randomized-response';
import { barometerContent, bodies, createSurvey, optionPk, submitAll } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { createMission } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import type { SurveyContent } from '../../services/barometer/submission';

/**
 * What a company sees of its barometer (docs/barometer-anonymity.md): counts computed in SQL
 * over the released responses, de-biased for a public survey (its answers arrive randomized),
 * hidden under the threshold for the survey and for every demographic group, hidden too when
 * subtraction would give a hidden group, and only for the company's own surveys. The attacks
 * on these figures are in api/testing/attacks/barometer-anonymity.attack.test.ts.
 */
describe(`the barometer results (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let admin: SignedIn;
  let survey: { id: number; referral: string };
  let content: SurveyContent;
  /** the 20 responses of the survey, as sent */
  let sent: BarometerResponseBody[];
  let woman: { question: number; option: number };
  let man: { question: number; option: number };
  let nonBinary: { question: number; option: number };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true }));
    survey = await createSurvey(app, companyId);
    content = await barometerContent(app, survey.referral);
    woman = optionPk(content, 'd6', 'd6o1');
    man = optionPk(content, 'd6', 'd6o2');
    nonBinary = optionPk(content, 'd6', 'd6o3');
    const next = bodies(content, 42);
    // gender: 9 women, 8 men, 3 non-binary, nobody "rather not say"; every other demographic
    // question answered with its first option by everybody (its groups are the whole survey)
    const firstOptions = Object.fromEntries(content.demographics.map((q) => [q.pk, q.options[0].pk]));
    const groups = [
      ...Array.from({ length: 9 }, () => woman),
      ...Array.from({ length: 8 }, () => man),
      ...Array.from({ length: 3 }, () => nonBinary),
    ];
    sent = groups.map((gender) => next({ ...firstOptions, [gender.question]: gender.option }));
    await submitAll(app, survey.referral, sent);
  });
  afterAll(async () => {
    await app.close();
  });

  const results = (query: string, token = admin.token) => http.get(`/company/barometer_results/?${query}`, { token });

  /** What the counts must be, computed from the bodies sent. */
  function expectedCounts(group: readonly BarometerResponseBody[]) {
    const selected = new Map<string, number>();
    const first = new Map<string, number>();
    const words = new Map<string, number>();
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const body of group) {
      body.first_answers.split(',').forEach((answer) => (bump(selected, answer), bump(first, answer)));
      body.second_answers.split(',').forEach((answer) => bump(selected, answer));
      body.selected_word_result.split(',').forEach((word) => bump(words, word));
    }
    return { selected, first, words };
  }

  const inGroup = (option: { question: number; option: number }) => sent.filter((body) => body.demographic_answers[String(option.question)] === option.option);

  /** A public survey's figures: the de-biased estimates of the counts of what was sent, with their margins. */
  function expectCountsOf(body: BarometerResultsResponse, group: readonly BarometerResponseBody[]) {
    const expected = expectedCounts(group);
    const n = group.length;
    expect(body.questions).toHaveLength(18);
    for (const question of body.questions) {
      expect(question.options).toHaveLength(6);
      for (const option of question.options) {
        const selected = estimatePair(expected.selected.get(option.answer_id) ?? 0, n, 6, 'selected');
        const first = estimatePair(expected.first.get(option.answer_id) ?? 0, n, 6, 'first');
        expect({ answer: option.answer_id, selected: option.selected_count, first: option.first_count, margins: [option.selected_margin, option.first_margin] }).toEqual({
          answer: option.answer_id,
          selected: selected.value,
          first: first.value,
          margins: [selected.margin, first.margin],
        });
      }
    }
    // the words estimated most often chosen, most first, with their margins
    expect(body.words.length).toBeLessThanOrEqual(12);
    const counts = body.words.map((word) => word.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const word of body.words) {
      const estimate = estimateWord(expected.words.get(word.word_id) ?? 0, n, content.wordIds.length, 12);
      expect({ word: word.word_id, count: word.count, margin: word.margin }).toEqual({ word: word.word_id, count: estimate.value, margin: estimate.margin });
    }
  }

  const gender = (demographics: DemographicCountQuestion[]) => demographics.find((q) => q.question_id === 'd6')?.options.map((o) => [o.option_id, o.count, o.hidden]);

  describe('GET /company/barometer_results/', () => {
    it("gives every question's answer counts and the most chosen words of the whole survey", async () => {
      const res = await results(`mission=${survey.id}`);
      expect(res.statusCode).toBe(200);
      const body: BarometerResultsResponse = res.json();
      expect(body).toEqual(expect.objectContaining({ mission: survey.id, threshold: 5, mode: 'public', response_count: 20, filter: null, group_count: 20, hidden: null }));
      expect(body.questions[0]).toEqual(expect.objectContaining({ question_id: 'q1', en: content.questions[0].en, fr: expect.any(String), ru: expect.any(String) }));
      expectCountsOf(body, sent);
    });

    it('shows the demographic groups of at least 5, hides the smaller ones, and hides the smallest shown one when subtraction would give a hidden group', async () => {
      const body: BarometerResultsResponse = (await results(`mission=${survey.id}`)).json();
      // 20 = 9 + 8 + 3 + 0: with 9 and 8 shown, the 3 would be 20 - 9 - 8
      expect(gender(body.demographics)).toEqual([
        ['d6o1', 9, null],
        ['d6o2', null, 'differencing'],
        ['d6o3', null, 'group_below_threshold'],
        ['d6o4', null, 'group_below_threshold'],
      ]);
      // everybody in one age group: the empty ones hide nobody, so nothing more is hidden
      expect(body.demographics[0].options.map((o) => o.count)).toEqual([20, null, null, null, null, null]);
      // the rule refuses what the guard lets through when figures already shown would single out a few
      expect(body.demographics.every((q) => q.options.every((o) => o.hidden !== null || o.count !== null))).toBe(true);
    });

    it('filters by one demographic answer: the counts of that group only', async () => {
      const res = await results(`mission=${survey.id}&question=${woman.question}&option=${woman.option}`);
      const body: BarometerResultsResponse = res.json();
      expect(body).toEqual(expect.objectContaining({ response_count: 20, filter: woman, group_count: 9, hidden: null }));
      expectCountsOf(body, inGroup(woman));
    });

    it('hides a group under the threshold and a group the differencing guard hides: no count, no word', async () => {
      for (const [option, reason] of [
        [nonBinary, 'group_below_threshold'],
        [man, 'differencing'],
      ] as const) {
        const body: BarometerResultsResponse = (await results(`mission=${survey.id}&question=${option.question}&option=${option.option}`)).json();
        expect({ reason, filter: body.filter, group: body.group_count, hidden: body.hidden, words: body.words }).toEqual({ reason, filter: option, group: null, hidden: reason, words: [] });
        expect(body.questions.flatMap((q) => q.options.map((o) => [o.selected_count, o.first_count])).every(([a, b]) => a === null && b === null)).toBe(true);
        expect(body.questions).toHaveLength(18);
      }
    });

    it('hides a whole survey under the threshold (nothing released yet); a lower threshold applies to the surveys created after it', async () => {
      const small = await createSurvey(app, companyId);
      await submitAll(app, small.referral, Array.from({ length: 4 }, bodies(content, 5)));
      const hidden: BarometerResultsResponse = (await results(`mission=${small.id}`)).json();
      expect(hidden).toEqual(expect.objectContaining({ response_count: 0, group_count: null, hidden: 'survey_below_threshold', words: [] }));
      expect(hidden.questions[0].options[0].selected_count).toBeNull();
      expect(hidden.demographics.flatMap((q) => q.options).every((o) => o.count === null && o.hidden === 'survey_below_threshold')).toBe(true);

      const own = await companyWithAdmin(app, { supportsBarometer: true });
      const before = await createSurvey(app, own.companyId);
      await submitAll(app, before.referral, Array.from({ length: 4 }, bodies(content, 6)));
      expect((await http.put('/company/barometer_settings/', { barometer_threshold: 3 }, { token: own.admin.token })).json()).toEqual({ barometer_threshold: 3 });
      // its respondents were promised 5
      expect((await results(`mission=${before.id}`, own.admin.token)).json()).toEqual(expect.objectContaining({ threshold: 5, response_count: 0, hidden: 'survey_below_threshold' }));
      const after = await createSurvey(app, own.companyId);
      await submitAll(app, after.referral, Array.from({ length: 4 }, bodies(content, 7)));
      const shown: BarometerResultsResponse = (await results(`mission=${after.id}`, own.admin.token)).json();
      // released in a step of 3; the 4th waits for the next step
      expect(shown).toEqual(expect.objectContaining({ threshold: 3, response_count: 3, group_count: 3, hidden: null }));
    });

    it('refuses a filter that is not an answer of this survey, or half a filter (400)', async () => {
      const foreign = optionPk(content, 'd5', 'd5o1');
      const wrong = await results(`mission=${survey.id}&question=${woman.question}&option=${foreign.option}`);
      expect({ status: wrong.statusCode, code: wrong.json().code, field: wrong.json().field }).toEqual({ status: 400, code: 'barometer.unknown_option', field: 'option' });
      const half = await results(`mission=${survey.id}&option=${woman.option}`);
      expect({ status: half.statusCode, code: half.json().code }).toEqual({ status: 400, code: 'barometer.filter_pair' });
      expect((await results('')).statusCode).toBe(400);
    });
  });

  describe('GET /response/demographic_answers_count', () => {
    it('answers data.data: each option of each demographic question with its count, behind the same guard', async () => {
      const res = await http.get(`/response/demographic_answers_count?company=${companyId}&mission=${survey.id}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual(expect.objectContaining({ response_count: 20, threshold: 5, hidden: null }));
      expect(body.data.map((q: DemographicCountQuestion) => q.question_id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6']);
      expect(body.data[2].options.map((o: { count: number | null }) => o.count)).toEqual([20, null, null, null, null, null, null]);
      expect(gender(body.data)).toEqual([
        ['d6o1', 9, null],
        ['d6o2', null, 'differencing'],
        ['d6o3', null, 'group_below_threshold'],
        ['d6o4', null, 'group_below_threshold'],
      ]);
      // every count shown is the true count
      const d3 = body.data[2].options as { pk: number; count: number | null }[];
      for (const option of d3) {
        if (option.count !== null) expect(option.count).toBe(sent.filter((b) => b.demographic_answers[String(body.data[2].pk)] === option.pk).length);
      }
    });

    it('counts every barometer survey of the company without a mission', async () => {
      const { companyId: other, admin: otherAdmin } = await companyWithAdmin(app, { supportsBarometer: true });
      const first = await createSurvey(app, other);
      const second = await createSurvey(app, other);
      const firstOptions = Object.fromEntries(content.demographics.map((q) => [q.pk, q.options[0].pk]));
      const next = bodies(content, 11);
      await submitAll(app, first.referral, Array.from({ length: 5 }, () => next({ ...firstOptions, [man.question]: man.option })));
      await submitAll(app, second.referral, Array.from({ length: 5 }, () => next({ ...firstOptions, [man.question]: man.option })));
      const one = (await http.get(`/response/demographic_answers_count?company=${other}&mission=${first.id}`, { token: otherAdmin.token })).json();
      expect(one).toEqual(expect.objectContaining({ response_count: 5, hidden: null }));
      const all = (await http.get(`/response/demographic_answers_count?company=${other}`, { token: otherAdmin.token })).json();
      expect(all).toEqual(expect.objectContaining({ response_count: 10, hidden: null }));
      expect(gender(all.data)).toEqual([
        ['d6o1', null, 'group_below_threshold'],
        ['d6o2', 10, null],
        ['d6o3', null, 'group_below_threshold'],
        ['d6o4', null, 'group_below_threshold'],
      ]);
    });
  });

  describe('the company barometer settings', () => {
    it('keep the threshold at 5 by default, never below 3, for the active company only', async () => {
      const { admin: owner } = await companyWithAdmin(app, { supportsBarometer: true });
      expect((await http.get('/company/barometer_settings/', { token: owner.token })).json()).toEqual({ barometer_threshold: 5 });
      const low = await http.put('/company/barometer_settings/', { barometer_threshold: 2 }, { token: owner.token });
      expect({ status: low.statusCode, code: low.json().code, field: low.json().field }).toEqual({ status: 400, code: 'barometer.threshold_min', field: 'barometer_threshold' });
      expect((await http.put('/company/barometer_settings/', { barometer_threshold: 1001 }, { token: owner.token })).json().code).toBe('barometer.threshold_max');
      expect((await http.put('/company/barometer_settings/', { barometer_threshold: 7 }, { token: owner.token })).statusCode).toBe(200);
      expect((await http.get('/company/barometer_settings/', { token: owner.token })).json()).toEqual({ barometer_threshold: 7 });
      expect((await http.get('/company/barometer_settings/', { token: admin.token })).json()).toEqual({ barometer_threshold: 5 });
    });
  });

  describe('who may read them', () => {
    it("gives another company's admin a 404 for the survey and for the company's counts", async () => {
      const { admin: stranger } = await companyWithAdmin(app, { supportsBarometer: true });
      const res = await results(`mission=${survey.id}`, stranger.token);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: 'mission.unknown' });
      const counts = await http.get(`/response/demographic_answers_count?company=${companyId}`, { token: stranger.token });
      expect({ status: counts.statusCode, code: counts.json().code }).toEqual({ status: 404, code: 'company.unknown_company' });
      const theirs = await http.get(`/response/demographic_answers_count?company=${companyId}&mission=${survey.id}`, { token: stranger.token });
      expect(theirs.statusCode).toBe(404);
    });

    it('gives a 404 for a mission of the company that is not a barometer', async () => {
      const recruitment = await createMission(app.database.db, companyId, { missionType: 'R' });
      expect((await results(`mission=${recruitment.id}`)).json().code).toBe('mission.unknown');
      expect((await http.get(`/response/demographic_answers_count?company=${companyId}&mission=${recruitment.id}`, { token: admin.token })).statusCode).toBe(404);
    });

    it('refuses a user without a company and a company without the barometer (403), and a visitor without a token (401)', async () => {
      const person = await signedIn(app);
      const noCompany = await results(`mission=${survey.id}`, person.token);
      expect({ status: noCompany.statusCode, code: noCompany.json().code }).toEqual({ status: 403, code: 'company.not_a_company_user' });
      const { companyId: plain, admin: plainAdmin } = await companyWithAdmin(app, { supportsBarometer: false });
      for (const url of [`/company/barometer_results/?mission=${survey.id}`, `/response/demographic_answers_count?company=${plain}`, '/company/barometer_settings/']) {
        const res = await http.get(url, { token: plainAdmin.token });
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 403, code: 'barometer.off' });
      }
      expect((await http.put('/company/barometer_settings/', { barometer_threshold: 4 }, { token: plainAdmin.token })).statusCode).toBe(403);
      for (const url of [`/company/barometer_results/?mission=${survey.id}`, `/response/demographic_answers_count?company=${companyId}`, '/company/barometer_settings/']) {
        expect((await http.get(url)).statusCode).toBe(401);
      }
    });
  });
});
