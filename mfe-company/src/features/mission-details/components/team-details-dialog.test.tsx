import type { Lang } from '@rapport/platform';
import type { MissionResponse } from '@rapport/wire/api/missions';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toPng } from 'html-to-image';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, type ApiRequest, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { openConfirmation } from '../../../testing/open-confirmation';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { catchPngDownloads, chooseRowAction, legendOf, openRowMenu, renderDetailsDialog } from '../testing/details-dialog-kit';
import { ada, alan, companyContacts, grace, lin, noah, team, teamMatchesOf, teamScoresOf, tim } from '../testing/team-fixtures';
import { TeamDetailsDialog } from './team-details-dialog';

jest.mock('html-to-image', () => ({ toPng: jest.fn() }));

// the confirm dialog's 500 ms before it closes passes on jest's clock, not in real time
jestClockInEachTest();

function setup(missionData: MissionResponse = team(), routes: MockRoutes = {}, lang: Lang = 'en') {
  const answers: MockRoutes = { teamScores: (request) => teamScoresOf(request), listCompanyContacts: companyContacts, teamMatches: teamMatchesOf(), ...routes };
  return renderDetailsDialog(TeamDetailsDialog, missionData, { routes: answers, lang, userOptions: onJestClock });
}

const dialog = () => screen.getByRole('dialog', { name: 'Team of Grace Hopper' });
const table = () => within(dialog()).getByRole('table');
const rowOf = (last: string) => within(table()).getByRole('rowheader', { name: last }).closest('tr') as HTMLElement;
const cells = (last: string) => within(rowOf(last)).getAllByRole('cell').map((cell) => cell.textContent);
const lastNames = () => within(table()).queryAllByRole('rowheader').map((cell) => cell.textContent);
const cpiShown = () => within(dialog()).findByText('CPI of the team: 61%');

const openMenu = async (user: UserEvent, name: string) => within(await openRowMenu(user, name, dialog())).getAllByRole('menuitem');
const choose = (user: UserEvent, name: string, item: string) => chooseRowAction(user, name, item, { scope: dialog() });

describe('the team modal', () => {
  const toasts = toastsOfEachTest();

  it("shows the team's CPI, its weakest and strongest pairs, the spread, and each member's impact and stakes", async () => {
    const { api } = setup();
    await screen.findByRole('dialog', { name: 'Team of Grace Hopper' });
    await cpiShown();
    expect(api.callsTo('teamScores')[0].body).toEqual({ mission: 90 });
    expect(within(dialog()).getByText('Platform team · Ref. TB-PLATFORM-2026')).toBeInTheDocument();
    expect(within(dialog()).getByText('Weakest pair: Alan Turing and Tim Berners-Lee (RI 42%)')).toBeInTheDocument();
    expect(within(dialog()).getByText('Strongest pair: Grace Hopper and Alan Turing (RI 81%)')).toBeInTheDocument();
    expect(within(dialog()).getByText('Pair scores spread: ±7 points')).toBeInTheDocument();
    expect(legendOf(dialog())).toEqual([
      ['CPI', 'Collective Performance Index'],
      ['RI', 'Relational Index'],
    ]);
    expect(within(dialog()).getByText("1 member hasn't completed the evaluation: they are left out of the scores.")).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Last name',
      'First name',
      'Role',
      'Impact on CPI (%)',
      'Action',
      'Vision',
      'Intention',
      'Actions',
    ]);
    await waitFor(() => expect(cells('Hopper').slice(0, 6)).toEqual(['Grace', 'Team manager', '+4%', '40%', '35%', '25%']));
    expect(cells('Turing').slice(0, 6)).toEqual(['Alan', 'Employee', '−3%', '50%', '30%', '20%']);
    expect(cells('Berners-Lee').slice(1, 3)).toEqual(['Manager', '0%']);
    const unfinished = within(rowOf('Clark')).getAllByRole('cell');
    expect(unfinished[2]).toHaveTextContent('-Evaluation not completed');
    expect(within(unfinished[2]).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    expect(unfinished[3]).toHaveAttribute('title', 'Evaluation not completed');
    expect(lastNames()).toEqual(['Hopper', 'Turing', 'Berners-Lee', 'Clark']);
    expect(within(dialog()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/team-building/90/update');
  });

  it('says "-" for the CPI of a team without a pair, with its reason for screen readers', async () => {
    setup(team(), { teamScores: (request) => ({ ...teamScoresOf(request), cpi: null, pair_count: 0, weakest_pair: null, strongest_pair: null, spread: null }) });
    const cpi = await within(await screen.findByRole('dialog', { name: 'Team of Grace Hopper' })).findByText('CPI of the team: -');
    expect(cpi).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog()).getByText('CPI of the team: not available until two people of the team have completed the evaluation')).toBeInTheDocument();
    expect(within(dialog()).queryByText(/Weakest pair/)).not.toBeInTheDocument();
  });

  it('never offers to remove the manager; the quotation table is disabled with its reason when not allowed', async () => {
    const { user } = setup();
    await cpiShown();
    expect((await openMenu(user, 'Grace Hopper')).map((item) => item.textContent)).toEqual(['User details', 'Quotation Table']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const items = await openMenu(user, 'Tim Berners-Lee');
    expect(items.map((item) => item.textContent)).toEqual(['User details', 'Quotation TableConfidential profile: no quotation table', 'Remove Team Member']);
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await choose(user, 'Alan Turing', 'Quotation Table');
    expect(await screen.findByRole('dialog', { name: 'Quotation table of Alan Turing' })).toBeInTheDocument();
  });

  it('shows user details of a member', async () => {
    const { user } = setup();
    await cpiShown();
    await choose(user, 'Lin Clark', 'User details');
    const details = await screen.findByRole('dialog', { name: 'Lin Clark' });
    expect(within(details).getByText(lin.email)).toBeInTheDocument();
    expect(within(details).getByText('Invitation sent')).toBeInTheDocument();
  });

  it('removes a team member after confirmation: the mission saved without them, then the CPI reloads', async () => {
    let cpi = 0.61;
    const { api, user } = setup(team(), { teamScores: (request) => teamScoresOf(request, cpi), updateMission: { message: 'Mission successfully updated' } });
    await cpiShown();
    cpi = 0.7;
    await choose(user, 'Alan Turing', 'Remove Team Member');
    const confirm = await openConfirmation('Confirm deletion?');
    expect(confirm).toHaveTextContent('Alan Turing will no longer be a member of this team.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Team Member' }));
    await waitFor(() => expect(api.callsTo('updateMission')).toHaveLength(1));
    const [call] = api.callsTo('updateMission');
    expect(call.query).toEqual({ pk: '90' });
    expect(call.body).toMatchObject({
      type: 'T',
      mission_manager: grace.id,
      mission_benchmarks: [
        { id: tim.id, benchmark_type: 'manager' },
        { id: lin.id, benchmark_type: 'employee' },
      ],
    });
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Team member removed successfully' })));
    await waitFor(() => expect(lastNames()).toEqual(['Hopper', 'Berners-Lee', 'Clark']));
    expect(await within(dialog()).findByText('CPI of the team: 70%')).toBeInTheDocument();
    expect(api.callsTo('teamScores').filter((request) => (request.body as { candidate?: number }).candidate === undefined)).toHaveLength(2);
  });

  it("says the server's message when a removal is refused, and keeps the member", async () => {
    const refused = json({ status: 0, message: 'Please select future date', code: 'mission.future_date', field: 'mission_end_date' }, 400);
    const { user } = setup(team(), { updateMission: refused });
    await cpiShown();
    await choose(user, 'Alan Turing', 'Remove Team Member');
    await user.click(within(await openConfirmation()).getByRole('button', { name: 'Remove Team Member' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Please select future date' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(lastNames()).toContain('Turing');
  });

  it('prints the team as a PNG named by the reference and the manager', async () => {
    const saved = catchPngDownloads();
    const { user } = setup();
    await cpiShown();
    await user.click(within(dialog()).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toEqual(['TB-PLATFORM-202HopperGra.png']));
    // headed by the mission, its CPI and RI explained, no row menu
    const printed = jest.mocked(toPng).mock.calls[0][0];
    expect(printed.firstElementChild).toHaveTextContent('Platform team');
    expect(printed.children[1]).toHaveTextContent(/^Ref\. TB-PLATFORM-2026 · printed on /);
    expect([...printed.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['CPI', 'RI']);
    expect(printed.querySelector('button, [aria-haspopup]')).toBeNull();
  });

  it('is in French', async () => {
    setup(team(), {}, 'fr');
    const french = await screen.findByRole('dialog', { name: 'Équipe de Grace Hopper' });
    // one abbreviation per score in French too, the same as the recruitment modal's, explained in the legend
    expect(await within(french).findByText('CPI de l’équipe : 61 %')).toBeInTheDocument();
    expect(within(french).getByText('Paire la plus faible : Alan Turing et Tim Berners-Lee (RI 42 %)')).toBeInTheDocument();
    expect(within(french).getByRole('columnheader', { name: 'Impact sur le CPI (%)' })).toBeInTheDocument();
    expect(legendOf(french, 'Abréviations')).toEqual([
      ['CPI', 'Indice de performance collective'],
      ['RI', 'Indice relationnel'],
    ]);
    expect(within(french).getByRole('button', { name: 'Voir tous les matchings' })).toBeInTheDocument();
  });
});

describe('the what-if of the team modal', () => {
  const toasts = toastsOfEachTest();
  const picker = () => within(dialog()).getByRole('combobox', { name: 'Try a person' });
  const whatIfCalls = (api: { callsTo: (name: 'teamScores') => ApiRequest[] }) =>
    api.callsTo('teamScores').filter((request) => (request.body as { candidate?: number }).candidate !== undefined);

  it('offers the finished contacts not in the team, and shows the CPI the team would have with one, its difference and their impact', async () => {
    const { api, user } = setup();
    await cpiShown();
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    expect(within(picker()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a person',
      `Bernard Noah (${noah.email})`,
      `Lovelace Ada (${ada.email})`,
    ]);
    expect(within(picker()).getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(['Employees', 'Candidates']);
    const live = within(dialog()).getByText((_, element) => element?.getAttribute('aria-live') === 'polite' && element.tagName === 'DIV');
    await user.selectOptions(picker(), `Bernard Noah (${noah.email})`);
    await waitFor(() => expect(live).toHaveTextContent('CPI with Noah Bernard: 64% (+3 points)'));
    expect(live).toHaveTextContent('Impact of Noah Bernard on the CPI: +5%');
    expect(whatIfCalls(api)[0].body).toEqual({ mission: 90, candidate: noah.id });
    expect(within(dialog()).getByText('CPI of the team: 61%')).toBeInTheDocument();
  });

  it('adds an employee to the team as an Employee team member', async () => {
    const { api, user } = setup(team(), { updateMission: { message: 'Mission successfully updated' } });
    await cpiShown();
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker(), `Bernard Noah (${noah.email})`);
    await user.click(await within(dialog()).findByRole('button', { name: 'Add to the team' }));
    await waitFor(() => expect(api.callsTo('updateMission')).toHaveLength(1));
    expect(api.callsTo('updateMission')[0].body).toMatchObject({
      mission_benchmarks: [
        { id: alan.id, benchmark_type: 'employee' },
        { id: tim.id, benchmark_type: 'manager' },
        { id: lin.id, benchmark_type: 'employee' },
        { id: noah.id, benchmark_type: 'employee' },
      ],
    });
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Noah Bernard joined the team' })));
    await waitFor(() => expect(lastNames()).toEqual(['Hopper', 'Turing', 'Berners-Lee', 'Clark', 'Bernard']));
    expect(picker()).toHaveValue('');
    expect(within(picker()).queryByRole('option', { name: `Bernard Noah (${noah.email})` })).not.toBeInTheDocument();
  });

  it('explains that a candidate cannot join a team', async () => {
    const { user } = setup();
    await cpiShown();
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker(), `Lovelace Ada (${ada.email})`);
    expect(await within(dialog()).findByText('CPI with Ada Lovelace: 64% (+3 points)')).toBeInTheDocument();
    expect(within(dialog()).getByText(/^Only employees can join a team: Ada Lovelace is a candidate\./)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Add to the team' })).not.toBeInTheDocument();
  });
});

describe('All the matchings of a team', () => {
  it('lists every pair of the team with its RI, weakest first, searchable', async () => {
    const { api, user } = setup();
    await cpiShown();
    await user.click(within(dialog()).getByRole('button', { name: 'Access All Matchings' }));
    const all = await screen.findByRole('dialog', { name: "All the matchings of Grace Hopper's team" });
    await within(all).findByRole('img', { name: 'Relational Index: 42%' });
    expect(api.callsTo('teamMatches')[0].body).toEqual({ contacts: [grace, alan, tim, lin].map((p) => ({ company_id: 7, email: p.email })) });
    const entries = () => within(within(all).getByRole('list')).queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(entries()).toEqual(['Alan Turing and Tim Berners-Lee', 'Grace Hopper and Tim Berners-Lee', 'Grace Hopper and Alan Turing']);
    expect(within(all).getAllByRole('img').map((ring) => ring.getAttribute('aria-label'))).toEqual([
      'Relational Index: 42%',
      'Relational Index: 60%',
      'Relational Index: 81%',
    ]);
    expect(within(all).getByText('3 pairs, weakest first')).toBeInTheDocument();
    expect(within(all).getByText('Left out, evaluation not completed: Lin Clark')).toBeInTheDocument();
    await user.type(within(all).getByRole('searchbox', { name: 'Search by name' }), 'ber');
    await waitFor(() => expect(entries()).toEqual(['Alan Turing and Tim Berners-Lee', 'Grace Hopper and Tim Berners-Lee']));
    await user.type(within(all).getByRole('searchbox', { name: 'Search by name' }), 'x');
    await waitFor(() => expect(entries()).toEqual([]));
    expect(within(all).getByText('No data available for applied filter.')).toBeInTheDocument();
  });
});
