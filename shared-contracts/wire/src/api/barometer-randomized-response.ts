import type { BarometerResponseBody } from './barometer';

/**
 * Randomized response for the public barometer link (docs/barometer-anonymity.md): the
 * respondent's browser randomizes each answer before it is sent, so what the server stores,
 * and what anyone who plants answers of their own can subtract down to, is deniable. The
 * server releases de-biased estimates (`estimatePair`, `estimateWord`) with their margin.
 *
 * Questions: each question's ordered pair (first, second answer) is kept with probability
 * KEEP_PAIR, else replaced by an ordered pair of two different answers drawn uniformly (which
 * may be the true one).
 *
 * Words: each of the chosen words is kept with probability KEEP_WORD; the slots of the words
 * dropped are filled with words drawn uniformly, without repeat, from the words the
 * respondent did not choose. So a chosen word is reported with probability exactly KEEP_WORD
 * and a word not chosen with probability exactly `wordNoise(bank, chosen)`. The reported list
 * is shuffled (its order would tell the kept words from the fillers); the ranking of the
 * words, which no result uses, is not sent.
 */

export const RANDOMIZED_RESPONSE = {
  /** probability that a question's true pair is sent as it is */
  keepPair: 0.5,
  /** probability that a chosen word is sent */
  keepWord: 0.5,
} as const;

/** A number in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

/** What the randomization needs of the survey: each question's answer ids, the word bank. */
export interface RandomizationContent {
  questions: readonly { question_id: string; answers: readonly string[] }[];
  wordIds: readonly string[];
}

const pick = (count: number, random: () => number): number => Math.min(count - 1, Math.floor(random() * count));

/** Fisher-Yates in place, with the given generator (the platform's cryptographic one unless a test seeds one). */
export function shuffle<T>(items: T[], random: () => number = cryptoRandom): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1, random);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const list = (value: string): string[] => (value.trim() === '' ? [] : value.split(',').map((item) => item.trim()));

/**
 * The body to send in place of `body` for a public survey. `random` is `cryptoRandom` in the
 * product; tests pass a seeded generator. Questions or words the content does not know are
 * left as they are (the server refuses them with its usual 400).
 */
export function randomizeResponse(body: BarometerResponseBody, content: RandomizationContent, random: () => number = cryptoRandom): BarometerResponseBody {
  const answersOf = new Map(content.questions.map((question) => [question.question_id, question.answers]));
  const questionIds = list(body.question_answered);
  const firsts = list(body.first_answers);
  const seconds = list(body.second_answers);
  questionIds.forEach((questionId, i) => {
    const answers = answersOf.get(questionId);
    // draw every time, kept or not, so the number of draws says nothing
    const keep = random() < RANDOMIZED_RESPONSE.keepPair;
    if (!answers || answers.length < 2) return;
    const first = pick(answers.length, random);
    let second = pick(answers.length - 1, random);
    if (second >= first) second += 1;
    if (!keep) {
      firsts[i] = answers[first];
      seconds[i] = answers[second];
    }
  });

  const chosen = list(body.selected_word_result);
  const chosenSet = new Set(chosen);
  const others = shuffle(
    content.wordIds.filter((id) => !chosenSet.has(id)),
    random,
  );
  const kept = chosen.filter(() => random() < RANDOMIZED_RESPONSE.keepWord);
  const reported = shuffle([...kept, ...others.slice(0, chosen.length - kept.length)], random);
  const words = reported.length === chosen.length ? reported : chosen;
  return {
    ...body,
    first_answers: firsts.join(','),
    second_answers: seconds.join(','),
    selected_word_result: words.join(','),
    sorted_word_result: words.join(','),
  };
}

/** The probability that a word the respondent did not choose is reported. */
export const wordNoise = (bankSize: number, chosenCount: number): number =>
  bankSize <= chosenCount ? 0 : (chosenCount * (1 - RANDOMIZED_RESPONSE.keepWord)) / (bankSize - chosenCount);

/** An estimate of how many of `n` respondents truly did something, and its 95% margin. */
export interface Estimate {
  value: number;
  margin: number;
}

/**
 * De-biases an observed count: each of `n` reports shows the thing with probability `p1` when
 * it is true of the respondent, `p0` when not. The estimate is clamped to [0, n] (and rounded
 * to a tenth, which is far below its margin); the margin is 1.96 standard errors, the
 * variance taken at the estimate.
 */
export function debias(observed: number, n: number, p1: number, p0: number): Estimate {
  if (n === 0 || p1 <= p0) return { value: observed, margin: 0 };
  const raw = (observed - n * p0) / (p1 - p0);
  const value = Math.min(n, Math.max(0, raw));
  const variance = value * p1 * (1 - p1) + (n - value) * p0 * (1 - p0);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { value: round(value), margin: round((1.96 * Math.sqrt(variance)) / (p1 - p0)) };
}

/**
 * A question's answer: how many chose it (first or second, `kind` 'selected') or first
 * (`kind` 'first'), from the reported counts over `n` public responses.
 */
export function estimatePair(observed: number, n: number, answerCount: number, kind: 'selected' | 'first'): Estimate {
  const q = RANDOMIZED_RESPONSE.keepPair;
  // a uniformly drawn ordered pair holds a given answer with probability 2/m, first with 1/m
  const uniform = (kind === 'selected' ? 2 : 1) / answerCount;
  return debias(observed, n, q + (1 - q) * uniform, (1 - q) * uniform);
}

/** A word: how many of `n` public respondents chose it. */
export function estimateWord(observed: number, n: number, bankSize: number, chosenCount: number): Estimate {
  return debias(observed, n, RANDOMIZED_RESPONSE.keepWord, wordNoise(bankSize, chosenCount));
}

/**
 * Epsilon of local differential privacy, per answer (docs/barometer-anonymity.md): a
 * question's pair among m(m-1) pairs, and the word list against one word changed.
 */
export function pairEpsilon(answerCount: number): number {
  const pairs = answerCount * (answerCount - 1);
  const q = RANDOMIZED_RESPONSE.keepPair;
  return Math.log((q + (1 - q) / pairs) / ((1 - q) / pairs));
}

export function wordSwapEpsilon(bankSize: number, chosenCount: number): number {
  const q = RANDOMIZED_RESPONSE.keepWord;
  // the likeliest report against a list one word away: all kept (j = s) versus j = s - 1
  return Math.log((q / (1 - q)) * (bankSize - chosenCount));
}
