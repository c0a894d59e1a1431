// Loaded on demand (React.lazy) when a quotation table opens: echarts is its own chunk, and
// only the radar, its coordinate system and the legend are registered.
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import { LegendComponent, RadarComponent, type LegendComponentOption, type RadarComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { AXIS_SERIES_COLORS, type AxisChartProps } from '@rapport/ui/axis-chart';

echarts.use([RadarChart, RadarComponent, LegendComponent, CanvasRenderer]);

type ProfileOption = echarts.ComposeOption<RadarSeriesOption | RadarComponentOption | LegendComponentOption>;

/** The four axes as a radar from -10 (centre) to +10: on a daily basis and under tension. */
export default function RelationalProfileChartCanvas({ rows, axisNames, series }: AxisChartProps) {
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
          { name: series.daily, value: rows.map((row) => row.daily), itemStyle: { color: AXIS_SERIES_COLORS.daily }, areaStyle: { opacity: 0.15 } },
          { name: series.tension, value: rows.map((row) => row.tension), itemStyle: { color: AXIS_SERIES_COLORS.tension }, areaStyle: { opacity: 0.15 } },
        ],
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
