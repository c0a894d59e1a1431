/**
 * Content as the model sees it (ids and category tags only, no texts) and its one-off
 * preparation: per mode and axis, how a random answerer's points are distributed depends
 * only on the questionnaire, so the score of every possible total (0..27) is computed once
 * here and each result is a table look-up.
 */
import {
  AXES, CATEGORIES, CATEGORY_AXIS, FAMILIES, STAKES,
  type Category, type Family, type QuestionnaireContent, type Stake, type WordContent,
} from '../content/types';
import { ModelInputError } from './errors';
import { roundHalfAway } from './numeric';
import { ANSWERS_PER_QUESTION, QUESTION_COUNT, SELECTED_WORD_COUNT, WORD_BANK_SIZE } from '@rapport/wire/entities/questionnaire';

export interface ModelQuestion {
  question_id: string;
  mode: 1 | 2;
  answers: { answer_id: string; category: Category }[];
}
export interface ModelWord {
  word_id: string;
  stake: Stake;
  family: Family;
}
/** `words` in bank order (48): vectors index word weights in this order. */
export interface ModelContent {
  questions: ModelQuestion[];
  words: ModelWord[];
}

// the product's counts are defined once, in the contracts (18 questions, 6 answers, 48 words, 12 chosen)
export { ANSWERS_PER_QUESTION, QUESTION_COUNT, WORD_BANK_SIZE };
export const QUESTIONS_PER_MODE = QUESTION_COUNT / 2;
export const RANKED_WORD_COUNT = SELECTED_WORD_COUNT;
/** docs/model.md, content rules: within each mode every category appears at least this many times. */
export const MIN_CATEGORY_PER_MODE = 4;

/**
 * How the points of a uniformly random answerer are distributed on one axis in one mode,
 * and the score each total earns (docs/model.md, "Axis scores"). Every count is an exact
 * integer: at most 30^9 = 19,683,000,000,000 < 2^53.
 */
export interface ChanceScale {
  /** ways[P]: how many of the 30^9 ordered picks of the mode's 9 questions earn P points */
  ways: number[];
  /** 30^9, all ordered picks */
  total: number;
  /** E = sum n_q / 2, the mean points of a random answerer (the chance level) */
  expected: number;
  /** score[P] = (ways below P - ways above P) / total, 3 decimals, in [-1, 1] */
  score: number[];
}

export interface PreparedQuestion {
  mode: 1 | 2;
  /** answer_id -> index in CATEGORIES */
  answerCategory: ReadonlyMap<string, number>;
}

export interface PreparedContent {
  readonly questions: ReadonlyMap<string, PreparedQuestion>;
  /** scales[mode - 1][axis index in AXES] */
  readonly scales: readonly [readonly ChanceScale[], readonly ChanceScale[]];
  /** word ids in bank order */
  readonly wordIds: readonly string[];
  readonly wordIndex: ReadonlyMap<string, number>;
  /** per word (bank order): index in STAKES */
  readonly wordStake: Uint8Array;
  /** per word (bank order): index in FAMILIES */
  readonly wordFamily: Uint8Array;
}

/** Index in AXES of each category, in CATEGORIES order. */
export const CATEGORY_AXIS_INDEX: readonly number[] = CATEGORIES.map((c) => AXES.indexOf(CATEGORY_AXIS[c]));

/** Strips the texts off the content files' shapes (api/content/*.json). */
export function toModelContent(questionnaire: QuestionnaireContent, words: WordContent[]): ModelContent {
  return {
    questions: questionnaire.questions.map((q) => ({
      question_id: q.question_id,
      mode: q.mode,
      answers: q.answers.map((a) => ({ answer_id: a.answer_id, category: a.category })),
    })),
    words: words.map((w) => ({ word_id: w.word_id, stake: w.stake, family: w.family })),
  };
}

/**
 * Every way `content` breaks the content rules (docs/model.md), as readable
 * sentences; empty when the content is valid. The content test and prepareContent share it.
 */
export function contentRuleViolations(content: ModelContent): string[] {
  const out: string[] = [];
  const { questions, words } = content;

  if (questions.length !== QUESTION_COUNT) out.push(`expected ${QUESTION_COUNT} questions, found ${questions.length}`);
  const questionIds = new Set<string>();
  const answerIds = new Set<string>();
  // perMode[mode - 1][category index] = occurrences
  const perMode = [new Array<number>(CATEGORIES.length).fill(0), new Array<number>(CATEGORIES.length).fill(0)];
  const modeCount = [0, 0];
  for (const q of questions) {
    if (questionIds.has(q.question_id)) out.push(`question ${q.question_id} appears twice`);
    questionIds.add(q.question_id);
    if (q.mode !== 1 && q.mode !== 2) {
      out.push(`question ${q.question_id}: mode must be 1 or 2`);
      continue;
    }
    modeCount[q.mode - 1] += 1;
    if (q.answers.length !== ANSWERS_PER_QUESTION) {
      out.push(`question ${q.question_id}: expected ${ANSWERS_PER_QUESTION} answers, found ${q.answers.length}`);
    }
    const seen = new Set<Category>();
    const axes = new Set<string>();
    for (const a of q.answers) {
      if (answerIds.has(a.answer_id)) out.push(`answer ${a.answer_id} appears twice`);
      answerIds.add(a.answer_id);
      const ci = CATEGORIES.indexOf(a.category);
      if (ci < 0) {
        out.push(`answer ${a.answer_id}: unknown category ${String(a.category)}`);
        continue;
      }
      if (seen.has(a.category)) out.push(`question ${q.question_id}: category ${a.category} appears twice`);
      seen.add(a.category);
      axes.add(CATEGORY_AXIS[a.category]);
      perMode[q.mode - 1][ci] += 1;
    }
    for (const axis of AXES) {
      if (!axes.has(axis)) out.push(`question ${q.question_id}: no answer on axis ${axis}`);
    }
  }
  for (const mode of [1, 2] as const) {
    if (modeCount[mode - 1] !== QUESTIONS_PER_MODE) {
      out.push(`mode ${mode}: expected ${QUESTIONS_PER_MODE} questions, found ${modeCount[mode - 1]}`);
    }
    CATEGORIES.forEach((c, ci) => {
      const n = perMode[mode - 1][ci];
      if (n < MIN_CATEGORY_PER_MODE) out.push(`mode ${mode}: category ${c} appears ${n} times, at least ${MIN_CATEGORY_PER_MODE} required`);
    });
  }

  if (words.length !== WORD_BANK_SIZE) out.push(`expected ${WORD_BANK_SIZE} words, found ${words.length}`);
  const wordIds = new Set<string>();
  // cell[family][stake] = words; the content rules ask 2 per cell (so 16 per stake, 6 per family)
  const cell = FAMILIES.map(() => STAKES.map(() => 0));
  for (const w of words) {
    if (wordIds.has(w.word_id)) out.push(`word ${w.word_id} appears twice`);
    wordIds.add(w.word_id);
    const fi = FAMILIES.indexOf(w.family);
    const si = STAKES.indexOf(w.stake);
    if (fi < 0) out.push(`word ${w.word_id}: unknown family ${String(w.family)}`);
    if (si < 0) out.push(`word ${w.word_id}: unknown stake ${String(w.stake)}`);
    if (fi >= 0 && si >= 0) cell[fi][si] += 1;
  }
  FAMILIES.forEach((f, fi) => {
    STAKES.forEach((s, si) => {
      if (cell[fi][si] !== 2) out.push(`words: family ${f} has ${cell[fi][si]} words of stake ${s}, expected 2`);
    });
  });
  return out;
}

/** Points per question: first choice 2, second choice 1, so 0..3 per question. */
const MAX_POINTS_PER_QUESTION = 3;

function chanceScale(questions: ModelQuestion[], mode: 1 | 2, axisIndex: number): ChanceScale {
  // Generating polynomial of the axis points, one factor per question. Of the 6 x 5 = 30
  // ordered picks of a question with n answers on the axis:
  //   3 points: both picks on the axis       n (n - 1)
  //   2 points: first on it, second not      n (6 - n)
  //   1 point:  first not, second on it      (6 - n) n
  //   0 points: neither                      (6 - n) (5 - n)
  let ways = [1];
  let total = 1;
  let expected = 0;
  for (const q of questions) {
    if (q.mode !== mode) continue;
    const n = q.answers.filter((a) => CATEGORY_AXIS_INDEX[CATEGORIES.indexOf(a.category)] === axisIndex).length;
    const k = q.answers.length;
    const perQuestion = [(k - n) * (k - 1 - n), (k - n) * n, n * (k - n), n * (n - 1)];
    const next = new Array<number>(ways.length + MAX_POINTS_PER_QUESTION).fill(0);
    ways.forEach((w, p) => perQuestion.forEach((c, add) => (next[p + add] += w * c)));
    ways = next;
    total *= k * (k - 1);
    expected += n / 2;
  }
  // Mid-rank: the share of random answerers below P minus the share above P. Under random
  // answering its mean is exactly 0; it is increasing in P; Pmin and Pmax land near -1, +1.
  let below = 0;
  let above = total - ways[0];
  const score = ways.map((w, p) => {
    if (p > 0) {
      below += ways[p - 1];
      above -= w;
    }
    return roundHalfAway((below - above) / total, 3);
  });
  return { ways, total, expected, score };
}

/**
 * Validates the content against the content rules of docs/model.md (throws ModelInputError listing every
 * violation) and precomputes what each result needs. Cheap to keep and reuse.
 */
export function prepareContent(content: ModelContent): PreparedContent {
  const violations = contentRuleViolations(content);
  if (violations.length > 0) {
    throw new ModelInputError(`content breaks the content rules (docs/model.md): ${violations.join('; ')}`);
  }
  const questions = new Map<string, PreparedQuestion>();
  for (const q of content.questions) {
    questions.set(q.question_id, {
      mode: q.mode,
      answerCategory: new Map(q.answers.map((a) => [a.answer_id, CATEGORIES.indexOf(a.category)])),
    });
  }
  const scales = ([1, 2] as const).map((mode) => AXES.map((_, ai) => chanceScale(content.questions, mode, ai)));
  return {
    questions,
    scales: [scales[0], scales[1]],
    wordIds: content.words.map((w) => w.word_id),
    wordIndex: new Map(content.words.map((w, i) => [w.word_id, i])),
    wordStake: Uint8Array.from(content.words, (w) => STAKES.indexOf(w.stake)),
    wordFamily: Uint8Array.from(content.words, (w) => FAMILIES.indexOf(w.family)),
  };
}
