import type { ScoreKey } from './scores';

/**
 * How the company's tables show a score, in one place for the pages and the API's exports, so
 * a file says the same number as the page it comes from.
 */

/**
 * Spec section 9 and docs/model.md (match percent): match percent = ceil(score x 100), the score
 * first rounded to 9 decimals so that floating-point noise cannot turn 0.07 into 8 %.
 */
export function matchPercent(score: number): number {
  const rounded = Math.round(score * 1e9) / 1e9;
  return Math.ceil(Math.round(rounded * 100 * 1e6) / 1e6);
}

/**
 * A team's CPI as a whole percent. Spec section 9 rounds the mean RI to 2 decimals (the server
 * does it), so CPI x 100 is already whole: Math.round only removes the floating-point noise
 * (0.07 x 100 = 7.000000000000001, which ceil would show as 8 %). It is a mean, not a pair's
 * match percent: rounding it up again would bias every team upwards.
 */
export const cpiPercent = (cpi: number): number => Math.round(cpi * 100);

/** A pair's scores (a team's CPI is no pair's). */
export type PairScoreKey = Exclude<ScoreKey, 'CPI'>;

/** The field of a company matching (match_contacts, team_matches) each pair score is read from. */
export const PAIR_SCORE_FIELDS = {
  RI: 'rui_smooth',
  II: 'integration_index',
  FE: 'immediate_harmony_smooth',
  DC: 'deep_compatibility_smooth',
  CP: 'complementarity_smooth',
  CO: 'similarity_smooth',
  UN: 'understanding_smooth',
} as const satisfies Record<PairScoreKey, string>;

/** Spec section 2: the mission details' columns, RI FE DC CP CO UN; onboarding's II (integration index), FE, CO. */
export const detailsScoreKeys = (onboarding: boolean): readonly PairScoreKey[] =>
  onboarding ? ['II', 'FE', 'CO'] : ['RI', 'FE', 'DC', 'CP', 'CO', 'UN'];
