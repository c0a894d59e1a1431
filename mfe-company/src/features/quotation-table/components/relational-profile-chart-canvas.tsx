// Loaded on demand (React.lazy) when a quotation table opens: echarts is its own chunk, and
// only the radar, its coordinate system and the legend are registered.
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import { LegendComponent, RadarComponent, type LegendComponentOption, type RadarComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { AxisRow } from '../utils/quotation-rows';

echarts.use([RadarChart, RadarComponent, LegendComponent, CanvasRenderer]);

type ProfileOption = echarts.ComposeOption<RadarSeriesOption | RadarComponentOption | LegendComponentOption>;

export interface RelationalProfileChartProps {
  rows: AxisRow[];
  axisNames: string[];
  series: { daily: string; tension: string };
}

const COLORS = { daily: '#1f47b8', tension: '#e07a1f' };

/** The four axes as a radar from -10 (centre) to +10: on a daily basis and under tension. */
export default function RelationalProfileChartCanvas({ rows, axisNames, series }: RelationalProfileChartProps) {
  const option: ProfileOption = {
    animation: false,
    legend: { bottom: 0, data: [series.daily, series.tension] },
    radar: {
      center: ['50%', '48%'],
      radius: '62%',
      splitNumber: 4,
      indicator: axisNames.map((name) => ({ name, min: -10, max: 10 })),
      axisName: { color: '#333', fontSize: 12 },
    },
    series: [
      {
        type: 'radar',
        data: [
          { name: series.daily, value: rows.map((row) => row.daily), itemStyle: { color: COLORS.daily }, areaStyle: { opacity: 0.15 } },
          { name: series.tension, value: rows.map((row) => row.tension), itemStyle: { color: COLORS.tension }, areaStyle: { opacity: 0.15 } },
        ],
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
