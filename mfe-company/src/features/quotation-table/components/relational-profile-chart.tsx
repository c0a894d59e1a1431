import { Box, Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary';
import type { RelationalProfileChartProps } from './relational-profile-chart-canvas';

const RelationalProfileChartCanvas = lazy(() => import('./relational-profile-chart-canvas'));

/** Without a canvas (old browsers, jsdom) the table beside the graph says it all. */
const canDrawCanvas = () => typeof window !== 'undefined' && 'CanvasRenderingContext2D' in window;

/** The graph of the four axes; hidden from screen readers, which read the table instead. */
export function RelationalProfileChart(props: RelationalProfileChartProps) {
  const { t } = useTranslation('company');
  if (!canDrawCanvas()) return null;
  return (
    <Box aria-hidden="true" data-testid="relational-profile-chart" minH="300px">
      <QuietBoundary>
        <Suspense
          fallback={
            <Center h="300px" bg="bg.muted" borderRadius="md">
              <Spinner role="status" aria-label={t('quotation.profile.chartLoading')} />
            </Center>
          }
        >
          <RelationalProfileChartCanvas {...props} />
        </Suspense>
      </QuietBoundary>
    </Box>
  );
}
