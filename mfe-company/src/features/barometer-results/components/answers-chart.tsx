import { Box, Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary';
import { chartHeight } from '../utils/results-view';
import type { AnswersChartProps } from './answers-chart-canvas';

const AnswersChartCanvas = lazy(() => import('./answers-chart-canvas'));

/** Without a canvas (old browsers, jsdom) the table says it all, and it shows instead. */
export const canDrawCanvas = () => typeof window !== 'undefined' && 'CanvasRenderingContext2D' in window;

/**
 * A question's bars; hidden from screen readers, which read the table beside it. Should the
 * chart fail, `fallback` (the table, for sighted users) shows in its place.
 */
export function AnswersChart({ fallback, ...props }: AnswersChartProps & { fallback: ReactNode }) {
  const { t } = useTranslation('company');
  const height = chartHeight(props.rows.length);
  return (
    <Box aria-hidden="true" data-testid="answers-chart" minH={`${height}px`}>
      <QuietBoundary fallback={fallback}>
        <Suspense
          fallback={
            <Center h={`${height}px`} bg="bg.muted" borderRadius="md">
              <Spinner role="status" aria-label={t('barometer.results.chartLoading')} />
            </Center>
          }
        >
          <AnswersChartCanvas {...props} />
        </Suspense>
      </QuietBoundary>
    </Box>
  );
}
