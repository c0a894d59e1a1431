import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, type MockRoutes } from '@rapport/platform/testing/mock-api';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { openConfirmation } from '../../../testing/open-confirmation';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { mission, person } from '../../../testing/mission-fixtures';
import { renderMissionList } from '../testing/render-mission-list';

const LONG_NAME = 'Senior backend developer for the payments team in Lyon';
const backend = mission({
  pk: 1,
  mission_name: LONG_NAME,
  reference: 'REC-BACK-2026',
  mission_creation_date: new Date(2026, 2, 5, 10).toISOString(),
  mission_end_date: '2099-11-20',
  mission_manager: person('Alan', 'Turing', { id: 3, contact_type: 'E' }),
  mission_member: [person('Ada', 'Lovelace', { id: 11 }), person('Edsger', 'Dijkstra', { id: 12 })],
});
const ended = mission({ pk: 2, mission_name: 'Designer', reference: 'REC-DES', is_active: false, mission_end_date: '2024-01-10' });

const rowOf = (name: RegExp | string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

async function chooseInMenu(user: UserEvent, item: string) {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  const items = within(menu).getAllByRole('menuitem').map((element) => element.textContent);
  await user.keyboard('{ArrowDown}'.repeat(items.indexOf(item) + 1) + '{Enter}');
}
const openMenu = async (user: UserEvent, name: string) => {
  const trigger = await screen.findByRole('button', { name: `Actions for ${name}` });
  await user.click(trigger);
  return trigger;
};

describe('the mission lists', () => {
  it('lists my recruitment missions with the columns of the spec', async () => {
    const { api } = renderMissionList('R', [backend, ended]);
    await screen.findByRole('table');
    expect(api.callsTo('listMissions')[0].query).toEqual({ mission_type: 'R' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment missions' })).toBeInTheDocument();
    expect(headers()).toEqual(['Mission name', 'Reference', 'Number of candidates', 'Creation date', 'Estimated end date', 'Manager', 'Actions']);
    const cells = within(rowOf(LONG_NAME)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['REC-BACK-2026', '2', '03/05/2026', '11/20/2099', 'Turing Alan']);
    expect(within(rowOf(/Designer/)).getByText('Ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New mission' })).toHaveAttribute('href', '/recruitments/add');
  });

  it('cuts a mission name at 30 characters, the full name on hover and for screen readers', async () => {
    renderMissionList('R', [backend]);
    const cell = await screen.findByRole('rowheader', { name: LONG_NAME });
    const shown = within(cell).getByTitle(LONG_NAME);
    expect(shown).toHaveTextContent(`${LONG_NAME.slice(0, 30)}…`);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(within(cell).getByRole('button', { name: LONG_NAME })).toBeInTheDocument();
  });

  it('writes dates DD/MM/YYYY in French', async () => {
    renderMissionList('R', [backend], {}, 'fr');
    await screen.findByRole('table');
    const cells = within(rowOf(LONG_NAME)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(2, 4)).toEqual(['05/03/2026', '20/11/2099']);
    expect(screen.getByRole('tab', { name: 'Mes missions de recrutement' })).toBeInTheDocument();
  });

  it('names the onboarding columns for mentors and the person to onboard, with one tab', async () => {
    const { api } = renderMissionList('O', [mission({ type: 'O', mission_type: 'O' })]);
    await screen.findByRole('table');
    expect(api.callsTo('listMissions')[0].query).toEqual({ mission_type: 'O' });
    expect(headers()).toEqual(['Mission name', 'Reference', 'Number of potential mentors', 'Creation date', 'Estimated end date', 'Person to onboard', 'Actions']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Onboarding Missions']);
  });

  it("shows my colleagues' recruitment missions in the second tab, reached by the keyboard", async () => {
    const { api, user } = renderMissionList('R', (request) => (request.query.colleagues === 'true' ? [mission({ mission_name: 'Their mission' })] : [backend]));
    await screen.findByRole('table');
    const mine = screen.getByRole('tab', { name: 'My Recruitment Missions' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: "My colleagues' missions" })).toHaveAttribute('tabindex', '-1');
    mine.focus();
    await user.keyboard('{ArrowRight}');
    const colleagues = screen.getByRole('tab', { name: "My colleagues' missions" });
    expect(colleagues).toHaveFocus();
    expect(colleagues).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('rowheader', { name: 'Their mission' })).toBeInTheDocument();
    expect(api.callsTo('listMissions').map((call) => call.query)).toContainEqual({ mission_type: 'R', colleagues: 'true' });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', colleagues.id);
  });

  it('offers to create the first mission when there is none', async () => {
    renderMissionList('M', []);
    expect(await screen.findByText('No missions yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New mission' }).map((link) => link.getAttribute('href'))).toEqual(['/mobilities/add', '/mobilities/add']);
  });

  it('opens the details from the name button (keyboard) or a click on the row', async () => {
    const { user } = renderMissionList('R', [backend, ended]);
    const open = await screen.findByRole('button', { name: LONG_NAME });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Details of ${LONG_NAME}` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(rowOf(/Designer/)).getAllByRole('cell')[0]);
    expect(await screen.findByRole('dialog', { name: 'Details of Designer' })).toBeInTheDocument();
  });
});

describe('the mission row menu', () => {
  const toasts = toastsOfEachTest();
  // the confirm dialog's 500 ms before it closes passes on jest's clock, not in real time
  jestClockInEachTest();
  const render = (missions: MissionResponse[], routes: MockRoutes = {}) => renderMissionList('R', missions, routes, 'en', onJestClock);

  it('offers Duplicate, Delete and Copy the invitation link', async () => {
    const { user } = render([backend]);
    await openMenu(user, LONG_NAME);
    const menu = await screen.findByRole('menu', { name: `Actions for ${LONG_NAME}` });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate', 'Delete', 'Copy the invitation link']);
  });

  it('duplicates a mission with its people and " (1)" after its reference, then reloads the list', async () => {
    const { api, user } = render([backend], { createMission: mission({ pk: 50 }) });
    await openMenu(user, LONG_NAME);
    await chooseInMenu(user, 'Duplicate');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission duplicated successfully' })));
    expect(api.callsTo('createMission')[0].body).toEqual({
      mission_name: LONG_NAME,
      reference: 'REC-BACK-2026 (1)',
      mission_description: backend.mission_description,
      mission_end_date: backend.mission_end_date,
      type: 'R',
      company: 7,
      default_questionnaire_type: 4,
      mission_manager: 3,
      mission_member: [11, 12],
      mission_viewers: [],
      mission_delegates: [],
      mission_benchmarks: [],
    });
    await waitFor(() => expect(api.callsTo('listMissions')).toHaveLength(2));
  });

  it("says the server's message when a duplicate is refused (an ended mission), else Failed to duplicate mission", async () => {
    let answer = json({ status: 0, message: 'Please select future date', code: 'mission.future_date', field: 'mission_end_date' }, 400);
    const { user } = render([ended], { createMission: () => answer });
    await openMenu(user, 'Designer');
    await chooseInMenu(user, 'Duplicate');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Please select future date' })));
    answer = json({}, 500);
    await openMenu(user, 'Designer');
    await chooseInMenu(user, 'Duplicate');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to duplicate mission' })));
  });

  it('deletes a mission after confirmation; Cancel changes nothing', async () => {
    const { api, user } = render([backend], { deleteMission: { message: 'Mission successfully removed' } });
    await openMenu(user, LONG_NAME);
    await chooseInMenu(user, 'Delete');
    const question = await openConfirmation('Delete the mission');
    expect(question).toHaveTextContent(`${LONG_NAME} will be deleted.`);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('deleteMission')).toHaveLength(0);

    const trigger = await openMenu(user, LONG_NAME);
    await chooseInMenu(user, 'Delete');
    await user.click(within(await openConfirmation()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully removed' })));
    expect(api.callsTo('deleteMission')[0]).toMatchObject({ method: 'DELETE', query: { pk: '1' } });
    await waitFor(() => expect(api.callsTo('listMissions')).toHaveLength(2));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('says Failed to delete mission when the deletion fails', async () => {
    const { user } = render([backend], { deleteMission: json({}, 500) });
    await openMenu(user, LONG_NAME);
    await chooseInMenu(user, 'Delete');
    await user.click(within(await openConfirmation()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to delete mission' })));
  });

  it('copies the invitation link (the site origin and ?mission=) and says Link copied', async () => {
    const { user } = render([backend]);
    await openMenu(user, LONG_NAME);
    await chooseInMenu(user, 'Copy the invitation link');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Link copied' })));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/?mission=${backend.mission_referral}`);
  });
});

describe('the team building and values lists', () => {
  const employee = (first: string, last: string, id: number) => person(first, last, { id, contact_type: 'E' });
  const bench = (contact: ReturnType<typeof person>) => ({ contact, benchmark_type: 'employee' as const });
  const platform = mission({
    pk: 70,
    type: 'T',
    mission_type: 'T',
    mission_name: 'Platform team',
    reference: 'TB-PLAT',
    mission_manager: employee('Grace', 'Hopper', 71),
    mission_benchmarks: [bench(employee('Alan', 'Turing', 72)), bench(employee('Tim', 'Berners-Lee', 73)), bench(employee('Ada', 'Lovelace', 74))],
    cpi: 0.57,
    lowest_matching_score: 0.4123,
  });
  const pair = mission({
    pk: 71,
    type: 'T',
    mission_type: 'T',
    mission_name: 'Pair team',
    reference: 'TB-PAIR',
    mission_manager: employee('Linus', 'Torvalds', 75),
    mission_benchmarks: [bench(employee('Ken', 'Thompson', 76))],
    cpi: 0.8,
    lowest_matching_score: 0.8,
  });

  it('lists my team building missions: manager names, CPI, team headcount and lowest score, "-" for a team of one benchmark', async () => {
    const { api } = renderMissionList('T', [platform, pair]);
    await screen.findByRole('table');
    expect(api.callsTo('listMissions')[0].query).toEqual({ mission_type: 'T' });
    expect(screen.getByRole('heading', { level: 1, name: 'Team building missions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Team Building Missions']);
    expect(headers()).toEqual(['Mission name', 'Reference', 'Manager last name', 'Manager first name', 'CPI', 'Team headcount', 'Lowest matching score', 'Actions']);
    expect(screen.getByTitle('Collective Performance Index')).toHaveTextContent('CPI');
    // the abbreviation explained in view, under the list
    expect(screen.getByRole('group', { name: 'Abbreviations' })).toHaveTextContent('CPICollective Performance Index');
    expect(within(rowOf('Platform team')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 6)).toEqual([
      'TB-PLAT',
      'Hopper',
      'Grace',
      '57%',
      '4',
      '42%',
    ]);
    const cells = within(rowOf('Pair team')).getAllByRole('cell');
    const reason = 'Not shown: the team has fewer than two members besides the manager';
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual(['TB-PAIR', 'Torvalds', 'Linus', `-${reason}`, '2', `-${reason}`]);
    expect(within(cells[3]).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    expect(cells[3]).toHaveAttribute('title', reason);
    expect(screen.getByRole('link', { name: 'New mission' })).toHaveAttribute('href', '/team-building/add');
    expect(screen.queryByRole('link', { name: 'Our values' })).not.toBeInTheDocument();
  });

  it('says "-" when the server has no score for a larger team', async () => {
    renderMissionList('T', [{ ...platform, cpi: null, lowest_matching_score: null }]);
    await screen.findByRole('table');
    const cells = within(rowOf('Platform team')).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('-No score yet: fewer than two people of the team have completed the evaluation');
    expect(cells[5]).toHaveTextContent(/^-No score yet/);
  });

  it('offers the same row menu on a team', async () => {
    const { user } = renderMissionList('T', [platform]);
    await openMenu(user, 'Platform team');
    const menu = await screen.findByRole('menu', { name: 'Actions for Platform team' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate', 'Delete', 'Copy the invitation link']);
  });

  it('lists my values missions: headcount, creation and end dates, no manager; a link to our values', async () => {
    const values = mission({
      pk: 80,
      type: 'V',
      mission_type: 'V',
      mission_name: 'Values 2026',
      reference: 'VAL-26',
      mission_creation_date: new Date(2026, 2, 5, 10).toISOString(),
      mission_end_date: '2099-11-20',
      mission_member: [person('Ada', 'Lovelace'), person('Edsger', 'Dijkstra'), person('Barbara', 'Liskov')],
    });
    const { api } = renderMissionList('V', [values]);
    await screen.findByRole('table');
    expect(api.callsTo('listMissions')[0].query).toEqual({ mission_type: 'V' });
    expect(screen.getByRole('heading', { level: 1, name: 'Values missions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My values missions']);
    expect(headers()).toEqual(['Mission name', 'Reference', 'Headcount', 'Creation date', 'Estimated end date', 'Actions']);
    expect(within(rowOf('Values 2026')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['VAL-26', '3', '03/05/2026', '11/20/2099', '⋮']);
    expect(screen.getByRole('link', { name: 'Our values' })).toHaveAttribute('href', '/values/settings');
    expect(screen.getByRole('link', { name: 'New mission' })).toHaveAttribute('href', '/values/add');
  });

  it('says Nos valeurs and its tab in French', async () => {
    renderMissionList('V', [mission({ type: 'V', mission_type: 'V' })], {}, 'fr');
    expect(await screen.findByRole('link', { name: 'Nos valeurs' })).toHaveAttribute('href', '/values/settings');
    expect(screen.getByRole('tab', { name: 'Mes missions valeurs' })).toBeInTheDocument();
  });
});
