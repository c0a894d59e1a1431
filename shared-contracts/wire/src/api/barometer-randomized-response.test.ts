import type { BarometerResponseBody } from './barometer';
import { estimatePair, estimateWord, RANDOMIZED_RESPONSE, randomizeResponse, wordNoise, type RandomizationContent } from './barometer-randomized-response';

/**
 * The randomization's promises checked by counting: each draw is seeded, so a run is the same
 * every time, and each tolerance is Z binomial standard errors: wide enough for a correct
 * randomization to pass with these seeds, narrow enough (a percent or two) that a wrong
 * probability fails.
 */
const Z = 4;

/** A seeded generator (a Weyl sequence through a 32-bit mixer): the same seed, the same draws. */
function seeded(seed: number): () => number {
  let weyl = seed >>> 0;
  return () => {
    weyl = (weyl + 0x9e3779b9) >>> 0;
    const mixed = Math.imul(weyl ^ (weyl >>> 16), 0x21f0aaad);
    const twice = Math.imul(mixed ^ (mixed >>> 15), 0x735a2d97);
    return ((twice ^ (twice >>> 15)) >>> 0) / 2 ** 32;
  };
}

/** |observed share − p| within Z standard errors of a share of n draws. */
function expectShare(count: number, n: number, p: number): void {
  const tolerance = Z * Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(count / n - p)).toBeLessThanOrEqual(tolerance);
}

const ANSWERS = 6;
const PAIRS = ANSWERS * (ANSWERS - 1);
const BANK = 48;
const CHOSEN = 12;
const QUESTION_IDS = Array.from({ length: 18 }, (_, i) => `q${i + 1}`);
const answersOf = (questionId: string) => Array.from({ length: ANSWERS }, (_, k) => `${questionId}a${k + 1}`);
const WORD_IDS = Array.from({ length: BANK }, (_, i) => `w${String(i + 1).padStart(2, '0')}`);
const content: RandomizationContent = {
  questions: QUESTION_IDS.map((id) => ({ question_id: id, answers: answersOf(id) })),
  wordIds: WORD_IDS,
};

/** A respondent's true answers: each question's (first, second) answer numbers, and the 12 words chosen. */
function body(pairs: readonly (readonly [number, number])[], words: readonly string[]): BarometerResponseBody {
  return {
    demographic_answers: { '11': 101 },
    question_answered: QUESTION_IDS.join(','),
    first_answers: QUESTION_IDS.map((id, i) => `${id}a${pairs[i][0]}`).join(','),
    second_answers: QUESTION_IDS.map((id, i) => `${id}a${pairs[i][1]}`).join(','),
    selected_word_result: words.join(','),
    sorted_word_result: [...words].reverse().join(','),
  };
}

const split = (list: string) => list.split(',');

/** What makes a sent body other than a valid response to the same survey as `given`: none, always. */
function invalid(given: BarometerResponseBody, sent: BarometerResponseBody): string[] {
  const problems: string[] = [];
  if (JSON.stringify(sent.demographic_answers) !== JSON.stringify(given.demographic_answers)) problems.push('demographic answers changed');
  if (sent.question_answered !== given.question_answered) problems.push('questions changed');
  const firsts = split(sent.first_answers);
  const seconds = split(sent.second_answers);
  if (firsts.length !== QUESTION_IDS.length || seconds.length !== QUESTION_IDS.length) problems.push('not one pair a question');
  QUESTION_IDS.forEach((id, i) => {
    const own = answersOf(id);
    if (!own.includes(firsts[i]) || !own.includes(seconds[i])) problems.push(`${id}: ${firsts[i]}, ${seconds[i]} not its answers`);
    if (firsts[i] === seconds[i]) problems.push(`${id}: the same answer twice`);
  });
  const reported = split(sent.selected_word_result);
  if (reported.length !== CHOSEN || new Set(reported).size !== CHOSEN) problems.push(`not ${CHOSEN} distinct words: ${sent.selected_word_result}`);
  if (reported.some((id) => !WORD_IDS.includes(id))) problems.push(`a word out of the bank: ${sent.selected_word_result}`);
  // the ranking is not sent: the sorted list is the reported one
  if (sent.sorted_word_result !== sent.selected_word_result) problems.push('a ranking sent');
  return problems;
}

describe('randomizeResponse', () => {
  const TRUE_PAIR = [2, 5] as const;
  const TRUE_WORDS = WORD_IDS.filter((_, i) => i % 4 === 1);
  const truth = body(QUESTION_IDS.map(() => TRUE_PAIR), TRUE_WORDS);

  it(`reports a question's true pair with probability q + (1 − q)/${PAIRS}, and each other pair with (1 − q)/${PAIRS}`, () => {
    const random = seeded(1);
    const reports = 2000;
    // 18 questions a report, each randomized on its own draws: 36,000 pairs
    const counts = new Map<string, number>();
    for (let r = 0; r < reports; r += 1) {
      const sent = randomizeResponse(truth, content, random);
      const firsts = split(sent.first_answers);
      const seconds = split(sent.second_answers);
      QUESTION_IDS.forEach((id, i) => {
        const pair = `${firsts[i].slice(id.length)}-${seconds[i].slice(id.length)}`;
        counts.set(pair, (counts.get(pair) ?? 0) + 1);
      });
    }
    const n = reports * QUESTION_IDS.length;
    const q = RANDOMIZED_RESPONSE.keepPair;
    expect(counts.size).toBe(PAIRS);
    for (const [pair, count] of counts) {
      expectShare(count, n, pair === `a${TRUE_PAIR[0]}-a${TRUE_PAIR[1]}` ? q + (1 - q) / PAIRS : (1 - q) / PAIRS);
    }
  });

  it(`reports a chosen word with probability keepWord, and a word not chosen with wordNoise(${BANK}, ${CHOSEN})`, () => {
    const random = seeded(2);
    const n = 20000;
    const counts = new Map<string, number>(WORD_IDS.map((id) => [id, 0]));
    for (let r = 0; r < n; r += 1) {
      for (const id of split(randomizeResponse(truth, content, random).selected_word_result)) counts.set(id, counts.get(id)! + 1);
    }
    const noise = wordNoise(BANK, CHOSEN);
    expect(noise).toBeCloseTo(1 / 6, 10);
    for (const [id, count] of counts) expectShare(count, n, TRUE_WORDS.includes(id) ? RANDOMIZED_RESPONSE.keepWord : noise);
  });

  it('always sends a valid response: 12 distinct words of the bank, two different answers of each question’s own, the rest as it was', () => {
    const random = seeded(3);
    const respondents = seeded(4);
    const pick = (count: number) => Math.floor(respondents() * count);
    const problems: string[] = [];
    for (let r = 0; r < 2000; r += 1) {
      const pairs = QUESTION_IDS.map(() => {
        const first = pick(ANSWERS) + 1;
        const second = ((first + pick(ANSWERS - 1)) % ANSWERS) + 1;
        return [first, second] as const;
      });
      const words = WORD_IDS.map((id) => ({ id, key: respondents() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, CHOSEN)
        .map(({ id }) => id);
      const given = body(pairs, words);
      const sent = randomizeResponse(given, content, random);
      problems.push(...invalid(given, sent).map((problem) => `report ${r}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

describe('the estimates from randomized reports', () => {
  /**
   * Surveys of 200 respondents whose true answers are known, each answered through
   * randomizeResponse and estimated back. The counts chosen stay far (5 standard deviations
   * and more) from 0 and from n, where the estimate's clamp to [0, n] would bias it.
   */
  const n = 200;
  const surveys = 300;
  // first question: 60 answer (1, 2), 40 answer (3, 1), 100 answer (4, 5); words: half choose w01–w12, half w13–w24
  const pairOf = (i: number): readonly [number, number] => (i < 60 ? [1, 2] : i < 100 ? [3, 1] : [4, 5]);
  const wordsOf = (i: number) => (i < 100 ? WORD_IDS.slice(0, CHOSEN) : WORD_IDS.slice(CHOSEN, 2 * CHOSEN));
  const respondents = Array.from({ length: n }, (_, i) => body(QUESTION_IDS.map(() => pairOf(i)), wordsOf(i)));

  interface Tally {
    selected: Record<string, number>;
    first: Record<string, number>;
    words: Record<string, number>;
  }

  /** One survey's reported counts of the first question's answers and of the words. */
  function survey(random: () => number): Tally {
    const tally: Tally = { selected: {}, first: {}, words: {} };
    const add = (counts: Record<string, number>, id: string) => {
      counts[id] = (counts[id] ?? 0) + 1;
    };
    for (const truth of respondents) {
      const sent = randomizeResponse(truth, content, random);
      const first = split(sent.first_answers)[0];
      add(tally.first, first);
      add(tally.selected, first);
      add(tally.selected, split(sent.second_answers)[0]);
      for (const id of split(sent.selected_word_result)) add(tally.words, id);
    }
    return tally;
  }

  let tallies: Tally[] = [];
  beforeAll(() => {
    const random = seeded(5);
    tallies = Array.from({ length: surveys }, () => survey(random));
  });

  /** The mean estimate over the surveys is within Z standard errors of the truth (the variance of a de-biased binomial count). */
  function expectUnbiased(estimates: number[], truth: number, p1: number, p0: number): void {
    const mean = estimates.reduce((sum, value) => sum + value, 0) / estimates.length;
    const variance = (truth * p1 * (1 - p1) + (n - truth) * p0 * (1 - p0)) / (p1 - p0) ** 2;
    expect(Math.abs(mean - truth)).toBeLessThanOrEqual(Z * Math.sqrt(variance / estimates.length));
  }

  const q = RANDOMIZED_RESPONSE.keepPair;

  it.each([
    ['selected', 'q1a1', 100],
    ['selected', 'q1a2', 60],
    ['selected', 'q1a4', 100],
    ['first', 'q1a1', 60],
    ['first', 'q1a3', 40],
    ['first', 'q1a4', 100],
  ] as const)('estimatePair (%s) of %s: %i on average', (kind, answer, truth) => {
    // a uniformly drawn pair holds a given answer with probability 2/m, first with 1/m
    const uniform = (kind === 'selected' ? 2 : 1) / ANSWERS;
    const estimates = tallies.map((tally) => estimatePair(tally[kind][answer] ?? 0, n, ANSWERS, kind).value);
    expectUnbiased(estimates, truth, q + (1 - q) * uniform, (1 - q) * uniform);
  });

  it.each([['w01'], ['w12'], ['w13'], ['w24']])('estimateWord of %s: 100 on average', (word) => {
    const estimates = tallies.map((tally) => estimateWord(tally.words[word] ?? 0, n, BANK, CHOSEN).value);
    expectUnbiased(estimates, 100, RANDOMIZED_RESPONSE.keepWord, wordNoise(BANK, CHOSEN));
  });

  it('gives margins that hold the truth about 95 times in 100', () => {
    // a sanity check of the margin beside the mean: the coverage of 300 surveys, within Z standard errors of 0.95
    const covered = tallies.filter((tally) => {
      const { value, margin } = estimateWord(tally.words.w01 ?? 0, n, BANK, CHOSEN);
      return Math.abs(value - 100) <= margin;
    }).length;
    expectShare(covered, surveys, 0.95);
  });
});
