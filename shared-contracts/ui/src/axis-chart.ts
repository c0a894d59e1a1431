import type { AxisRow } from '@rapport/wire/entities/axis-rows';

/** What a graph of a result's four axes draws: the company's radar, the person's bars. */
export interface AxisChartProps {
  rows: AxisRow[];
  /** the axes' names, in the rows' order */
  axisNames: string[];
  /** the two series' names in the legend */
  series: { daily: string; tension: string };
}

/** The two modes' colours on every graph of the axes: brand blue on a daily basis, orange under tension. */
export const AXIS_SERIES_COLORS = { daily: '#1f47b8', tension: '#e07a1f' } as const;
