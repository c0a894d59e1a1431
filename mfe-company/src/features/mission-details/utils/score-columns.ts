import { detailsScoreKeys, PAIR_SCORE_FIELDS, type PairScoreKey } from '@rapport/wire/entities/score-percent';
import type { CompanyMatching } from '../api/matching-api';
import type { DetailsKind } from './mission-kind';

/** A pair's scores (a team's CPI is no column): their abbreviations and names are @rapport/wire's table. */
export type ScoreKey = PairScoreKey;

export interface ScoreColumn {
  key: ScoreKey;
  /** the ratio 0..1 of a matching; null when it cannot exist (II without FE or CO) */
  ratio: (matching: CompanyMatching) => number | null;
}

const column = (key: ScoreKey): ScoreColumn => ({ key, ratio: (m) => m[PAIR_SCORE_FIELDS[key]] });

/** Spec section 2: RI FE DC CP CO UN; the onboarding variant II (integration index), FE, CO (the API's exports take the same). */
export const scoreColumns = (kind: DetailsKind): ScoreColumn[] => detailsScoreKeys(kind === 'O').map(column);

/** Spec section 9: the one rounding of a match (shared with the lists, which show a team's lowest score). */
export { matchPercent } from '../../../lib/percent';
