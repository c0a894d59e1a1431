// Loaded on demand (React.lazy) when a survey's results open: echarts is its own chunk, and
// only the bar chart, its grid and the canvas renderer are registered.
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { answersChartOption } from '../utils/answers-chart-option';
import { chartHeight, type AnswerRow, type UiLang } from '../utils/results-view';

echarts.use([BarChart, GridComponent, CanvasRenderer]);

export interface AnswersChartProps {
  rows: AnswerRow[];
  lang: UiLang;
}

/** A question's answers as horizontal bars, an estimate's margin shaded over its bar's end. */
export default function AnswersChartCanvas({ rows, lang }: AnswersChartProps) {
  const height = chartHeight(rows.length);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={answersChartOption(rows, lang)}
      notMerge
      style={{ height, width: '100%' }}
      opts={{ renderer: 'canvas' }}
    />
  );
}
