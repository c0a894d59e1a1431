import assert from 'node:assert/strict';
import fc from 'fast-check';
import { respondent } from '@rapport/api/testing/model-arbitraries';
import { handContent, picksByIndex } from '@rapport/api/testing/model-generators';
import { CATEGORIES, FAMILIES } from '../content/types';
import { ModelInputError } from './errors';
import { computeIndividualResult, type AnswerPick } from './individual-result';
import { prepareContent, type ModelContent } from './prepare';
import { isProfileVector } from './vector';

const content = handContent();
const prep = prepareContent(content);
const ids = (...n: number[]): string[] => n.map((i) => `w${String(i).padStart(2, '0')}`);
/** 9 daily picks then 9 tension picks, by answer position (0 = a1) */
const picks = (daily: [number, number], tension: [number, number]): AnswerPick[] =>
  picksByIndex(content, [...Array<[number, number]>(9).fill(daily), ...Array<[number, number]>(9).fill(tension)]);

describe('hand-computed profiles (questionnaire of testing.ts handContent)', () => {
  // Chance tables used below (prepare.test.ts derives them):
  //  n answers of an axis in each of 9 questions; of the 30 ordered picks per question,
  //  0 points in (6 - n)(5 - n). P = 0 scores -(1 - ((6 - n)(5 - n) / 30)^9):
  //    n = 1: -(1 - (20/30)^9) = -(1 - 0.026012) = -0.974
  //    n = 2: -(1 - (12/30)^9) = -(1 - 0.000262) = -0.99974 -> -1
  //    n = 3: -(1 - (6/30)^9)  = -(1 - 0.0000005) -> -1
  //  The maximum total scores 1 - (ways to reach it) / 30^9 -> 1 (5^9, 2^9 or 6^9 ways).
  //  n = 1, P = 9 scores 0.929 (prepare.test.ts, multinomial check).

  it('calm cooperator: W first everywhere', () => {
    // daily: first a1 (W), second a5 (Y); tension: first a1 (ade), second a2 (fea)
    const r = computeIndividualResult(prep, picks([0, 4], [0, 1]), ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    // raw, mode 1: a1 is ade in q1, q3, q5, q7, q9 (5 x 2 = 10) and fea in the others (4 x 2 = 8);
    // a5 is evi in q1, q3, ... (5 x 1) and fui in the others (4 x 1). Mode 2: ade 9 x 2, fea 9 x 1.
    expect(r.raw).toEqual({
      ade1: 10, fea1: 8, agv1: 0, agp1: 0, opa1: 0, opp1: 0, evi1: 5, fui1: 4, reg1: 0, tri1: 0,
      ade2: 18, fea2: 9, agv2: 0, agp2: 0, opa2: 0, opp2: 0, evi2: 0, fui2: 0, reg2: 0, tri2: 0,
    });
    // mode 1: W = 18 (max, n = 1) -> 1; X = 0 (n = 3) -> -1; Y = 9 (n = 1) -> 0.929; Z = 0 (n = 1) -> -0.974
    // mode 2: W = 27 (max, n = 2) -> 1; X = 0 (n = 2) -> -1; Y = Z = 0 (n = 1) -> -0.974
    expect([r.w_1, r.x_1, r.y_1, r.z_1, r.w_2, r.x_2, r.y_2, r.z_2]).toEqual([1, -1, 0.929, -0.974, 1, -1, -0.974, -0.974]);
    // words w01..w12 ranked 1..12 weigh 12..1 points; stake of w_i is R, I, S, R, ...:
    //   R = w01 + w04 + w07 + w10 = 12 + 9 + 6 + 3 = 30, I = 11 + 8 + 5 + 2 = 26, S = 10 + 7 + 4 + 1 = 22
    //   100 x 30/78 = 38.46, 33.33, 28.21 -> floors 38, 33, 28 (99); the largest remainder
    //   (3000 mod 78 = 36 > 26 > 16) is R's -> 39, 33, 28
    expect([r.r_percent, r.i_percent, r.s_percent]).toEqual([39, 33, 28]);
    // families: leadership w01..w06 = 12 + 11 + 10 + 9 + 8 + 7 = 57, cooperation 21, others 0
    // (tie at 0: first in family order, creativity)
    expect(r.soft_skills).toEqual(['leadership', 'cooperation', 'creativity']);
    expect(r.texts).toEqual({
      wellbeing_expression: 'high', // (1 + 1) / 2 >= 0.33
      pressure: false,
      relational_communication: 'W', // W points 18 > X 0, Y 9, Z 0
      approach_to_situations: 'R', // 39 - 28 = 11 > 10
      vision_of_the_world: 'R_pos',
      top_personal_development: 'consolidate', // x_2, y_2, z_2 all <= 0
    });
    expect(r.vector.d).toEqual([1, -1, 0.929, -0.974]);
    expect(r.vector.t).toEqual([1, -1, -0.974, -0.974]);
    expect(r.vector.s).toEqual([30 / 78, 26 / 78, 22 / 78]);
    expect(r.vector.wt.slice(0, 13)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((p) => p / 78));
    expect(r.vector.fam).toEqual([57, 21, 0, 0, 0, 0, 0, 0].map((p) => p / 78));
  });

  it('fighter: X first and second everywhere', () => {
    // daily: first a2, second a3 (X[i mod 4], X[(i+1) mod 4]); tension: first a3, second a4 (same X)
    const r = computeIndividualResult(prep, picks([1, 2], [2, 3]), ids(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
    // first picks (2 points): agv in q1, q5, q9 (6), agp q2, q6 (4), opa q3, q7 (4), opp q4, q8 (4)
    // second picks (1 point): agp in q1, q5, q9 (3), opa q2, q6 (2), opp q3, q7 (2), agv q4, q8 (2)
    expect([r.raw.agv1, r.raw.agp1, r.raw.opa1, r.raw.opp1]).toEqual([8, 7, 6, 6]);
    expect([r.raw.agv2, r.raw.agp2, r.raw.opa2, r.raw.opp2]).toEqual([8, 7, 6, 6]);
    // mode 1: X = 27 (max) -> 1; W, Y, Z = 0 with n = 1 -> -0.974 (w_1 needs no clamp)
    // mode 2: X = 27 -> 1; W = 0 with n = 2 -> -1; Y = Z = 0 -> -0.974
    expect([r.w_1, r.x_1, r.y_1, r.z_1, r.w_2, r.x_2, r.y_2, r.z_2]).toEqual([-0.974, 1, -0.974, -0.974, -1, 1, -0.974, -0.974]);
    // reversed words: w12 weighs 12 ... w01 weighs 1: R = 1 + 4 + 7 + 10 = 22, I = 26, S = 30
    //   -> 28.21, 33.33, 38.46 -> 28, 33, 38 + the largest remainder (S) -> 28, 33, 39
    expect([r.r_percent, r.i_percent, r.s_percent]).toEqual([28, 33, 39]);
    expect(r.soft_skills).toEqual(['cooperation', 'leadership', 'creativity']);
    expect(r.texts).toEqual({
      wellbeing_expression: 'low', // (-0.974 - 1) / 2 = -0.987 < -0.33
      pressure: false, // -1 < -0.974 - 0.5 is false
      relational_communication: 'agv', // W 0 does not exceed X; agv 8 is the top non-W category
      approach_to_situations: 'S',
      vision_of_the_world: 'S_neg',
      top_personal_development: 'X',
    });
  });

  it('calm daily, fighter under tension: the pressure sentence, balanced stakes', () => {
    // words so that R = 12 + 7 + 6 + 1, I = 11 + 8 + 5 + 2, S = 10 + 9 + 4 + 3: 26 points each
    const words = ids(1, 2, 3, 6, 5, 4, 7, 8, 9, 12, 11, 10);
    const r = computeIndividualResult(prep, picks([0, 4], [2, 3]), words);
    expect([r.w_1, r.w_2]).toEqual([1, -1]);
    // 33.33 each, equal remainders: R, first in order, gets the extra point
    expect([r.r_percent, r.i_percent, r.s_percent]).toEqual([34, 33, 33]);
    expect(r.texts).toEqual({
      wellbeing_expression: 'medium', // (1 - 1) / 2 = 0
      pressure: true, // -1 < 1 - 0.5
      relational_communication: 'W',
      approach_to_situations: 'balanced', // 34 - 33 <= 10
      vision_of_the_world: 'R_neg', // stakes tie: R first; w_2 < 0
      top_personal_development: 'X',
    });
  });

  it('clamps w_1 to -0.999 when a finisher never picks W in daily situations', () => {
    // With 2 W answers per daily question, P = 0 scores -(1 - 0.4^9) = -0.99974, which rounds to -1,
    // the spec's "not finished" sentinel: the result must say -0.999 instead.
    const c2 = handContent(true);
    const p2 = prepareContent(c2);
    expect(p2.scales[0][0].score[0]).toBe(-1);
    const answers = picksByIndex(c2, Array<[number, number]>(18).fill([2, 3]));
    const r = computeIndividualResult(p2, answers, ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    expect(r.w_1).toBe(-0.999);
    expect(r.vector.d[0]).toBe(-0.999);
    expect(r.w_2).toBe(-1); // only w_1 carries the sentinel
  });
});

describe('input validation', () => {
  const good = picks([0, 4], [0, 1]);
  const words = ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
  const expectError = (answers: AnswerPick[], w: string[], message: RegExp): void => {
    expect(() => computeIndividualResult(prep, answers, w)).toThrow(ModelInputError);
    expect(() => computeIndividualResult(prep, answers, w)).toThrow(message);
  };

  it('accepts the valid input', () => {
    expect(() => computeIndividualResult(prep, good, words)).not.toThrow();
  });
  it('rejects a wrong number of answers', () => {
    expectError(good.slice(1), words, /expected exactly 18 answers \(one per question\), got 17/);
    expectError([...good, good[0]], words, /got 19/);
  });
  it('rejects an unknown or repeated question', () => {
    expectError([{ ...good[0], question_id: 'q99' }, ...good.slice(1)], words, /unknown question id q99/);
    expectError([good[1], ...good.slice(1)], words, /question q2 is answered twice/);
  });
  it('rejects answers of another question and first === second', () => {
    expectError([{ ...good[0], first: 'q2a1' }, ...good.slice(1)], words, /q2a1 is not an answer of question q1/);
    expectError([{ ...good[0], second: 'nope' }, ...good.slice(1)], words, /nope is not an answer of question q1/);
    expectError([{ ...good[0], second: good[0].first }, ...good.slice(1)], words, /first and second choice of question q1 are the same answer \(q1a1\)/);
  });
  it('rejects a wrong word count, unknown and repeated words', () => {
    expectError(good, words.slice(1), /expected exactly 12 ranked words, got 11/);
    expectError(good, [...words, 'w13'], /got 13/);
    expectError(good, [...words.slice(1), 'w99'], /unknown word id w99/);
    expectError(good, [...words.slice(1), 'w02'], /w02 is ranked twice/);
  });
});

describe('properties of every result (docs/model.md)', () => {
  const axes = (r: { w_1: number; x_1: number; y_1: number; z_1: number; w_2: number; x_2: number; y_2: number; z_2: number }) => [
    r.w_1, r.x_1, r.y_1, r.z_1, r.w_2, r.x_2, r.y_2, r.z_2,
  ];

  it('published values lie in their ranges; raw scores sum to 27 per mode; stakes sum to 100; w_1 > -1', () => {
    // node:assert rather than expect inside the 3,000 runs: same strictness, a tenth of the time
    fc.assert(
      fc.property(respondent, ({ result: r }) => {
        for (const v of axes(r)) {
          assert.ok(v >= -1 && v <= 1, `axis ${v} out of [-1, 1]`);
          assert.equal(Math.round(v * 1000) / 1000, v, `axis ${v} has more than 3 decimals`);
        }
        assert.ok(r.w_1 > -1, 'w_1 must stay above the -1 sentinel');
        for (const mode of [1, 2] as const) {
          const pts = CATEGORIES.map((c) => r.raw[`${c}${mode}`]);
          assert.equal(pts.reduce((a, b) => a + b, 0), 27);
          for (const p of pts) assert.ok(Number.isInteger(p) && p >= 0 && p <= 18, `raw ${p}`);
        }
        const pct = [r.r_percent, r.i_percent, r.s_percent];
        assert.equal(pct.reduce((a, b) => a + b, 0), 100);
        pct.forEach((p, k) => {
          assert.ok(Number.isInteger(p));
          // largest remainder never moves a share by a whole point
          assert.ok(Math.abs(p - 100 * r.vector.s[k]) < 1, `percent ${p} vs ${100 * r.vector.s[k]}`);
        });
        assert.equal(new Set(r.soft_skills).size, 3);
        const fam = r.vector.fam;
        const weakestTop = Math.min(...r.soft_skills.map((f) => fam[FAMILIES.indexOf(f)]));
        for (const f of FAMILIES) if (!r.soft_skills.includes(f)) assert.ok(fam[FAMILIES.indexOf(f)] <= weakestTop);
      }),
      { numRuns: 3000 },
    );
  });

  it('the stored vector matches the published values', () => {
    fc.assert(
      fc.property(respondent, ({ result: r, words, q }) => {
        expect(isProfileVector(r.vector)).toBe(true);
        expect(r.vector.d).toEqual(axes(r).slice(0, 4));
        expect(r.vector.t).toEqual(axes(r).slice(4));
        expect(r.vector.s.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        words.forEach((id, k) => expect(r.vector.wt[q.prep.wordIndex.get(id) as number]).toBe((12 - k) / 78));
        expect(r.vector.wt.filter((w) => w > 0)).toHaveLength(12);
        expect(r.vector.fam.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic and ignores the order of answers in the payload', () => {
    fc.assert(
      fc.property(
        respondent.chain((r) => fc.tuple(fc.constant(r), fc.shuffledSubarray(r.answers, { minLength: 18, maxLength: 18 }))),
        ([r, shuffled]) => {
          const again = computeIndividualResult(r.q.prep, shuffled, [...r.words]);
          expect(JSON.stringify(again)).toBe(JSON.stringify(r.result));
          // a fresh preparation of an equal copy of the content gives the same bytes too
          const copy = JSON.parse(JSON.stringify(r.q.content)) as ModelContent;
          expect(JSON.stringify(computeIndividualResult(prepareContent(copy), r.answers, r.words))).toBe(JSON.stringify(r.result));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('depends on the first/second order of a pick and on word ranks', () => {
    const a = picks([0, 4], [0, 1]);
    const swapped = a.map((p) => ({ ...p, first: p.second, second: p.first }));
    const w = ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    expect(computeIndividualResult(prep, swapped, w).raw.ade1).toBe(5); // 5 x 1 instead of 5 x 2
    expect(computeIndividualResult(prep, a, [...w].reverse()).r_percent).toBe(28);
  });
});
