/**
 * The 12 ranked words (docs/model.md, stakes and soft skills): rank k = 1..12 weighs 13 - k points out of 78.
 * Sums are taken on the integer points and divided once, so that two families with equal
 * points always get bit-identical weights (12/78 + 1/78 is not always 7/78 + 6/78 in floats)
 * and ties fall to the fixed order as the model says.
 */
import { FAMILIES, STAKES, type Family } from '../content/types';
import { ModelInputError } from './errors';
import { RANKED_WORD_COUNT, type PreparedContent } from './prepare';

/** 12 + 11 + ... + 1 */
export const RANK_POINTS_TOTAL = (RANKED_WORD_COUNT * (RANKED_WORD_COUNT + 1)) / 2;

export interface WordProfile {
  /** per stake (STAKES order), points out of 78 */
  stakePoints: number[];
  /** per family (FAMILIES order), points out of 78 */
  familyPoints: number[];
  /** stake fractions R, I, S summing to 1 */
  s: number[];
  /** word weights in bank order, 0 for words not chosen */
  wt: number[];
  /** family weights in FAMILIES order */
  fam: number[];
}

/** Validates 12 distinct known word ids, rank 1 first, and weighs them. */
export function weighRankedWords(prep: PreparedContent, rankedWords: readonly string[]): WordProfile {
  if (!Array.isArray(rankedWords) || rankedWords.length !== RANKED_WORD_COUNT) {
    const got = Array.isArray(rankedWords) ? rankedWords.length : typeof rankedWords;
    throw new ModelInputError(`words: expected exactly ${RANKED_WORD_COUNT} ranked words, got ${got}`);
  }
  const wt = new Array<number>(prep.wordIds.length).fill(0);
  const stakePoints = STAKES.map(() => 0);
  const familyPoints = FAMILIES.map(() => 0);
  const seen = new Set<string>();
  rankedWords.forEach((id, k) => {
    const wi = prep.wordIndex.get(id);
    if (wi === undefined) throw new ModelInputError(`words: unknown word id ${String(id)}`);
    if (seen.has(id)) throw new ModelInputError(`words: ${id} is ranked twice`);
    seen.add(id);
    const points = RANKED_WORD_COUNT - k; // rank k + 1 weighs 13 - (k + 1)
    wt[wi] = points / RANK_POINTS_TOTAL;
    stakePoints[prep.wordStake[wi]] += points;
    familyPoints[prep.wordFamily[wi]] += points;
  });
  return {
    stakePoints,
    familyPoints,
    s: stakePoints.map((pt) => pt / RANK_POINTS_TOTAL),
    wt,
    fam: familyPoints.map((pt) => pt / RANK_POINTS_TOTAL),
  };
}

/**
 * Whole percentages of integer `points` out of `total` that sum to exactly 100:
 * floors first, then the leftover points go to the largest remainders, ties to the lower
 * index (R, I, S). Integer arithmetic only, so no rounding noise.
 */
export function largestRemainderPercents(points: readonly number[], total: number): number[] {
  const floors = points.map((pt) => Math.floor((pt * 100) / total));
  const remainders = points.map((pt) => (pt * 100) % total);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = points.map((_, i) => i).sort((a, b) => remainders[b] - remainders[a] || a - b);
  for (const i of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/** Index of the first largest value (ties to the fixed order). */
export function firstMaxIndex(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

/** Index of the first smallest value (ties to the fixed order). */
export function firstMinIndex(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] < values[best]) best = i;
  return best;
}

/** The top 3 families by points, ties in FAMILIES order. */
export function topFamilies(familyPoints: readonly number[], count = 3): Family[] {
  return FAMILIES.map((f, i) => ({ f, i, pt: familyPoints[i] }))
    .sort((a, b) => b.pt - a.pt || a.i - b.i)
    .slice(0, count)
    .map((e) => e.f);
}
