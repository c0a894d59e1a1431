import type { BarSeriesOption } from 'echarts/charts';
import { answersChartOption } from './answers-chart-option';
import type { AnswerRow } from './results-view';

const row = (text: string, value: number, margin: number | null): AnswerRow => ({ answerId: text, text, value, margin, share: null });
const seriesOf = (rows: AnswerRow[]) => answersChartOption(rows, 'en').series as BarSeriesOption[];
const labelOf = (series: BarSeriesOption, dataIndex: number) => {
  const formatter = (series.label as { formatter: (params: { dataIndex: number }) => string }).formatter;
  return formatter({ dataIndex });
};

describe("a question's chart", () => {
  it('draws exact counts as bars, each count at its end', () => {
    const series = seriesOf([row('Yes', 12, null), row('No', 3, null)]);
    expect(series).toHaveLength(1);
    // the first answer on top: echarts draws the first category at the bottom
    expect(series[0].data).toEqual([3, 12]);
    expect(labelOf(series[0], 1)).toBe('12');
  });

  it("shades an estimate's margin over its bar's end, from estimate − margin (not below 0) to estimate + margin", () => {
    const series = seriesOf([row('Yes', 12.4, 3.1), row('No', 1, 2.5)]);
    expect(series).toHaveLength(3);
    const [bars, below, range] = series;
    expect(bars.data).toEqual([1, 12.4]);
    expect((bars.label as { show: boolean }).show).toBe(false);
    expect(below.stack).toBe(range.stack);
    expect(below.data).toEqual([0, 12.4 - 3.1]);
    const ends = (range.data as number[]).map((width, i) => (below.data as number[])[i] + width);
    expect(ends[0]).toBeCloseTo(3.5);
    expect(ends[1]).toBeCloseTo(15.5);
    expect(labelOf(range, 1)).toBe('≈ 12.4 ± 3.1');
    // the range is drawn over the answer's own bar, not beside it
    expect(series.every((entry) => entry.barGap === '-100%')).toBe(true);
  });
});
