import { ChartFrame } from '@rapport/ui/chart-frame';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartHeight } from '../utils/results-view';
import type { AnswersChartProps } from './answers-chart-canvas';

const AnswersChartCanvas = lazy(() => import('./answers-chart-canvas'));

/**
 * A question's bars; hidden from screen readers, which read the table beside it. Should the
 * chart fail, `fallback` (the table, for sighted users) shows in its place.
 */
export function AnswersChart({ fallback, ...props }: AnswersChartProps & { fallback: ReactNode }) {
  const { t } = useTranslation('company');
  return (
    <ChartFrame testId="answers-chart" height={chartHeight(props.rows.length)} loadingLabel={t('barometer.results.chartLoading')} fallback={fallback}>
      <AnswersChartCanvas {...props} />
    </ChartFrame>
  );
}
