/**
 * Deterministic test and simulation helpers (not exported by index.ts; no product code uses
 * them): a seeded PRNG, generated questionnaires that satisfy the content rules of
 * docs/model.md, random and persona answers, and a fake text library.
 */
import {
  AXES, CATEGORIES, CATEGORY_AXIS, FAMILIES, STAKES,
  type Category, type Lang, type Localized, type TextLibrary,
} from '../src/content/types';
import type { AnswerPick } from '../src/model/individual-result';
import { MIN_CATEGORY_PER_MODE, type ModelContent, type ModelQuestion, type ModelWord } from '../src/model/prepare';

export type Rng = () => number;

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; same seed, same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const AXIS_CATEGORIES = AXES.map((axis) => CATEGORIES.filter((c) => CATEGORY_AXIS[c] === axis));

/** Six distinct categories, at least one per axis, in random answer order. */
function randomQuestionCategories(rng: Rng): Category[] {
  const chosen = AXIS_CATEGORIES.map((cats) => cats[randomInt(rng, cats.length)]);
  const rest = shuffle(rng, CATEGORIES.filter((c) => !chosen.includes(c)));
  return shuffle(rng, [...chosen, rest[0], rest[1]]);
}

function modeQuestions(rng: Rng): Category[][] {
  // Rejection sampling: about half the draws already have every category 4+ times per mode.
  for (;;) {
    const qs = Array.from({ length: 9 }, () => randomQuestionCategories(rng));
    const counts = CATEGORIES.map((c) => qs.filter((q) => q.includes(c)).length);
    if (counts.every((n) => n >= MIN_CATEGORY_PER_MODE)) return qs;
  }
}

function buildQuestion(n: number, mode: 1 | 2, cats: readonly Category[]): ModelQuestion {
  return {
    question_id: `q${n}`,
    mode,
    answers: cats.map((category, k) => ({ answer_id: `q${n}a${k + 1}`, category })),
  };
}

/** A word bank of 48: 2 words per family and stake, in a seeded order. */
function buildWords(rng: Rng | null): ModelWord[] {
  const words: Omit<ModelWord, 'word_id'>[] = [];
  for (const family of FAMILIES) for (let k = 0; k < 6; k++) words.push({ family, stake: STAKES[k % 3] });
  const ordered = rng ? shuffle(rng, words) : words;
  return ordered.map((w, i) => ({ word_id: `w${String(i + 1).padStart(2, '0')}`, ...w }));
}

/** A random valid questionnaire and word bank; the same seed gives the same content. */
export function generateContent(seed: number): ModelContent {
  const rng = mulberry32(seed);
  const questions = [
    ...modeQuestions(rng).map((cats, i) => buildQuestion(i + 1, 1, cats)),
    ...modeQuestions(rng).map((cats, i) => buildQuestion(i + 10, 2, cats)),
  ];
  return { questions, words: buildWords(rng) };
}

/**
 * A regular questionnaire for hand-computed examples.
 * Mode 1 (q1..q9): a1 = W (ade in odd questions, fea in even ones), a2..a4 = three X,
 *   a5 = Y, a6 = Z, so per question n_W = 1, n_X = 3, n_Y = 1, n_Z = 1.
 * Mode 2 (q10..q18): a1 = ade, a2 = fea, a3..a4 = two X, a5 = Y, a6 = Z, so
 *   n_W = 2, n_X = 2, n_Y = 1, n_Z = 1.
 * With `dailyLikeTension`, mode 1 uses the mode-2 layout too (n_W = 2 everywhere).
 * X categories rotate: in question i (from 0) of a mode, a2 = X[i mod 4], a3 = X[(i+1) mod 4]
 *   (and a4 = X[(i+2) mod 4] in mode 1), X = [agv, agp, opa, opp].
 * Words w01..w48: word i (from 0) has family FAMILIES[floor(i / 6)] and stake
 *   STAKES[i mod 3]: w01 leadership R, w02 leadership I, w03 leadership S, w04 leadership R,
 *   ..., w07 cooperation R, ...
 */
export function handContent(dailyLikeTension = false): ModelContent {
  const X = AXIS_CATEGORIES[1];
  const y = (i: number): Category => (i % 2 === 0 ? 'evi' : 'fui');
  const z = (i: number): Category => (i % 2 === 0 ? 'reg' : 'tri');
  const tensionLayout = (i: number): Category[] => ['ade', 'fea', X[i % 4], X[(i + 1) % 4], y(i), z(i)];
  const questions: ModelQuestion[] = [];
  for (let i = 0; i < 9; i++) {
    const w: Category = i % 2 === 0 ? 'ade' : 'fea';
    const cats = dailyLikeTension ? tensionLayout(i) : [w, X[i % 4], X[(i + 1) % 4], X[(i + 2) % 4], y(i), z(i)];
    questions.push(buildQuestion(i + 1, 1, cats));
  }
  for (let i = 0; i < 9; i++) questions.push(buildQuestion(i + 10, 2, tensionLayout(i)));
  return { questions, words: buildWords(null) };
}

/** Picks by answer position: picks[q] = [first, second], 0-based answer indices. */
export function picksByIndex(content: ModelContent, picks: readonly (readonly [number, number])[]): AnswerPick[] {
  return content.questions.map((q, n) => ({
    question_id: q.question_id,
    first: q.answers[picks[n][0]].answer_id,
    second: q.answers[picks[n][1]].answer_id,
  }));
}

/** Ordered pair of distinct answers 0..5 from a code 0..29. */
export function orderedPair(code: number): [number, number] {
  const first = Math.floor(code / 5);
  const r = code % 5;
  return [first, r >= first ? r + 1 : r];
}

/** Uniformly random ordered picks, one per question. */
export function randomPicks(content: ModelContent, rng: Rng): AnswerPick[] {
  return picksByIndex(content, content.questions.map(() => orderedPair(randomInt(rng, 30))));
}

/**
 * A persona favours some categories: each answer is drawn with weight `strength` if its
 * category is favoured, 1 otherwise (first choice, then second among the rest).
 */
export function personaPicks(content: ModelContent, rng: Rng, favoured: readonly Category[], strength: number): AnswerPick[] {
  return content.questions.map((q) => {
    const weights = q.answers.map((a) => (favoured.includes(a.category) ? strength : 1));
    const draw = (exclude: number): number => {
      const total = weights.reduce((s, w, i) => (i === exclude ? s : s + w), 0);
      let r = rng() * total;
      let last = -1;
      for (let i = 0; i < weights.length; i++) {
        if (i === exclude) continue;
        last = i;
        r -= weights[i];
        if (r < 0) return i;
      }
      return last; // only reached when rounding leaves r at exactly 0
    };
    const first = draw(-1);
    const second = draw(first);
    return { question_id: q.question_id, first: q.answers[first].answer_id, second: q.answers[second].answer_id };
  });
}

/** 12 distinct random words of the bank, rank 1 first. */
export function randomWords(content: ModelContent, rng: Rng): string[] {
  return shuffle(rng, content.words.map((w) => w.word_id)).slice(0, 12);
}

function fake(key: string): Localized {
  const out = {} as Localized;
  for (const lang of ['en', 'fr', 'ru'] as Lang[]) out[lang] = `${lang}:${key}`;
  return out;
}

/** A text library whose every text is "lang:key", so tests can see which text was chosen. */
export function fakeTextLibrary(): TextLibrary {
  const record = <K extends string>(prefix: string, keys: readonly K[]): Record<K, Localized> =>
    Object.fromEntries(keys.map((k) => [k, fake(`${prefix}.${k}`)])) as Record<K, Localized>;
  const named = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, { name: fake(`${prefix}.${k}.name`), description: fake(`${prefix}.${k}.description`) }])) as Record<
      K,
      { name: Localized; description: Localized }
    >;
  return {
    wellbeing_expression: record('wellbeing', ['high', 'medium', 'low', 'pressure'] as const),
    relational_communication: record('communication', ['agv', 'agp', 'opa', 'opp', 'evi', 'fui', 'reg', 'tri', 'W'] as const),
    approach_to_situations: record('approach', ['R', 'I', 'S', 'balanced'] as const),
    vision_of_the_world: record('vision', ['R_pos', 'R_neg', 'I_pos', 'I_neg', 'S_pos', 'S_neg'] as const),
    top_personal_development: record('development', ['X', 'Y', 'Z', 'consolidate'] as const),
    fibers: named('fiber', ['connivance', 'feeling', 'deep_compatibility', 'complementarity', 'understanding'] as const),
    families: Object.fromEntries(
      Object.entries(named('family', FAMILIES)).map(([k, texts]) => [k, { ...texts, third_person: fake(`family.${k}.third_person`) }]),
    ) as TextLibrary['families'],
    axes: record('axis', AXES),
    modes: record('mode', ['1', '2'] as const),
    stakes: record('stake', STAKES),
  };
}
