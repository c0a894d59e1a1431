import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ListStates, listView, type ListLoad } from './list-states';

const TEXTS = { failed: 'The list could not be loaded.', stale: 'The list could not be refreshed.', retry: 'Retry' };
const idle = { isFetching: false, isError: false };

function renderList(load: ListLoad<string[]>, onRetry = jest.fn()) {
  const view = listView(load);
  const rows = view.data ?? [];
  const result = renderWithProviders(
    <ListStates view={view} empty={rows.length === 0} texts={TEXTS} onRetry={onRetry} loading={<p>Loading</p>} emptyState={<p>Nothing yet</p>}>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </ListStates>,
  );
  return { ...result, onRetry };
}

describe('listView', () => {
  it('keeps a failure while it is retried, with the rows of this list only', () => {
    const error = { status: 500 };
    expect(listView({ ...idle, isError: true, error, data: ['other tab'] })).toEqual({ data: undefined, failed: true, retrying: false });
    expect(listView({ isFetching: true, isError: false, error, currentData: ['kept'], data: ['kept'] })).toEqual({ data: ['kept'], failed: true, retrying: true });
    expect(listView({ isFetching: true, isError: false, data: ['other tab'] })).toEqual({ data: ['other tab'], failed: false, retrying: false });
  });
});

describe('ListStates', () => {
  it('says a failed load failed, as an alert with a focusable Retry, and not as an empty list', async () => {
    const { user, onRetry } = renderList({ ...idle, isError: true, error: { status: 500 } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.failed);
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the button and its focus while the retry runs, and ignores a second press', async () => {
    const { user, onRetry } = renderList({ isFetching: true, isError: false, error: { status: 500 } });
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('keeps the rows last loaded when a reload fails, under a notice that they could not be refreshed', () => {
    renderList({ ...idle, isError: true, error: { status: 500 }, currentData: ['Ada', 'Alan'], data: ['Ada', 'Alan'] });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.stale);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada', 'Alan']);
  });

  it('shows the empty state, not announced, only for a list that loaded empty', () => {
    renderList({ ...idle, data: [], currentData: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the loading state until the first answer, then the list', () => {
    const { rerender } = renderList({ isFetching: true, isError: false });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const view = listView({ ...idle, data: ['Ada'], currentData: ['Ada'] });
    rerender(
      <ListStates view={view} empty={false} texts={TEXTS} onRetry={jest.fn()} loading={<p>Loading</p>} emptyState={<p>Nothing yet</p>}>
        <p>Ada</p>
      </ListStates>,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
