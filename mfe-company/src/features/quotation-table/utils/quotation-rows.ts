import { RAW_SCORE_CATEGORIES, type RawScoreCategory, type RawScores } from '@rapport/wire/entities/result';

export interface RawScoreRow {
  category: RawScoreCategory;
  daily: number;
  tension: number;
}

/** The ten behaviour categories, each with its points on a daily basis (1) and under tension (2). */
export const rawScoreRows = (scores: RawScores): RawScoreRow[] =>
  RAW_SCORE_CATEGORIES.map((category) => ({ category, daily: scores[`${category}1`], tension: scores[`${category}2`] }));
