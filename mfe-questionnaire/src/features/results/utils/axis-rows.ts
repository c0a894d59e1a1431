import type { AxisScores } from '@rapport/wire/entities/result';

export const AXES = ['w', 'x', 'y', 'z'] as const;
export type Axis = (typeof AXES)[number];

export interface AxisRow {
  axis: Axis;
  /** mode 1, on the graph's ±10 scale */
  daily: number;
  /** mode 2, on the graph's ±10 scale */
  tension: number;
}

/** Spec section 9: scores x10 on a ±10 scale, one decimal. */
export const toScale = (score: number): number => Math.round(score * 100) / 10;

export function axisRows(scores: AxisScores): AxisRow[] {
  return AXES.map((axis) => ({ axis, daily: toScale(scores[`${axis}_1`]), tension: toScale(scores[`${axis}_2`]) }));
}

/** The signed value as a person reads it: +3.4, -7, 0. */
export const signed = (value: number, locale: string): string =>
  `${value > 0 ? '+' : ''}${value.toLocaleString(locale, { maximumFractionDigits: 1 })}`;
