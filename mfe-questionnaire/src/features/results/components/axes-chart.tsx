import { Box, Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary';
import type { AxesChartProps } from './axes-chart-canvas';

const AxesChartCanvas = lazy(() => import('./axes-chart-canvas'));

/** Without a canvas (old browsers, jsdom) the table below the graph says it all. */
const canDrawCanvas = () => typeof window !== 'undefined' && 'CanvasRenderingContext2D' in window;

/** The graph of the four axes; hidden from screen readers, which get the table instead. */
export function AxesChart(props: AxesChartProps) {
  const { t } = useTranslation('questionnaire');
  if (!canDrawCanvas()) return null;
  return (
    <Box aria-hidden="true" data-testid="axes-chart" minH="320px">
      <QuietBoundary>
        <Suspense
          fallback={
            <Center h="320px" bg="bg.muted" borderRadius="md">
              <Spinner role="status" aria-label={t('results.axes.chartLoading')} />
            </Center>
          }
        >
          <AxesChartCanvas {...props} />
        </Suspense>
      </QuietBoundary>
    </Box>
  );
}
