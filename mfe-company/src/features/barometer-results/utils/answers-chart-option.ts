import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatFigure, type AnswerRow, type UiLang } from './results-view';

export type AnswersOption = ComposeOption<BarSeriesOption | GridComponentOption>;

const COLOR = '#1f47b8';
/** the margin's range: dark and see-through, so the bar shows under it */
const RANGE_COLOR = 'rgba(17, 24, 39, 0.28)';
const RANGE_BORDER = '#111827';

/**
 * A question's answers as horizontal bars, the first answer on top, each bar's figure at its
 * end. An estimate's bar carries its 95% margin as a shaded range over the bar's end (from
 * estimate − margin to estimate + margin, cut at 0): a transparent bar up to the range's start
 * and the range stacked on it, both drawn over the answer's own bar. Only bars: no custom
 * series (and its code) for an error bar.
 */
export function answersChartOption(rows: readonly AnswerRow[], lang: UiLang): AnswersOption {
  // echarts draws the first category at the bottom of a vertical category axis
  const ordered = [...rows].reverse();
  const estimates = ordered.some((row) => row.margin !== null);
  const label = { show: true, position: 'right' as const, color: '#111', formatter: ({ dataIndex }: { dataIndex: number }) => formatFigure(ordered[dataIndex], lang) };
  const bars: BarSeriesOption = {
    type: 'bar',
    data: ordered.map((row) => row.value),
    barMaxWidth: 22,
    barGap: '-100%',
    itemStyle: { color: COLOR, borderRadius: [0, 3, 3, 0] },
    label: estimates ? { show: false } : label,
  };
  const series: BarSeriesOption[] = [bars];
  if (estimates) {
    const low = ordered.map((row) => Math.max(0, row.value - (row.margin ?? 0)));
    series.push(
      { type: 'bar', stack: 'margin', silent: true, barMaxWidth: 22, barGap: '-100%', data: low, itemStyle: { color: 'transparent' } },
      {
        type: 'bar',
        stack: 'margin',
        silent: true,
        barMaxWidth: 22,
        barGap: '-100%',
        data: ordered.map((row, i) => row.value + (row.margin ?? 0) - low[i]),
        itemStyle: { color: RANGE_COLOR, borderColor: RANGE_BORDER, borderWidth: 1, borderType: 'dashed' },
        label,
      },
    );
  }
  return {
    animation: false,
    grid: { left: 8, right: estimates ? 96 : 40, top: 4, bottom: 4, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#e5e7eb' } } },
    yAxis: {
      type: 'category',
      data: ordered.map((row) => row.text),
      axisTick: { show: false },
      axisLabel: { width: 280, overflow: 'break', color: '#333', fontSize: 12, lineHeight: 15 },
    },
    series,
  };
}
