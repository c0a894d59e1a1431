import type { AxisChartProps } from '@rapport/ui/axis-chart';
import { canDrawCanvas, ChartFrame } from '@rapport/ui/chart-frame';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

const RelationalProfileChartCanvas = lazy(() => import('./relational-profile-chart-canvas'));

/** The graph of the four axes; hidden from screen readers, which read the table beside it instead. */
export function RelationalProfileChart(props: AxisChartProps) {
  const { t } = useTranslation('company');
  if (!canDrawCanvas()) return null;
  return (
    <ChartFrame testId="relational-profile-chart" height={300} loadingLabel={t('quotation.profile.chartLoading')}>
      <RelationalProfileChartCanvas {...props} />
    </ChartFrame>
  );
}
