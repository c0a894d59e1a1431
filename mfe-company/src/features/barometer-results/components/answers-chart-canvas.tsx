// Loaded on demand (React.lazy) when a survey's results open: echarts is its own chunk, and
// only the bar chart, its grid and the canvas renderer are registered.
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import { GridComponent, type GridComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { chartHeight, type AnswerRow } from '../utils/results-view';

echarts.use([BarChart, GridComponent, CanvasRenderer]);

type AnswersOption = echarts.ComposeOption<BarSeriesOption | GridComponentOption>;

export interface AnswersChartProps {
  rows: AnswerRow[];
}

const COLOR = '#1f47b8';

/** A question's answers as horizontal bars, the first answer on top, each bar's count at its end. */
export default function AnswersChartCanvas({ rows }: AnswersChartProps) {
  // echarts draws the first category at the bottom of a vertical category axis
  const ordered = [...rows].reverse();
  const option: AnswersOption = {
    animation: false,
    grid: { left: 8, right: 40, top: 4, bottom: 4, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#e5e7eb' } } },
    yAxis: {
      type: 'category',
      data: ordered.map((row) => row.text),
      axisTick: { show: false },
      axisLabel: { width: 280, overflow: 'break', color: '#333', fontSize: 12, lineHeight: 15 },
    },
    series: [
      {
        type: 'bar',
        data: ordered.map((row) => row.count),
        barMaxWidth: 22,
        itemStyle: { color: COLOR, borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right', color: '#111' },
      },
    ],
  };
  const height = chartHeight(rows.length);
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
