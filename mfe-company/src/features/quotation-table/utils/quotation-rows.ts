import { RAW_SCORE_CATEGORIES, type AxisScores, type RawScoreCategory, type RawScores } from '@rapport/wire/entities/result';

/** Relational well-being, opposition, distance, discomfort (shared/design/scoring.md). */
export const AXES = ['w', 'x', 'y', 'z'] as const;
export type Axis = (typeof AXES)[number];

export interface AxisRow {
  axis: Axis;
  /** mode 1, on the graph's ±10 scale */
  daily: number;
  /** mode 2, on the graph's ±10 scale */
  tension: number;
}

/** Spec section 9: the graph shows scores x10 on a ±10 scale; one decimal. */
export const onGraphScale = (score: number): number => Math.round(score * 100) / 10;

export const axisRows = (scores: AxisScores): AxisRow[] =>
  AXES.map((axis) => ({ axis, daily: onGraphScale(scores[`${axis}_1`]), tension: onGraphScale(scores[`${axis}_2`]) }));

export interface RawScoreRow {
  category: RawScoreCategory;
  daily: number;
  tension: number;
}

/** The ten behaviour categories, each with its points on a daily basis (1) and under tension (2). */
export const rawScoreRows = (scores: RawScores): RawScoreRow[] =>
  RAW_SCORE_CATEGORIES.map((category) => ({ category, daily: scores[`${category}1`], tension: scores[`${category}2`] }));

/** A signed value as a person reads it: +3.4, -7, 0. */
export const signed = (value: number, locale: string): string =>
  `${value > 0 ? '+' : ''}${value.toLocaleString(locale, { maximumFractionDigits: 1 })}`;
