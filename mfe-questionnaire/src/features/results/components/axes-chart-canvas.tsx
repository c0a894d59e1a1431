// Loaded on demand (React.lazy): echarts stays out of the page's first bytes, and only the
// bar chart, grid and legend are registered, not the whole library.
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, type GridComponentOption, type LegendComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { AXIS_SERIES_COLORS, type AxisChartProps } from '@rapport/ui/axis-chart';

echarts.use([BarChart, GridComponent, LegendComponent, CanvasRenderer]);

type AxesOption = echarts.ComposeOption<BarSeriesOption | GridComponentOption | LegendComponentOption>;

export default function AxesChartCanvas({ rows, axisNames, series }: AxisChartProps) {
  const option: AxesOption = {
    legend: { top: 0, data: [series.daily, series.tension] },
    grid: { left: 8, right: 8, top: 40, bottom: 12 },
    xAxis: {
      type: 'category',
      data: axisNames,
      axisLine: { onZero: false },
      axisLabel: { interval: 0, width: 76, overflow: 'break', lineHeight: 15, margin: 10 },
    },
    yAxis: { type: 'value', min: -10, max: 10, interval: 5 },
    series: [
      { type: 'bar', name: series.daily, data: rows.map((r) => r.daily), itemStyle: { color: AXIS_SERIES_COLORS.daily } },
      { type: 'bar', name: series.tension, data: rows.map((r) => r.tension), itemStyle: { color: AXIS_SERIES_COLORS.tension } },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
