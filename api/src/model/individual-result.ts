/**
 * Answers and ranked words -> individual result (docs/model.md, points and raw scores to
 * stakes and soft skills): raw points, axis scores against chance, stakes balance, soft skills,
 * the profile text keys and the stored vector used by every matching.
 */
import { AXES, CATEGORIES, type Category, type Family } from '../content/types';
import { ModelInputError } from './errors';
import { CATEGORY_AXIS_INDEX, QUESTION_COUNT, type PreparedContent } from './prepare';
import { selectProfileTexts, type ProfileTexts } from './texts';
import type { ProfileVector } from './vector';
import { largestRemainderPercents, RANK_POINTS_TOTAL, topFamilies, weighRankedWords } from './words';

export interface AnswerPick {
  question_id: string;
  /** answer id of the first choice (2 points) */
  first: string;
  /** answer id of the second choice (1 point) */
  second: string;
}

export type RawScoreKey = `${Category}${1 | 2}`;

export interface IndividualResult {
  w_1: number; x_1: number; y_1: number; z_1: number;
  w_2: number; x_2: number; y_2: number; z_2: number;
  /** points per category and mode, e.g. agv1; each mode sums to 27 */
  raw: Record<RawScoreKey, number>;
  r_percent: number;
  i_percent: number;
  s_percent: number;
  /** top 3 families, strongest first */
  soft_skills: Family[];
  texts: ProfileTexts;
  vector: ProfileVector;
}

const FIRST_CHOICE_POINTS = 2;
const SECOND_CHOICE_POINTS = 1;
/** spec: w_1 = -1 means "not finished", so a finisher never gets it */
export const W1_FLOOR = -0.999;

/** points[(mode - 1) * 10 + category index], validating the 18 picks on the way. */
function countPoints(prep: PreparedContent, answers: readonly AnswerPick[]): Int32Array {
  if (!Array.isArray(answers) || answers.length !== QUESTION_COUNT) {
    const got = Array.isArray(answers) ? answers.length : typeof answers;
    throw new ModelInputError(`answers: expected exactly ${QUESTION_COUNT} answers (one per question), got ${got}`);
  }
  const points = new Int32Array(2 * CATEGORIES.length);
  const answered = new Set<string>();
  for (const pick of answers) {
    const qid = pick?.question_id;
    const q = typeof qid === 'string' ? prep.questions.get(qid) : undefined;
    if (q === undefined) throw new ModelInputError(`answers: unknown question id ${String(qid)}`);
    if (answered.has(qid)) throw new ModelInputError(`answers: question ${qid} is answered twice`);
    answered.add(qid);
    const first = q.answerCategory.get(pick.first);
    const second = q.answerCategory.get(pick.second);
    if (first === undefined) throw new ModelInputError(`answers: ${String(pick.first)} is not an answer of question ${qid}`);
    if (second === undefined) throw new ModelInputError(`answers: ${String(pick.second)} is not an answer of question ${qid}`);
    if (pick.first === pick.second) {
      throw new ModelInputError(`answers: first and second choice of question ${qid} are the same answer (${pick.first})`);
    }
    const base = (q.mode - 1) * CATEGORIES.length;
    points[base + first] += FIRST_CHOICE_POINTS;
    points[base + second] += SECOND_CHOICE_POINTS;
  }
  // 18 distinct known ids out of 18 questions: every question is answered exactly once.
  return points;
}

export function computeIndividualResult(
  prep: PreparedContent,
  answers: AnswerPick[],
  rankedWords: string[],
): IndividualResult {
  const points = countPoints(prep, answers);
  const words = weighRankedWords(prep, rankedWords);

  // axisPoints[mode - 1][axis]
  const axisPoints = [AXES.map(() => 0), AXES.map(() => 0)];
  const raw = {} as Record<RawScoreKey, number>;
  for (const mode of [1, 2] as const) {
    CATEGORIES.forEach((c, ci) => {
      const pt = points[(mode - 1) * CATEGORIES.length + ci];
      raw[`${c}${mode}`] = pt;
      axisPoints[mode - 1][CATEGORY_AXIS_INDEX[ci]] += pt;
    });
  }
  // the score of each possible total is tabulated once per questionnaire (prepare.ts)
  const scores = ([0, 1] as const).map((m) => AXES.map((_, ai) => prep.scales[m][ai].score[axisPoints[m][ai]]));
  const d = scores[0];
  const t = scores[1];
  d[0] = Math.max(d[0], W1_FLOOR);

  const [r_percent, i_percent, s_percent] = largestRemainderPercents(words.stakePoints, RANK_POINTS_TOTAL);
  const texts = selectProfileTexts({
    daily: d,
    tension: t,
    dailyCategoryPoints: Array.from(points.subarray(0, CATEGORIES.length)),
    dailyAxisPoints: axisPoints[0],
    stakePoints: words.stakePoints,
    stakePercents: [r_percent, i_percent, s_percent],
  });

  return {
    w_1: d[0], x_1: d[1], y_1: d[2], z_1: d[3],
    w_2: t[0], x_2: t[1], y_2: t[2], z_2: t[3],
    raw,
    r_percent, i_percent, s_percent,
    soft_skills: topFamilies(words.familyPoints),
    texts,
    vector: { d: [...d], t: [...t], s: words.s, wt: words.wt, fam: words.fam },
  };
}
