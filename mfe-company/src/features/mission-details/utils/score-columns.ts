import type { ScoreKey as AnyScoreKey } from '@rapport/wire/entities/scores';
import type { CompanyMatching } from '../api/matching-api';
import type { DetailsKind } from './mission-kind';

/** A pair's scores (a team's CPI is no column): their abbreviations and names are @rapport/wire's table. */
export type ScoreKey = Exclude<AnyScoreKey, 'CPI'>;

export interface ScoreColumn {
  key: ScoreKey;
  /** the ratio 0..1 of a matching; null when it cannot exist (II without FE or CO) */
  ratio: (matching: CompanyMatching) => number | null;
}

const COLUMNS: Record<ScoreKey, ScoreColumn> = {
  RI: { key: 'RI', ratio: (m) => m.rui_smooth },
  II: { key: 'II', ratio: (m) => m.integration_index },
  FE: { key: 'FE', ratio: (m) => m.immediate_harmony_smooth },
  DC: { key: 'DC', ratio: (m) => m.deep_compatibility_smooth },
  CP: { key: 'CP', ratio: (m) => m.complementarity_smooth },
  CO: { key: 'CO', ratio: (m) => m.similarity_smooth },
  UN: { key: 'UN', ratio: (m) => m.understanding_smooth },
};

/** Spec section 2: RI FE DC CP CO UN; the onboarding variant II (integration index), FE, CO. */
export const scoreColumns = (kind: DetailsKind): ScoreColumn[] =>
  (kind === 'O' ? (['II', 'FE', 'CO'] as const) : (['RI', 'FE', 'DC', 'CP', 'CO', 'UN'] as const)).map((key) => COLUMNS[key]);

/** Spec section 9: the one rounding of a match (shared with the lists, which show a team's lowest score). */
export { matchPercent } from '../../../lib/percent';
