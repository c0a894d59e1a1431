import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { canDrawCanvas, ChartFrame } from './chart-frame';

/** A canvas module still on its way, as a lazy import is before its chunk arrives. */
const Loading = lazy(() => new Promise<{ default: () => null }>(() => undefined));

function Broken(): never {
  throw new Error('echarts failed');
}

describe('ChartFrame', () => {
  it('keeps the graph’s height, hidden from screen readers, with a named spinner while the canvas loads', () => {
    renderWithProviders(
      <ChartFrame testId="axes-chart" height={320} loadingLabel="Loading the graph">
        <Loading />
      </ChartFrame>,
    );
    const frame = screen.getByTestId('axes-chart');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(frame).minHeight).toBe('320px');
    // hidden from the accessibility tree with its frame, so looked for as hidden
    expect(screen.getByRole('status', { name: 'Loading the graph', hidden: true })).toBeInTheDocument();
  });

  it('shows the graph once loaded', () => {
    renderWithProviders(
      <ChartFrame testId="chart" height={300} loadingLabel="Loading">
        <canvas data-testid="canvas" />
      </ChartFrame>,
    );
    expect(screen.getByTestId('canvas')).toBeInTheDocument();
    expect(screen.queryByRole('status', { hidden: true })).not.toBeInTheDocument();
  });

  it('puts the fallback in place of a graph that fails', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ChartFrame testId="chart" height={300} loadingLabel="Loading" fallback={<p>the table</p>}>
        <Broken />
      </ChartFrame>,
    );
    expect(screen.getByText('the table')).toBeInTheDocument();
    logged.mockRestore();
  });

  it('knows jsdom has no canvas to draw on', () => {
    expect(canDrawCanvas()).toBe(false);
  });
});
