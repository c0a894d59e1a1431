import type { AxisScores } from './result';

/** Relational well-being, opposition, distance, discomfort (docs/model.md, the profile). */
export const AXES = ['w', 'x', 'y', 'z'] as const;
export type Axis = (typeof AXES)[number];

/** One axis of a result as the graph and its table show it. */
export interface AxisRow {
  axis: Axis;
  /** mode 1, on the graph's ±10 scale */
  daily: number;
  /** mode 2, on the graph's ±10 scale */
  tension: number;
}

/** Spec section 9: the graph shows scores x10 on a ±10 scale; one decimal. */
export const onGraphScale = (score: number): number => Math.round(score * 100) / 10;

/** The four axes of a result, on a daily basis and under tension, on the graph's scale. */
export const axisRows = (scores: AxisScores): AxisRow[] =>
  AXES.map((axis) => ({ axis, daily: onGraphScale(scores[`${axis}_1`]), tension: onGraphScale(scores[`${axis}_2`]) }));

/** A signed value as a person reads it in `locale`: +3.4, -7, 0. */
export const signed = (value: number, locale: string): string =>
  `${value > 0 ? '+' : ''}${value.toLocaleString(locale, { maximumFractionDigits: 1 })}`;
