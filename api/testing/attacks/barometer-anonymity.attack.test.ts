import type { BarometerResponseBody, BarometerResultsResponse } from '@rapport/wire/api/barometer';
import type { BarometerSurveyResponse } from '@rapport/wire/api/barometer-admin';
import { RANDOMIZED_RESPONSE, randomizeResponse } from '@rapport/wire/api/barometer-randomized-response';
import { bodies, submitPath } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../src/app';
import { seededRandom } from '../../src/services/barometer/synthetic';
import { barometerAdmin, K, type View } from './barometer-admin';

/**
 * The company's own admin against the anonymity of its barometer (docs/barometer-anonymity.md).
 * The admin knows the people, sees every figure the API gives, can add answers of their own,
 * create, archive and delete surveys and move the threshold; each attack below is done with the
 * API only, the way a curious HR admin would, and succeeds when it gives figures about fewer
 * people than the threshold in force: one person's 18 first answers, or a demographic group of 1
 * to 4 that the survey's own view hides.
 *
 * Here, one survey's own figures: filters that overlap, answers the admin plants, the results
 * before and after one more answer. Across surveys: barometer-anonymity-surveys.attack.test.ts.
 */
describe(`the barometer's anonymity against the company's admin: one survey's figures (${testDatabaseKind})`, () => {
  const world = barometerAdmin('barometer-anonymity: one survey');
  const { tryAttack, newCompany, newSurvey, invitedSurvey, demographics, option, group, results, counts, surveyFacts, collector, firstCounts, combine, smallGroupRevealed } = world;

  // ---- 1. overlapping filters -------------------------------------------------------------------

  describe('overlapping filters on different demographic questions', () => {
    const woman = () => option('d6', 'd6o1');
    const young = () => option('d1', 'd1o2');

    it("woman minus 25–34 does not give the one woman of 35–44's 18 first answers, read after every answer", async () => {
      const company = await newCompany();
      const survey = await invitedSurvey(company);
      const next = bodies(world.content, 101);
      // 5 women 25–34, the one woman 35–44, 9 men 35–44: 15 answers, three steps of 5
      const womenYoung = group(next, 5, { d6: 'd6o1', d1: 'd1o2' });
      const [target] = group(next, 1, { d6: 'd6o1', d1: 'd1o3' });
      const men = group(next, 9, { d6: 'd6o2', d1: 'd1o3' });
      const sent = [...womenYoung, target, ...men];
      const seen = collector();
      const readAll = async (label: string) => ({
        whole: await seen.read(company, survey.id, `everyone ${label}`),
        women: await seen.read(company, survey.id, `women ${label}`, woman()),
        young: await seen.read(company, survey.id, `25–34 ${label}`, young()),
      });
      // the filters read before and after each new answer: a filter combined with time
      for (const [i, body] of sent.entries()) {
        await survey.answer(body);
        await readAll(`after ${i + 1}`);
      }
      const last = await readAll('at the end');
      expect(last.whole.response_count).toBe(15);

      await tryAttack('women minus 25–34 in one survey gives the woman of 35–44', async () => {
        if (last.women.group_count === null || last.young.group_count === null) return false;
        const difference = combine([
          { view: { label: 'women', size: last.women.group_count, first: last.women.questions.flatMap((q) => q.options.map((o) => o.first_count ?? 0)) }, weight: 1 },
          { view: { label: '25–34', size: last.young.group_count, first: last.young.questions.flatMap((q) => q.options.map((o) => o.first_count ?? 0)) }, weight: -1 },
        ]);
        return difference.size === 1 && difference.first.join(',') === firstCounts([target]).join(',');
      });
      await tryAttack('any combination of the figures read after each answer gives 1 to 4 people', async () => smallGroupRevealed([...seen.views.values()], sent) !== null);
      // what the rule did: the women's group differs from the 25–34 one by the one woman only, so it was refused
      expect({ women: [last.women.group_count, last.women.hidden], young: [last.young.group_count, last.young.hidden] }).toEqual({
        women: [null, 'differencing'],
        young: [5, null],
      });
    });

    /**
     * m filters on m questions and everyone: one person holds every filtered answer, and for
     * each filter 5 or more hold all the others but that one. Every two figures differ by 5 or
     * more, yet Σ filters - (m - 1)·everyone is the one person.
     */
    const layered = (filters: readonly [string, string, string][]) => async () => {
      const company = await newCompany();
      const survey = await invitedSurvey(company);
      const next = bodies(world.content, 200 + filters.length);
      const all = Object.fromEntries(filters.map(([question, inside]) => [question, inside]));
      const [target] = group(next, 1, all);
      // 4 more in the first layer: the total is a multiple of the step, so every answer is released
      const layers = filters.map(([question, , outside], i) => group(next, i === 0 ? 9 : 5, { ...all, [question]: outside }));
      const sent = [target, ...layers.flat()];
      const seen = collector();
      const readAll = async (label: string) => {
        const whole = await seen.read(company, survey.id, `everyone ${label}`);
        const filtered = [];
        for (const [question, inside] of filters) filtered.push(await seen.read(company, survey.id, `${question}=${inside} ${label}`, option(question, inside)));
        return { whole, filtered };
      };
      for (const [i, body] of sent.entries()) {
        await survey.answer(body);
        if ((i + 1) % K === 0 || i === 0) await readAll(`after ${i + 1}`);
      }
      const last = await readAll('at the end');
      expect(last.whole.response_count).toBe(sent.length);

      const names = filters.map(([question, inside]) => `${question}=${inside}`).join(' + ');
      await tryAttack(`${names} - ${filters.length - 1}·everyone gives the one person holding them all`, async () => {
        const shown = [last.whole, ...last.filtered];
        if (shown.some((body) => body.group_count === null)) return false;
        const view = (body: BarometerResultsResponse): View => ({ label: '', size: body.group_count ?? 0, first: body.questions.flatMap((q) => q.options.map((o) => o.first_count ?? 0)) });
        const combined = combine([...last.filtered.map((body) => ({ view: view(body), weight: 1 })), { view: view(last.whole), weight: -(filters.length - 1) }]);
        return combined.size === 1 && combined.first.join(',') === firstCounts([target]).join(',');
      });
      await tryAttack(`any combination of the figures of ${names} and everyone gives 1 to 4 people`, async () => smallGroupRevealed([...seen.views.values()], sent) !== null);
    };

    it('three figures: women + 25–34 - everyone is the one young woman', layered([
      ['d6', 'd6o1', 'd6o2'],
      ['d1', 'd1o2', 'd1o3'],
    ]));

    it('four figures: women + 25–34 + hybrid - 2·everyone is the one young hybrid woman', layered([
      ['d6', 'd6o1', 'd6o2'],
      ['d1', 'd1o2', 'd1o3'],
      ['d4', 'd4o2', 'd4o1'],
    ]));

    it('five figures: four filters - 3·everyone', layered([
      ['d6', 'd6o1', 'd6o2'],
      ['d1', 'd1o2', 'd1o3'],
      ['d4', 'd4o2', 'd4o1'],
      ['d5', 'd5o2', 'd5o1'],
    ]));
  });

  // ---- 2. planted answers and stuffing ----------------------------------------------------------

  describe('answers planted by the admin', () => {
    const randomization = () => ({
      questions: world.content.questions.map((question) => ({ question_id: question.question_id, answers: question.answers.map((answer) => answer.answer_id) })),
      wordIds: world.content.wordIds,
    });

    /** Four bodies whose first answers are the question's answers 1 to 4: no answer is chosen first by two of them. */
    function planted(next: ReturnType<typeof bodies>): BarometerResponseBody[] {
      return [0, 1, 2, 3].map((j) => {
        const body = next(demographics({}));
        return {
          ...body,
          question_answered: world.content.questions.map((question) => question.question_id).join(','),
          first_answers: world.content.questions.map((question) => question.answers[j].answer_id).join(','),
          second_answers: world.content.questions.map((question) => question.answers[j + 1].answer_id).join(','),
        };
      });
    }

    it("public survey: four planted answers subtracted from the estimates give the real respondent's randomized report at most, not their answers", async () => {
      const company = await newCompany();
      const survey = await newSurvey(company, 'public');
      const next = bodies(world.content, 301);
      const truth = next(demographics({}));
      // the respondent's browser randomizes the answers before sending them
      const report = randomizeResponse(truth, randomization(), seededRandom(302));
      expect((await world.http.post(submitPath(survey.referral), report, { ip: freshIp() })).statusCode).toBe(200);
      const fakes = planted(next);
      for (const body of fakes) expect((await world.http.post(submitPath(survey.referral), body, { ip: freshIp() })).statusCode).toBe(200);

      const shown = await results(company, survey.id);
      expect({ released: shown.response_count, mode: shown.mode }).toEqual({ released: 5, mode: 'public' });
      // the attacker undoes the de-biasing: observed = estimate·(p1 - p0) + n·p0 (an answer chosen
      // first by at most two of the five is never clamped), then takes the planted answers away
      const reconstructed = shown.questions.map((question, q) => {
        const m = question.options.length;
        const p1 = RANDOMIZED_RESPONSE.keepPair + (1 - RANDOMIZED_RESPONSE.keepPair) / m;
        const p0 = (1 - RANDOMIZED_RESPONSE.keepPair) / m;
        const real = question.options.map((entry, j) => Math.round((entry.first_count ?? 0) * (p1 - p0) + shown.response_count * p0) - (j < 4 ? 1 : 0));
        const chosen = real.flatMap((value, j) => (value === 1 ? [question.options[j].answer_id] : []));
        expect({ question: q, others: real.filter((value) => value !== 0 && value !== 1) }).toEqual({ question: q, others: [] });
        return chosen.length === 1 ? chosen[0] : null;
      });
      const trueFirst = truth.first_answers.split(',');
      const reportedFirst = report.first_answers.split(',');
      const matches = reconstructed.filter((answer, q) => answer === trueFirst[q]).length;

      await tryAttack("planted answers subtracted from a public survey's estimates give the respondent's 18 first answers", async () => matches === 18);
      await tryAttack('planted answers give more than the randomized report', async () =>
        reconstructed.some((answer, q) => answer !== null && answer !== reportedFirst[q]),
      );
      // the most the attacker gets is what the browser sent: its answers where the coin kept them
      expect(reconstructed).toEqual(reportedFirst);
      expect(matches).toBe(reportedFirst.filter((answer, q) => answer === trueFirst[q]).length);
      expect(matches).toBeLessThan(18);
    });

    it('invited survey: answers sent to its public link without a personal link are refused and count for nothing', async () => {
      const company = await newCompany();
      const survey = await invitedSurvey(company, 1);
      const next = bodies(world.content, 311);
      await survey.answer(next(demographics({})));
      const statuses: { status: number; code: string }[] = [];
      await tryAttack('four answers planted through the public link of an invited survey', async () => {
        for (const body of planted(next)) {
          const res = await world.http.post(submitPath(survey.referral), body, { ip: freshIp() });
          statuses.push({ status: res.statusCode, code: res.json().code });
        }
        return statuses.some(({ status }) => status === 200);
      });
      expect(statuses).toEqual(Array(4).fill({ status: 403, code: 'barometer.invitation_required' }));
      await tryAttack('four answers planted with made-up personal links', async () => {
        const guessed = await Promise.all(
          [0, 1, 2, 3].map((i) => world.http.post(`${submitPath(survey.referral)}&invitation=${'A'.repeat(42)}${i}`, next(demographics({})), { ip: freshIp() })),
        );
        return guessed.some((res) => res.statusCode !== 404);
      });
      await tryAttack('the one real answer shown once the planted ones are sent', async () => {
        const shown = await results(company, survey.id);
        return shown.response_count !== 0 || shown.hidden !== 'survey_below_threshold';
      });
      // links used move in steps like the results: the one answer waits
      expect(await surveyFacts(company, survey.id)).toEqual(expect.objectContaining({ released_count: 0, links_sent: 1, links_used: 0 }));
    });

    /**
     * 163 answers at once from three addresses to a new public survey of `target`: the statuses,
     * and the refused count the company is shown once every refusal is written (it is counted
     * beside the request: read until it is, a bounded number of times).
     */
    async function burst(target: App, seed: number): Promise<{ statuses: number[]; facts: BarometerSurveyResponse }> {
      const targetHttp = api(target);
      const { companyId, admin } = await companyWithAdmin(target, { supportsBarometer: true });
      const survey = await newSurvey({ companyId, token: admin.token }, 'public', targetHttp);
      const next = bodies(world.content, seed);
      const addresses = [freshIp(), freshIp(), freshIp()];
      const answers = await Promise.all(
        Array.from({ length: 163 }, (_, i) => targetHttp.post(submitPath(survey.referral), next(demographics({})), { ip: addresses[i % 3] })),
      );
      const statuses = answers.map((res) => res.statusCode);
      const refused = statuses.filter((status) => status === 429).length;
      const read = async (): Promise<BarometerSurveyResponse> => (await targetHttp.get(`/company/barometer_survey/?mission=${survey.id}`, { token: admin.token })).json();
      let facts = await read();
      for (let reads = 0; facts.refused_count < refused && reads < 500; reads += 1) facts = await read();
      return { statuses, facts };
    }

    const stuffing = (what: string, result: { statuses: number[]; facts: BarometerSurveyResponse }) => async () => {
      const { statuses, facts } = result;
      const accepted = statuses.filter((status) => status === 200).length;
      const refused = statuses.filter((status) => status === 429).length;
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      await tryAttack(`stuffing a public survey with 163 answers at once from three addresses (${what})`, async () => accepted > 15);
      await tryAttack(`stuffing the company is not shown (${what})`, async () => facts.refused_count !== refused);
      expect({ accepted, refused, released: facts.released_count, refusedCount: facts.refused_count }).toEqual({
        accepted,
        refused: 163 - accepted,
        released: accepted - (accepted % K),
        refusedCount: refused,
      });
      return accepted;
    };

    it('163 answers in a burst from three addresses, counters in the database (several replicas): 15 are taken, every refusal is counted for the company to see', async () => {
      const replicas = await buildTestApp({ rateLimit: { max: 1000, store: 'database' } });
      try {
        const accepted = await stuffing('database counters', await burst(replicas, 321))();
        expect(accepted).toBe(15);
      } finally {
        await replicas.close();
      }
    });

    it('163 answers in a burst from three addresses, counters in memory (one process): 15 are taken, every refusal is counted', async () => {
      // each request reads its own count, even in a burst: the first five of each address pass
      expect(await stuffing('memory counters', await burst(world.app, 322))()).toBe(15);
    });
  });

  // ---- 3. before and after ----------------------------------------------------------------------

  describe('the results before and after one more answer', () => {
    it('at 11 answers and at 12 the figures are the same; they move only with 5 new ones', async () => {
      const company = await newCompany();
      const survey = await invitedSurvey(company);
      const next = bodies(world.content, 501);
      const sent = Array.from({ length: 15 }, () => next(demographics({})));
      for (const body of sent.slice(0, 11)) await survey.answer(body);
      const at11 = await results(company, survey.id);
      await survey.answer(sent[11]);
      const at12 = await results(company, survey.id);
      await tryAttack('results at 12 answers minus results at 11 give the 12th answer', async () => JSON.stringify(at12) !== JSON.stringify(at11));
      expect(at11.response_count).toBe(10);
      const moved: number[] = [];
      for (const [i, body] of sent.slice(12).entries()) {
        await survey.answer(body);
        moved.push((await results(company, survey.id)).response_count);
        expect({ answers: 13 + i, same: JSON.stringify(await counts(company, survey.id)) === JSON.stringify(await counts(company, survey.id)) }).toEqual({ answers: 13 + i, same: true });
      }
      expect(moved).toEqual([10, 10, 15]);
    });

    it('the threshold lowered to 3: an existing survey still moves in steps of 5', async () => {
      const company = await newCompany();
      const survey = await invitedSurvey(company);
      const next = bodies(world.content, 511);
      for (let i = 0; i < 10; i += 1) await survey.answer(next(demographics({})));
      const before = await results(company, survey.id);
      expect((await world.http.put('/company/barometer_settings/', { barometer_threshold: 3 }, { token: company.token })).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) await survey.answer(next(demographics({})));
      const after = await results(company, survey.id);
      await tryAttack('lowering the threshold to 3 to see the 3 newest answers of a survey promised 5', async () => JSON.stringify(after) !== JSON.stringify(before));
      expect(after).toEqual(expect.objectContaining({ threshold: 5, response_count: 10 }));
      for (let i = 0; i < 2; i += 1) await survey.answer(next(demographics({})));
      expect((await results(company, survey.id)).response_count).toBe(15);
    });

    it('a survey created at 3, then the threshold raised to 5: its next step needs 5 new answers', async () => {
      const company = await newCompany();
      expect((await world.http.put('/company/barometer_settings/', { barometer_threshold: 3 }, { token: company.token })).statusCode).toBe(200);
      const survey = await invitedSurvey(company);
      const next = bodies(world.content, 521);
      for (let i = 0; i < 3; i += 1) await survey.answer(next(demographics({})));
      expect(await results(company, survey.id)).toEqual(expect.objectContaining({ threshold: 3, response_count: 3 }));
      expect((await world.http.put('/company/barometer_settings/', { barometer_threshold: 5 }, { token: company.token })).statusCode).toBe(200);
      const seen: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        await survey.answer(next(demographics({})));
        seen.push((await results(company, survey.id)).response_count);
      }
      await tryAttack('a survey created at 3 keeps moving in steps of 3 after the company raised its threshold to 5', async () => seen.slice(0, 4).some((count) => count !== 3));
      // the next step shows the 8: the 3 released under the old threshold are known already, so
      // they single out nobody new (the survey must not go dark for good)
      expect(seen).toEqual([3, 3, 3, 3, 8]);
    });
  });

  it('tallies the attacks: none succeeded', () => {
    expect(world.attacks.tried).toBeGreaterThanOrEqual(20);
    expect(world.attacks.succeeded).toEqual([]);
  });
});
