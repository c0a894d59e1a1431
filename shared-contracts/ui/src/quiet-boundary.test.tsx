import { render, screen } from '@testing-library/react';
import { QuietBoundary } from './quiet-boundary';

function Broken(): never {
  throw new Error('no canvas today');
}

describe('QuietBoundary', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary both report the failure: kept out of the test's output
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('shows its children while they work', () => {
    render(
      <QuietBoundary fallback={<p>the table</p>}>
        <p>the graph</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('the graph')).toBeInTheDocument();
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
  });

  it('puts the fallback in place of a part that fails, and the rest stays', () => {
    render(
      <div>
        <p>the text around</p>
        <QuietBoundary fallback={<p>the table</p>}>
          <Broken />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText('the text around')).toBeInTheDocument();
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[rapport] an optional part failed', expect.any(Error));
  });

  it('shows nothing in its place without a fallback', () => {
    const { container } = render(
      <QuietBoundary>
        <Broken />
      </QuietBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
