import { bodies } from '@rapport/api/testing/barometer';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { freshIp } from '@rapport/api/testing/http';
import { barometerAdmin, countOf, type Counts, type Company } from './barometer-admin';

/**
 * The company's admin against the anonymity of its barometer, across its surveys: one survey's
 * figures subtracted from the company's counts, and a survey created at a lower threshold beside
 * one promised more. The attacker and the rules they play by: barometer-anonymity.attack.test.ts.
 *
 * The surveys of the subtraction attacks are invited ones: their figures are exact, the
 * strongest position for the attacker (a public survey's estimates can be turned back into the
 * counts they were made from, as the planted-answers attack does).
 */
describe(`the barometer's anonymity against the company's admin: across surveys (${testDatabaseKind})`, () => {
  const world = barometerAdmin('barometer-anonymity: across surveys');
  const { tryAttack, newCompany, invitedSurvey, option, group, results, counts } = world;

  // ---- 1. one survey subtracted from the company's counts ---------------------------------------

  describe("a survey subtracted from the company's counts", () => {
    const woman = () => option('d6', 'd6o1');
    const man = () => option('d6', 'd6o2');

    /**
     * Two surveys made from the same form (the second a duplicate of the first): A with 5 women
     * and 5 men, B with 2 women and 8 men. B's own view hides its women (2) and so its men.
     */
    async function twoSurveys(seed: number) {
      const company = await newCompany();
      const a = await invitedSurvey(company, 10);
      const b = await invitedSurvey(company, 10);
      const next = bodies(world.content, seed);
      for (const body of [...group(next, 5, { d6: 'd6o1' }), ...group(next, 5, { d6: 'd6o2' })]) await a.answer(body);
      for (const body of [...group(next, 2, { d6: 'd6o1' }), ...group(next, 8, { d6: 'd6o2' })]) await b.answer(body);
      const own = await counts(company, b.id);
      expect({ women: countOf(own.data, woman()), men: countOf(own.data, man()) }).toEqual({ women: null, men: null });
      return { company, a, b };
    }

    /** B's women or men derived as the company's count minus A's, when both were shown. */
    const derivedFromB = (company: readonly Counts[], ofA: readonly Counts[]) => {
      const found: string[] = [];
      for (const whole of company) {
        for (const part of ofA) {
          for (const [name, target, truth] of [
            ['women', woman(), 2],
            ['men', man(), 8],
          ] as const) {
            const total = countOf(whole.data, target);
            const fromA = countOf(part.data, target);
            if (total !== null && fromA !== null && total - fromA === truth) found.push(name);
          }
        }
      }
      return found;
    };

    it('the company first, then the survey A: B hides what it hides', async () => {
      const { company, a } = await twoSurveys(401);
      const whole = [await counts(company)];
      // A's counts from both calls that give them: its results and the counts call
      const ofA = [await counts(company, a.id), { data: (await results(company, a.id)).demographics }];
      // the attacker holds the first half of the subtraction
      expect(countOf(whole[0].data, woman())).toBe(7);
      await tryAttack("the company's counts minus A's give B's women (counts call without the survey, then with)", async () => derivedFromB(whole, ofA).length > 0);
    });

    it('the survey A first, then the company', async () => {
      const { company, a } = await twoSurveys(402);
      const ofA = [await counts(company, a.id)];
      const whole = [await counts(company)];
      expect(countOf(ofA[0].data, woman())).toBe(5);
      await tryAttack("A's counts then the company's give B's women (counts call with the survey, then without)", async () => derivedFromB(whole, ofA).length > 0);
    });

    /** Archiving is a PUT without a body, as the missions list does; deleting a DELETE. */
    const archive = (company: Company, surveyId: number) =>
      world.app.inject({ method: 'PUT', url: `/api/company/mission_update/?pk=${surveyId}`, headers: { authorization: `Token ${company.token}` }, remoteAddress: freshIp() });
    const remove = (company: Company, surveyId: number) => world.http.delete(`/company/mission_update/?pk=${surveyId}`, { token: company.token });

    it.each([
      ['archived', archive],
      ['deleted', remove],
    ] as const)("B %s after the company's counts were shown: the company's counts before and after do not give B's women", async (what, end) => {
      const { company, a, b } = await twoSurveys(what === 'archived' ? 403 : 404);
      const whole = [await counts(company)];
      expect((await end(company, b.id)).statusCode).toBe(200);
      whole.push(await counts(company));
      const ofA = [await counts(company, a.id)];
      await tryAttack(`the company's counts before and after B is ${what} give B's women`, async () => {
        const [before, after] = whole;
        return derivedFromB([before], [after]).length > 0 || derivedFromB(whole, ofA).length > 0;
      });
    });

    it('A deleted after its counts were shown', async () => {
      const { company, a } = await twoSurveys(405);
      const ofA = [await counts(company, a.id)];
      const whole = [await counts(company)];
      expect((await remove(company, a.id)).statusCode).toBe(200);
      whole.push(await counts(company));
      await tryAttack("the company's counts after A is deleted, with A's shown before, give B's women", async () => derivedFromB(whole, ofA).length > 0);
    });
  });

  describe('a survey at a lower threshold beside one promised more', () => {
    /**
     * The company lowers its threshold to 3 and creates a survey C: C's figures may show groups
     * of 3. The company's counts mix C with A, created at 5: each A group inside them must stay
     * at 5 or more whatever C shows.
     */
    it("the company's counts minus a survey created at 3 do not give a group of 3 of a survey promised 5", async () => {
      const company = await newCompany();
      const a = await invitedSurvey(company, 10);
      const next = bodies(world.content, 601);
      for (const body of [...group(next, 3, { d6: 'd6o1' }), ...group(next, 7, { d6: 'd6o2' })]) await a.answer(body);
      expect((await world.http.put('/company/barometer_settings/', { barometer_threshold: 3 }, { token: company.token })).statusCode).toBe(200);
      const c = await invitedSurvey(company, 6);
      for (const body of [...group(next, 3, { d6: 'd6o1' }), ...group(next, 3, { d6: 'd6o2' })]) await c.answer(body);

      const whole = await counts(company);
      const ofC = await counts(company, c.id);
      const ofA = await counts(company, a.id);
      const woman = option('d6', 'd6o1');
      // A's own view never shows its 3 women
      expect(countOf(ofA.data, woman)).toBeNull();
      await tryAttack("the company's women minus C's women give A's 3 women, a group under A's threshold of 5", async () => {
        const total = countOf(whole.data, woman);
        const fromC = countOf(ofC.data, woman);
        return total !== null && fromC !== null && total - fromC === 3;
      });
    });
  });

  it('tallies the attacks: none succeeded', () => {
    expect(world.attacks.tried).toBeGreaterThanOrEqual(6);
    expect(world.attacks.succeeded).toEqual([]);
  });
});
