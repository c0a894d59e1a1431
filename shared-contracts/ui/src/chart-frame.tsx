import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { QuietBoundary } from './quiet-boundary';

/** Without a canvas (old browsers, jsdom) the table beside a graph says it all. */
export const canDrawCanvas = (): boolean => typeof window !== 'undefined' && 'CanvasRenderingContext2D' in window;

interface Props {
  /** the frame's `data-testid` */
  testId: string;
  /** the graph's height in pixels: the frame keeps it while the canvas loads */
  height: number;
  /** what the loading spinner is called */
  loadingLabel: string;
  /** what shows should the graph fail (nothing by default: the table beside it stays) */
  fallback?: ReactNode;
  /** the graph: a lazily loaded canvas (echarts stays out of the page's first bytes) */
  children: ReactNode;
}

/**
 * The frame of a graph drawn by a lazily loaded canvas: hidden from screen readers, which read
 * the table that goes with it; a spinner of the graph's size while the canvas loads; a graph
 * that fails fails alone. Imported by subpath (`@rapport/ui/chart-frame`).
 */
export function ChartFrame({ testId, height, loadingLabel, fallback, children }: Props) {
  return (
    <Box aria-hidden="true" data-testid={testId} minH={`${height}px`}>
      <QuietBoundary fallback={fallback}>
        <Suspense
          fallback={
            <Center h={`${height}px`} bg="bg.muted" borderRadius="md">
              <Spinner role="status" aria-label={loadingLabel} />
            </Center>
          }
        >
          {children}
        </Suspense>
      </QuietBoundary>
    </Box>
  );
}
