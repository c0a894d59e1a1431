import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROWS_AT_ONCE } from '../../../hooks/use-progressive-rows';
import { manyContacts } from '../testing/contact-fixtures';
import { renderContactsPage } from '../testing/render-contacts-page';

const CONTACTS = 1000;
/** jsdom is several times slower than a browser; the product's targets are 1 s and 100 ms */
const BOUND_MS = { usable: 1500, action: 500 };
/** how long the rows may take to be all there (measured and printed, not bounded) */
const ALL_ROWS_TIMEOUT_MS = 30_000;

// plain selectors: role queries over twenty thousand elements would measure Testing Library
const rowCount = (container: HTMLElement) => container.querySelectorAll('tbody tr').length;

/** The time an interaction takes until React has rendered its answer (the first rows). */
function timed(action: () => void): number {
  const start = performance.now();
  act(action);
  return performance.now() - start;
}

// the rows may take long to be all there on a busy machine (printed, not bounded)
jest.setTimeout(90_000);

describe('/company-contacts with 1,000 contacts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is usable at once, sorts and filters within bounds, and ends with every row', async () => {
    const start = performance.now();
    const { container } = renderContactsPage(manyContacts(CONTACTS));
    await waitFor(() => expect(rowCount(container)).toBeGreaterThanOrEqual(ROWS_AT_ONCE));
    const usable = performance.now() - start;
    // every row in the end: not a bound (the bounds are below), so a busy machine gets its time
    await waitFor(() => expect(rowCount(container)).toBe(CONTACTS), { timeout: ALL_ROWS_TIMEOUT_MS });
    const complete = performance.now() - start;

    const sortName = within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button');
    const sortStatus = within(screen.getByRole('columnheader', { name: /^Status/ })).getByRole('button');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const figures = {
      sortNameAscending: timed(() => fireEvent.click(sortName)),
      sortNameDescending: timed(() => fireEvent.click(sortName)),
      unsort: timed(() => fireEvent.click(sortName)),
      sortStatus: timed(() => fireEvent.click(sortStatus)),
      search: timed(() => fireEvent.change(search, { target: { value: 'lovelace' } })),
      untickCandidates: timed(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Candidate' }))),
      clearSearch: timed(() => fireEvent.change(search, { target: { value: '' } })),
    };
    // every third contact is a candidate (C, E, M in turn): the others are employees and managers
    const expected = CONTACTS - Math.ceil(CONTACTS / 3);
    await waitFor(() => expect(rowCount(container)).toBe(expected), { timeout: ALL_ROWS_TIMEOUT_MS });
    const names = [...container.querySelectorAll('tbody th')].map((cell) => cell.textContent);
    expect(new Set(names).size).toBe(expected);

    console.log(
      `1,000 contacts (jsdom): usable ${usable.toFixed(0)} ms, all rows ${complete.toFixed(0)} ms; ${Object.entries(figures)
        .map(([step, ms]) => `${step} ${ms.toFixed(0)} ms`)
        .join(', ')}`,
    );
    expect(usable).toBeLessThan(BOUND_MS.usable);
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(BOUND_MS.action);
  });
});
