import type { AxisChartProps } from '@rapport/ui/axis-chart';
import { canDrawCanvas, ChartFrame } from '@rapport/ui/chart-frame';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

const AxesChartCanvas = lazy(() => import('./axes-chart-canvas'));

/** The graph of the four axes; hidden from screen readers, which get the table below it instead. */
export function AxesChart(props: AxisChartProps) {
  const { t } = useTranslation('questionnaire');
  if (!canDrawCanvas()) return null;
  return (
    <ChartFrame testId="axes-chart" height={320} loadingLabel={t('results.axes.chartLoading')}>
      <AxesChartCanvas {...props} />
    </ChartFrame>
  );
}
