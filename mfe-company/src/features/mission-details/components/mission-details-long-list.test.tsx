import type { CompanyContact } from '@rapport/wire/api/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '@rapport/platform/testing/mock-api';
import { ROWS_AT_ONCE } from '../../../hooks/use-progressive-rows';
import { matchPercent } from '../../../lib/percent';
import { renderDetailsDialog } from '../testing/details-dialog-kit';
import { grace, matching, mission, person } from '../testing/mission-fixtures';
import { MissionDetailsDialog } from './mission-details-dialog';

/*
 * A recruitment with more candidates than the table's first rows, as one of two hundred is:
 * one matching call for them all, the rows drawn in steps, sorted and searched as a whole. Two
 * steps and some show it as well as two hundred rows, in a fraction of the time. How fast it is
 * (the first scored rows, Match with) is measured in chromium by `npm run bench:missions`, never
 * here: jsdom's times say nothing of a browser's.
 */
const CANDIDATES = 2 * ROWS_AT_ONCE + 10;
const TEAM = 10;

const candidates: CompanyContact[] = Array.from({ length: CANDIDATES }, (_, i) => person(1000 + i, `First${i}`, `Candidate${i}`, { finished: i % 5 !== 0 }));
const finished = candidates.filter((candidate) => candidate.result !== null);
const team = Array.from({ length: TEAM }, (_, i) => ({ contact: person(100 + i, `Member${i}`, `Team${i}`, { contact_type: 'E' }), benchmark_type: 'employee' as const }));
const teamMember = team[3].contact;

/** Every finished candidate's ratio with the person asked about: all different, no two the same whole percent. */
const ratio = (source: string, candidate: CompanyContact) => {
  const shift = source === grace.email ? 0 : 50;
  return (((finished.indexOf(candidate) * 37 + shift) % 100) + 0.5) / 100;
};
/** The RI a row shows: the candidate's percent, none for one who has not finished. */
const ri = (source: string) => (candidate: CompanyContact) => (candidate.result ? `${matchPercent(ratio(source, candidate))}%` : null);

function setup() {
  const matchContacts = (request: ApiRequest) => {
    const { email } = (request.body as { source: { email: string } }).source;
    const source = email === grace.email ? grace : teamMember;
    return { source_target_matching: finished.map((candidate) => matching(source, candidate, ratio(email, candidate))), avatar_target_matching: [] };
  };
  return renderDetailsDialog(MissionDetailsDialog, mission({ mission_member: candidates, mission_benchmarks: team }), { routes: { matchContacts } });
}

// plain selectors: the rows by their contact's id, the order they are drawn in
const rows = () => [...document.querySelectorAll('[role="dialog"] tbody tr')];
const shownIds = () => rows().map((row) => Number(row.getAttribute('data-contact-id')));
const shownRi = () => rows().map((row) => row.querySelector('td[data-column="RI"]')?.textContent ?? null);
const ids = (list: readonly CompanyContact[]) => list.map((contact) => contact.id);
const allShown = (list: readonly CompanyContact[]) => waitFor(() => expect(shownIds()).toEqual(ids(list)));

describe('the mission details of a recruitment with more candidates than its first rows', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks match_contacts once for every candidate, draws its first rows at once, then every candidate with a score', async () => {
    const { api } = setup();
    // seen as they are drawn: waitFor looks at each change of the page, and the next rows come a task later
    const first = await waitFor(() => {
      const shown = shownIds();
      expect(shown.length).toBeGreaterThan(0);
      return shown;
    });
    expect(first).toEqual(ids(candidates.slice(0, ROWS_AT_ONCE)));
    await allShown(candidates);
    await waitFor(() => expect(shownRi()).toEqual(candidates.map(ri(grace.email))));
    expect(api.callsTo('matchContacts')).toHaveLength(1);
    expect(api.callsTo('matchContacts')[0].body).toEqual({
      source: { company_id: 7, email: grace.email },
      target: candidates.map((candidate) => ({ company_id: 7, email: candidate.email })),
    });
  });

  it('sorts every candidate by RI, best first, and draws the sorted list from its first rows', async () => {
    setup();
    await waitFor(() => expect(shownRi()).toEqual(candidates.map(ri(grace.email))));
    const score = (candidate: CompanyContact) => (candidate.result ? ratio(grace.email, candidate) : -1);
    // the unfinished last, in the mission's order
    const best = [...candidates].sort((a, b) => score(b) - score(a));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /^RI/ })).getByRole('button'));
    expect(shownIds()).toEqual(ids(best.slice(0, ROWS_AT_ONCE)));
    await allShown(best);
    expect(shownRi()).toEqual(best.map(ri(grace.email)));
  });

  it('searches every candidate, not only the rows drawn', async () => {
    setup();
    await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'candidate6' } });
    // Candidate6, then Candidate60 to Candidate69, past the first rows
    const found = candidates.filter((candidate) => /^Candidate6\d?$/.test(candidate.last_name));
    expect(found).toHaveLength(11);
    expect(candidates.indexOf(found[1])).toBeGreaterThanOrEqual(ROWS_AT_ONCE);
    await allShown(found);
    fireEvent.change(search, { target: { value: '' } });
    await allShown(candidates);
  });

  it('matches every candidate with the team member chosen in Match with', async () => {
    const { api } = setup();
    await waitFor(() => expect(shownRi()).toEqual(candidates.map(ri(grace.email))));
    fireEvent.change(screen.getByRole('combobox', { name: 'Match with' }), { target: { value: String(teamMember.id) } });
    await waitFor(() => expect(shownRi()).toEqual(candidates.map(ri(teamMember.email))));
    expect(screen.getByRole('region', { name: `Matchings with ${teamMember.first_name} ${teamMember.last_name}` })).toBeInTheDocument();
    expect(api.callsTo('matchContacts')).toHaveLength(2);
    expect((api.callsTo('matchContacts')[1].body as { source: unknown }).source).toEqual({ company_id: 7, email: teamMember.email });
  });
});
