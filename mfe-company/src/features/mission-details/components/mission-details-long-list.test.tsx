import { addTranslations } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, type ApiRequest } from '../../../../../shared-contracts/src/testing/mock-api';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { ROWS_AT_ONCE } from '../../../hooks/use-progressive-rows';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { companyAdmin, grace, matching, mission, person } from '../testing/mission-fixtures';
import { MissionDetailsDialog } from './mission-details-dialog';

addTranslations('company', { en, fr });

const CANDIDATES = 200;
const TEAM = 10;
/**
 * jsdom is several times slower than a browser (and this machine is shared by parallel suites):
 * the bounds catch a regression by an order of magnitude (every row at once, a call per row);
 * the product's targets (1 s to a usable table, 100 ms per action) are a browser's.
 */
const BOUND_MS = { usable: 2500, action: 800 };

const candidates: CompanyContact[] = Array.from({ length: CANDIDATES }, (_, i) => person(1000 + i, `First${i}`, `Candidate${i}`, { finished: i % 5 !== 0 }));
const team = Array.from({ length: TEAM }, (_, i) => ({ contact: person(100 + i, `Member${i}`, `Team${i}`, { contact_type: 'E' }), benchmark_type: 'employee' as const }));

// plain selectors: role queries over thousands of elements would measure Testing Library
const rowCount = (container: HTMLElement) => container.querySelectorAll('tbody tr').length;
const scoredRows = (container: HTMLElement) => container.querySelectorAll('tbody td.score').length;

function timed(action: () => void): number {
  const start = performance.now();
  act(action);
  return performance.now() - start;
}

// the rows may take long to be all there on a busy machine (printed, not bounded)
jest.setTimeout(90_000);

describe('the mission details of a recruitment with 200 candidates and a team of 10', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is usable at once with one match_contacts call, switches, sorts and searches within bounds', async () => {
    const api = mockApi({
      matchContacts: (request: ApiRequest) => {
        const body = request.body as { source: { email: string }; target: { email: string }[] };
        const source = { ...grace, email: body.source.email };
        return {
          source_target_matching: candidates.filter((c) => c.result).map((c, i) => matching(source, c, ((i * 37) % 100) / 100)),
          avatar_target_matching: [],
        };
      },
    });
    const start = performance.now();
    renderWithProviders(
      <MissionDetailsDialog mission={mission({ mission_member: candidates, mission_benchmarks: team })} onClose={() => undefined} QuotationDialog={() => null} />,
      { preloadedState: companyAdmin() },
    );
    const body = () => document.body;
    await waitFor(() => expect(scoredRows(body())).toBeGreaterThan(0));
    const usable = performance.now() - start;
    expect(rowCount(body())).toBeGreaterThanOrEqual(ROWS_AT_ONCE);
    await waitFor(() => expect(rowCount(body())).toBe(CANDIDATES), { timeout: 30_000 }); // printed, not bounded
    const complete = performance.now() - start;
    expect(api.callsTo('matchContacts')).toHaveLength(1);

    const sortRi = screen.getByRole('columnheader', { name: /^RI/ }).querySelector('button')!;
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const figures = {
      sortRi: timed(() => fireEvent.click(sortRi)),
      search: timed(() => fireEvent.change(search, { target: { value: 'candidate19' } })),
      clearSearch: timed(() => fireEvent.change(search, { target: { value: '' } })),
      matchWithTeam: timed(() => fireEvent.change(screen.getByRole('combobox', { name: 'Match with' }), { target: { value: String(team[3].contact.id) } })),
    };
    await waitFor(() => expect(api.callsTo('matchContacts')).toHaveLength(2));
    await waitFor(() => expect(scoredRows(body())).toBeGreaterThan(0));

    console.log(
      `200 candidates, team of 10 (jsdom): usable ${usable.toFixed(0)} ms, all rows ${complete.toFixed(0)} ms; ${Object.entries(figures)
        .map(([step, ms]) => `${step} ${ms.toFixed(0)} ms`)
        .join(', ')}`,
    );
    expect(usable).toBeLessThan(BOUND_MS.usable);
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(BOUND_MS.action);
  });
});
