import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { QUESTIONNAIRES } from '@rapport/api/testing/model-arbitraries';
import { generateContent, handContent, mulberry32, randomPicks, randomWords } from '@rapport/api/testing/model-generators';
import { CATEGORIES, type QuestionnaireContent, type WordContent } from '../content/types';
import { ModelInputError } from './errors';
import { computeIndividualResult } from './individual-result';
import { contentRuleViolations, prepareContent, toModelContent, type ModelContent } from './prepare';

const clone = (c: ModelContent): ModelContent => JSON.parse(JSON.stringify(c)) as ModelContent;

describe('generated content', () => {
  it('satisfies every content rule for many seeds', () => {
    for (let seed = 0; seed < 60; seed++) expect(contentRuleViolations(generateContent(seed))).toEqual([]);
    expect(contentRuleViolations(handContent())).toEqual([]);
    expect(contentRuleViolations(handContent(true))).toEqual([]);
  });

  it('is deterministic: same seed, same content; another seed, other content', () => {
    expect(JSON.stringify(generateContent(7))).toBe(JSON.stringify(generateContent(7)));
    expect(JSON.stringify(generateContent(7))).not.toBe(JSON.stringify(generateContent(8)));
  });
});

describe('contentRuleViolations / prepareContent', () => {
  const base = handContent();

  it('reports a category twice in a question', () => {
    const c = clone(base);
    c.questions[0].answers[1].category = c.questions[0].answers[2].category;
    expect(contentRuleViolations(c)).toContain(`question q1: category ${c.questions[0].answers[2].category} appears twice`);
  });

  it('reports a question without an axis', () => {
    const c = clone(base);
    // q3 is [ade, opa, opp, agv, evi, reg]: its only Y answer (evi) becomes agp
    c.questions[2].answers[4].category = 'agp';
    // evi still appears 4 times in mode 1, so this is the only violation
    expect(contentRuleViolations(c)).toEqual(['question q3: no answer on axis Y']);
  });

  it('reports a category seen fewer than 4 times in a mode', () => {
    const c = clone(base);
    // fui is a5 of q2, q4, q6, q8 only (4 times in mode 1); q2's becomes evi (q2 has none)
    c.questions[1].answers[4].category = 'evi';
    expect(contentRuleViolations(c)).toContain('mode 1: category fui appears 3 times, at least 4 required');
  });

  it('reports wrong counts, duplicate ids and a wrong word bank', () => {
    const c = clone(base);
    c.questions.pop();
    c.questions[0].answers.pop();
    c.questions[1].question_id = 'q1';
    c.words[1].word_id = 'w01';
    c.words[2].stake = 'R';
    const v = contentRuleViolations(c);
    expect(v).toEqual(
      expect.arrayContaining([
        'expected 18 questions, found 17',
        'question q1: expected 6 answers, found 5',
        'question q1 appears twice',
        'mode 2: expected 9 questions, found 8',
        'word w01 appears twice',
        'words: family leadership has 3 words of stake R, expected 2',
        'words: family leadership has 1 words of stake S, expected 2',
      ]),
    );
    expect(() => prepareContent(c)).toThrow(ModelInputError);
    expect(() => prepareContent(c)).toThrow(/expected 18 questions, found 17/);
  });

  it('toModelContent keeps ids, modes, categories, stakes and families, in order', () => {
    const text = { en: 'e', fr: 'f', ru: 'r' };
    const q: QuestionnaireContent = {
      questionnaire_type: 'standard',
      title: text,
      questions: base.questions.map((mq) => ({ ...text, ...mq, answers: mq.answers.map((a) => ({ ...text, ...a })) })),
    };
    const words: WordContent[] = base.words.map((w) => ({ ...text, ...w }));
    expect(toModelContent(q, words)).toEqual(base);
  });
});

describe('chance scale (axis scores against random answering)', () => {
  // Hand-made questionnaire, mode 1, axis W: each of the 9 questions has exactly 1 W answer
  // (n = 1). Of its 6 x 5 = 30 ordered picks: 0 points in 5 x 4 = 20 (neither pick W),
  // 1 point in 5 (W second), 2 points in 5 (W first), 3 points in 0. Over 9 questions there
  // are 30^9 = 19,683,000,000,000 ordered picks in all.
  const prep = prepareContent(handContent());
  const w1 = prep.scales[0][0];
  const T = 30 ** 9;

  it('counts the extreme totals by hand', () => {
    expect(w1.total).toBe(T);
    expect(w1.ways[0]).toBe(20 ** 9); // 512,000,000,000: no W pick anywhere
    expect(w1.ways[1]).toBe(9 * 5 * 20 ** 8); // one question with W second, 8 without W
    expect(w1.ways[18]).toBe(5 ** 9); // W first everywhere, any second pick
    expect(w1.ways[17]).toBe(9 * 5 * 5 ** 8); // W first in 8 questions, W second in 1
    expect(w1.ways[19]).toBe(0); // 9 questions x 2 points at most
    expect(w1.expected).toBe(4.5); // sum n / 2
  });

  it('scores the extreme totals by hand', () => {
    // P = 0: nobody below, all but the 20^9 ties above:
    //   -(30^9 - 20^9) / 30^9 = -(1 - (2/3)^9) = -(1 - 0.026012) = -0.973988 -> -0.974
    expect(w1.score[0]).toBe(-0.974);
    // P = 1: below 20^9 = 0.512e12, above 30^9 - 20^9 - 45 x 20^8 = 19.683e12 - 0.512e12 - 1.152e12
    //   = 18.019e12; (0.512 - 18.019) / 19.683 = -0.889448 -> -0.889
    expect(w1.score[1]).toBe(-0.889);
    // P = 18: everybody else below: (30^9 - 5^9) / 30^9 = 1 - 1/6^9 = 0.9999999 -> 1
    expect(w1.score[18]).toBe(1);
  });

  it('matches an independent multinomial count: (20 + 5x + 5x^2)^9', () => {
    const fact = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * fact(n - 1));
    for (let k = 0; k <= 27; k++) {
      let ways = 0n;
      // a questions with 0 points, b with 1, c with 2: a + b + c = 9, b + 2c = k
      for (let c = 0; 2 * c <= k; c++) {
        const b = k - 2 * c;
        const a = 9 - b - c;
        if (a < 0 || b < 0) continue;
        ways += (fact(9) / (fact(a) * fact(b) * fact(c))) * 20n ** BigInt(a) * 5n ** BigInt(b + c);
      }
      expect(BigInt(w1.ways[k])).toBe(ways);
    }
    // P = 9 (used for y_1 in the individual-result hand examples):
    //   below 18,710,070,312,500, above 423,740,234,375 -> 18,286,330,078,125 / 30^9 = 0.92904
    expect(w1.score[9]).toBe(0.929);
  });

  it('has, for every questionnaire, mode and axis: exact mean 0 under random answering, increasing scores, range [-1, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        const p = prepareContent(generateContent(seed));
        for (const scales of p.scales) {
          for (const s of scales) {
            expect(s.ways.reduce((a, b) => a + b, 0)).toBe(s.total);
            // sum over P of ways[P] * (below(P) - above(P)) = 0, in exact integers
            let below = 0n;
            let above = BigInt(s.total);
            let sum = 0n;
            let weightedPoints = 0n;
            s.ways.forEach((w, P) => {
              above -= BigInt(w);
              sum += BigInt(w) * (below - above);
              weightedPoints += BigInt(w) * BigInt(P);
              below += BigInt(w);
            });
            expect(sum).toBe(0n);
            // the chance level E is the mean of the distribution
            expect(Number(weightedPoints) / s.total).toBeCloseTo(s.expected, 9);
            s.score.forEach((v, P) => {
              expect(v).toBeGreaterThanOrEqual(-1);
              expect(v).toBeLessThanOrEqual(1);
              if (P > 0) expect(v).toBeGreaterThanOrEqual(s.score[P - 1]);
            });
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

// The real content is being written by other engineers; when it is there, the model must
// accept every questionnaire type with the word bank and score answers on it.
const contentDir = resolve(__dirname, '../../content');
const wordsFile = resolve(contentDir, 'words.json');
const questionnaireDir = resolve(contentDir, 'questionnaires');
if (existsSync(wordsFile) && existsSync(resolve(questionnaireDir, 'standard.json'))) {
  describe('real content (api/content)', () => {
    const words = JSON.parse(readFileSync(wordsFile, 'utf8')) as WordContent[];
    for (const file of readdirSync(questionnaireDir).filter((f) => f.endsWith('.json'))) {
      it(`${file}: accepted by the model, and scores random respondents`, () => {
        const q = JSON.parse(readFileSync(resolve(questionnaireDir, file), 'utf8')) as QuestionnaireContent;
        const content = toModelContent(q, words);
        expect(contentRuleViolations(content)).toEqual([]);
        const prep = prepareContent(content);
        const rng = mulberry32(1);
        for (let i = 0; i < 200; i++) {
          const r = computeIndividualResult(prep, randomPicks(content, rng), randomWords(content, rng));
          expect(CATEGORIES.reduce((s, c) => s + r.raw[`${c}1`], 0)).toBe(27);
          expect(r.w_1).toBeGreaterThan(-1);
        }
      });
    }
  });
}

it('QUESTIONNAIRES used by the property tests are all valid', () => {
  expect(QUESTIONNAIRES.map((q) => contentRuleViolations(q.content))).toEqual(QUESTIONNAIRES.map(() => []));
});
