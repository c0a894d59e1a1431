import { screen, waitFor, within } from '@testing-library/react';
import { json } from '@rapport/platform/testing/mock-api';
import type { UserEvent } from '@testing-library/user-event';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { mission } from '../../../testing/mission-fixtures';
import type { BarometerSurveyResponse } from '../../../lib/api/barometer-api';
import { renderMissionList } from '../testing/render-mission-list';

const LONG_NAME = 'Spring climate survey of the whole Lyon office';
const survey = (overrides: Parameters<typeof mission>[0]) => mission({ mission_type: 'B', type: null, default_questionnaire: { questionnaire_type: 'barometer' }, ...overrides });
const spring = survey({
  pk: 40,
  mission_name: LONG_NAME,
  reference: 'BARO-SPRING',
  barometer_result_count: 42,
  mission_creation_date: new Date(2026, 2, 5, 10).toISOString(),
  mission_end_date: '2099-11-20',
  mission_referral: 'baro-spring',
});
const winter = survey({
  pk: 41,
  mission_name: 'Winter pulse',
  reference: 'BARO-WINTER',
  barometer_result_count: 7,
  mission_creation_date: new Date(2025, 11, 1, 10).toISOString(),
  mission_end_date: '2026-01-31',
  is_active: false,
});
const autumn = survey({
  pk: 42,
  mission_name: 'Autumn check-in',
  reference: 'BARO-AUTUMN',
  barometer_result_count: 19,
  mission_creation_date: new Date(2026, 8, 1, 10).toISOString(),
  mission_end_date: '2099-01-15',
});

/** Each survey's administration: autumn's is answered from personal invitations, the others from their public link. */
const INVITED = new Set([42]);
const administration = (request: { query: Record<string, string> }): BarometerSurveyResponse => {
  const pk = Number(request.query.mission);
  const invited = INVITED.has(pk);
  return { mission: pk, mode: invited ? 'invited' : 'public', threshold: 5, released_count: 0, links_sent: 0, links_used: 0, invited_contacts: [], refused_count: 0 };
};
const surveys = { getBarometerSurvey: administration };

const rowOf = (name: RegExp | string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const NAMES = new Map([spring, winter, autumn].map((entry) => [String(entry.pk), entry.mission_name]));
/** The surveys in the order the table shows them. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => NAMES.get(row.getAttribute('data-mission-pk') ?? ''));
const openMenu = async (user: UserEvent, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu', { name: `Actions for ${name}` });
  await waitFor(() => expect(menu).toHaveFocus());
  return menu;
};
async function choose(user: UserEvent, menu: HTMLElement, item: string) {
  const items = within(menu).getAllByRole('menuitem').map((element) => element.textContent);
  await user.keyboard('{ArrowDown}'.repeat(items.indexOf(item) + 1) + '{Enter}');
}

describe('the barometer surveys list', () => {
  const toasts = toastsOfEachTest();

  it('lists my barometer surveys with the columns of the spec, the creation date under its own name', async () => {
    const { api } = renderMissionList('B', [spring, winter]);
    await screen.findByRole('table');
    expect(api.callsTo('listMissions')[0].query).toEqual({ mission_type: 'B' });
    expect(screen.getByRole('heading', { level: 1, name: 'Barometer' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My barometer surveys']);
    expect(headers()).toEqual(['Survey name↕', 'Questionnaire↕', 'Number of answers↕', 'Creation date↕', 'End date↕', 'Results', 'Actions']);
    const cells = within(rowOf(LONG_NAME)).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual(['Barometer', '42', '03/05/2026', '11/20/2099']);
    expect(within(cells[4]).getByRole('button', { name: `View Result of ${LONG_NAME}` })).toHaveTextContent('View Result');
    expect(screen.getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/barometer/add');
    expect(screen.getByText('2 surveys')).toBeInTheDocument();
  });

  it('cuts a survey name at 30 characters, the full name on hover', async () => {
    renderMissionList('B', [spring]);
    const cell = await screen.findByRole('rowheader', { name: LONG_NAME });
    expect(within(cell).getByTitle(LONG_NAME)).toHaveTextContent(`${LONG_NAME.slice(0, 30)}…`);
  });

  it('sorts by a column: ascending, descending, then the server order', async () => {
    const { user } = renderMissionList('B', [spring, winter, autumn]);
    await screen.findByRole('table');
    const answers = screen.getByRole('columnheader', { name: /Number of answers/ });
    expect(answers).toHaveAttribute('aria-sort', 'none');
    await user.click(within(answers).getByRole('button'));
    expect(answers).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Winter pulse', 'Autumn check-in', LONG_NAME]);
    await user.click(within(answers).getByRole('button'));
    expect(answers).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([LONG_NAME, 'Autumn check-in', 'Winter pulse']);
    await user.click(within(answers).getByRole('button'));
    expect(names()).toEqual([LONG_NAME, 'Winter pulse', 'Autumn check-in']);

    await user.click(within(screen.getByRole('columnheader', { name: /End date/ })).getByRole('button'));
    expect(names()).toEqual(['Winter pulse', 'Autumn check-in', LONG_NAME]);
    await user.click(within(screen.getByRole('columnheader', { name: /Survey name/ })).getByRole('button'));
    expect(names()).toEqual(['Autumn check-in', LONG_NAME, 'Winter pulse']);
    expect(screen.getByRole('columnheader', { name: /End date/ })).toHaveAttribute('aria-sort', 'none');
    // the creation date sorts by when each survey was made
    await user.click(within(screen.getByRole('columnheader', { name: /Creation date/ })).getByRole('button'));
    expect(names()).toEqual(['Winter pulse', LONG_NAME, 'Autumn check-in']);
  });

  it('offers Delete and Copy the invitation link while the survey runs, only Delete once it has ended', async () => {
    const { user } = renderMissionList('B', [spring, winter], surveys);
    let menu = await openMenu(user, LONG_NAME);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete', 'Copy the invitation link']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await openMenu(user, 'Winter pulse');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
  });

  it("copies the survey's link to the public barometer flow of the company", async () => {
    const { user } = renderMissionList('B', [spring], surveys);
    await choose(user, await openMenu(user, LONG_NAME), 'Copy the invitation link');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Link copied' })));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/barometerquestionnaire/Acme/?mission=baro-spring`);
  });

  it('deletes a survey after confirmation, then reloads the list', async () => {
    const { api, user } = renderMissionList('B', [spring], { ...surveys, deleteMission: { message: 'Mission successfully removed' } });
    await choose(user, await openMenu(user, LONG_NAME), 'Delete');
    const question = await screen.findByRole('alertdialog', { name: 'Delete the survey' });
    expect(question).toHaveTextContent(`${LONG_NAME} will be deleted and its link will stop accepting answers.`);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('deleteMission')).toHaveLength(0);

    await choose(user, await openMenu(user, LONG_NAME), 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully removed' })));
    expect(api.callsTo('deleteMission')[0]).toMatchObject({ method: 'DELETE', query: { pk: '40' } });
    await waitFor(() => expect(api.callsTo('listMissions')).toHaveLength(2));
  });

  it('invites contacts to a survey of personal invitations while it runs, and offers no public link for it', async () => {
    const { api, user } = renderMissionList('B', [spring, autumn], surveys);
    const menu = await openMenu(user, 'Autumn check-in');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Invite contacts', 'Delete']);
    expect(api.callsTo('getBarometerSurvey').map((call) => call.query)).toEqual([{ mission: '42' }]);
    await choose(user, menu, 'Invite contacts');
    const dialog = await screen.findByRole('dialog', { name: 'Invite contacts to Autumn check-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the link while the mode cannot be known, and no invitation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderMissionList('B', [autumn], { getBarometerSurvey: json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500) });
    const menu = await openMenu(user, 'Autumn check-in');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete', 'Copy the invitation link']);
  });

  it('names the invitation entry in French', async () => {
    const { user } = renderMissionList('B', [autumn], surveys, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Actions pour Autumn check-in' }));
    const menu = await screen.findByRole('menu', { name: 'Actions pour Autumn check-in' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Inviter des contacts', 'Supprimer']);
  });

  it("opens a survey's results from View Result, its name or a click on the row", async () => {
    const { user } = renderMissionList('B', [spring, winter]);
    await user.click(await screen.findByRole('button', { name: `View Result of ${LONG_NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Details of ${LONG_NAME}` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Winter pulse' }));
    expect(await screen.findByRole('dialog', { name: 'Details of Winter pulse' })).toBeInTheDocument();
  });

  it('offers to create the first survey, in French', async () => {
    renderMissionList('B', [], {}, 'fr');
    expect(await screen.findByText('Aucune enquête pour l’instant')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nouvelle enquête' })[0]).toHaveAttribute('href', '/barometer/add');
    expect(screen.getByRole('tab', { name: 'Mes enquêtes baromètre' })).toBeInTheDocument();
  });
});
