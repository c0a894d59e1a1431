import type { SessionCompany } from '@rapport/platform';
import type { MissionResponse } from '@rapport/wire/api/missions';
import type { CompanyValues, ContactAvatarMatching } from '@rapport/wire/api/teams';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toPng } from 'html-to-image';
import { deferred, json, type ApiRequest, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { catchPngDownloads, chooseRowAction, openRowMenu, renderDetailsDialog } from '../testing/details-dialog-kit';
import { ACME, ada, edsger, marie, mission, person } from '../testing/mission-fixtures';
import { ValuesDetailsDialog } from './values-details-dialog';

jest.mock('html-to-image', () => ({ toPng: jest.fn() }));

const grete = person(14, 'Grete', 'Hermann', { confidential: true });
const members = [ada, edsger, marie, grete];
const valuesMission = (overrides: Partial<MissionResponse> = {}) =>
  mission({
    mission_name: 'Graduate programme',
    reference: 'VAL-2026-GRAD',
    type: 'V',
    mission_type: 'V',
    mission_manager: null,
    mission_benchmarks: [],
    mission_member: members,
    ...overrides,
  });

const WORDS = Array.from({ length: 12 }, (_, index) => `w${index + 1}`);
const settings = (fields: [string, string][]): CompanyValues => ({
  words: WORDS,
  extra_supported_fields: fields.map(([field_name_in_api, field_name_for_user]) => ({ field_name_in_api, field_name_for_user, word_ids: ['w1'] })),
});
const VALUES = settings([
  ['integrity', 'Integrity'],
  ['boldness', 'Boldness'],
]);

/** Each finished member's distances: the bounds of the colours (spec section 9). */
const DISTANCES: Record<number, { ircp_smooth: number; extra_fields: Record<string, number> }> = {
  [ada.id]: { ircp_smooth: 0.701, extra_fields: { integrity: 0.19999, boldness: 0.2 } },
  [marie.id]: { ircp_smooth: 0.5, extra_fields: { integrity: 0.4, boldness: 0.40001 } },
  [grete.id]: { ircp_smooth: 0.1, extra_fields: { integrity: 0.05 } },
};

/** get_contact_avatar_matchings as the server answers it: one entry per finished person asked about. */
function avatarMatchings(request: ApiRequest): ContactAvatarMatching[] {
  const { contacts } = request.body as { contacts: number[] };
  return members
    .filter((member) => member.user_id !== null && contacts.includes(member.user_id) && DISTANCES[member.id])
    .map((member) => ({ user_id: member.user_id!, contact: member.id, ircp: 0.6, ...DISTANCES[member.id] }));
}

function setup({ data = valuesMission(), routes = {}, company = ACME, lang = 'en' }: { data?: MissionResponse; routes?: MockRoutes; company?: SessionCompany; lang?: 'en' | 'fr' } = {}) {
  return renderDetailsDialog(ValuesDetailsDialog, data, { routes: { getContactAvatarMatchings: avatarMatchings, getCompanyValues: VALUES, ...routes }, company, lang });
}

const dialog = () => screen.getByRole('dialog', { name: 'Graduate programme' });
const headers = () => within(dialog()).getAllByRole('columnheader').map((cell) => cell.textContent);
const rowOf = (last: string) => screen.getByRole('rowheader', { name: last }).closest('tr') as HTMLElement;
const cellsOf = (last: string) => within(rowOf(last)).getAllByRole('cell');
const cells = (last: string) => cellsOf(last).map((cell) => cell.textContent);
const lastNames = () => within(dialog()).queryAllByRole('rowheader').map((cell) => cell.textContent);
const shown = () => waitFor(() => expect(cells('Lovelace')[2]).toBe('71%'));

const openMenu = openRowMenu;
const choose = (user: UserEvent, name: string, label: string) => chooseRowAction(user, name, label, { prefix: true });

describe('the values mission details modal', () => {
  const toasts = toastsOfEachTest();

  it('shows the name, the reference, the edit link, Avatar compatibility and one column per company value', async () => {
    const { api } = setup();
    await screen.findByRole('dialog', { name: 'Graduate programme' });
    expect(within(dialog()).getByText('Ref. VAL-2026-GRAD')).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/values/42/update');
    await shown();
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Avatar compatibility', 'Integrity', 'Boldness', 'Actions']);
    expect(lastNames()).toEqual(['Lovelace', 'Dijkstra', 'Curie', 'Hermann']);
    expect(cells('Curie').slice(0, 3)).toEqual(['Marie', 'Candidate', '50%']);
    // one call, for the members who can have a result, by user id
    expect(api.callsTo('getContactAvatarMatchings')).toHaveLength(1);
    expect(api.callsTo('getContactAvatarMatchings')[0].body).toEqual({ contacts: [ada.user_id, marie.user_id, grete.user_id], company_id: 7 });
  });

  it('colours each value by its bounds, with the value on hover and in words for a screen reader', async () => {
    setup();
    await shown();
    const circle = (last: string, column: number) => {
      const cell = cellsOf(last)[3 + column];
      return { title: cell.getAttribute('title'), level: cell.querySelector('svg')?.getAttribute('data-level'), text: cell.textContent };
    };
    expect(circle('Lovelace', 0)).toEqual({ title: '0.19999', level: 'green', text: '0.19999, green: close' });
    expect(circle('Lovelace', 1)).toEqual({ title: '0.20', level: 'orange', text: '0.20, orange: fairly close' });
    expect(circle('Curie', 0)).toEqual({ title: '0.40', level: 'orange', text: '0.40, orange: fairly close' });
    expect(circle('Curie', 1)).toEqual({ title: '0.40001', level: 'red', text: '0.40001, red: far' });
    // a value the call did not return for a member
    expect(cells('Hermann')[4]).toBe('–No score');
    // the circles are pictures for the eye only
    expect(cellsOf('Lovelace')[3].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const legend = within(dialog()).getByRole('list', { name: "Values: distance to the company's avatar (lower is closer)" });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Green: below 0.2 (close)',
      'Orange: 0.2 to 0.4 (fairly close)',
      'Red: above 0.4 (far)',
    ]);
  });

  it('says the values in French', async () => {
    setup({ lang: 'fr' });
    await screen.findByRole('dialog', { name: 'Graduate programme' });
    await waitFor(() => expect(cells('Lovelace')[4]).toBe('0,20, orange : assez proche'));
    expect(cells('Curie')[4]).toBe('0,40001, rouge : éloigné');
    expect(headers()).toContain('Compatibilité avec l\'avatar');
    expect(within(dialog()).getByText('Vert : moins de 0,2 (proche)')).toBeInTheDocument();
  });

  it("says who hasn't completed the evaluation, in place of their compatibility and values", async () => {
    setup();
    await shown();
    expect(cells('Dijkstra')[2]).toBe("Edsger Dijkstra hasn't completed the evaluation yet");
    expect(cellsOf('Dijkstra')[2]).toHaveAttribute('colspan', '3');
  });

  it('shows no Avatar column and no values when the call answers an empty list', async () => {
    const { api } = setup({ routes: { getContactAvatarMatchings: [], getCompanyValues: { words: [], extra_supported_fields: [] } } });
    await screen.findByRole('dialog', { name: 'Graduate programme' });
    expect(await within(dialog()).findByText(/Your company's avatar is not defined yet/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: "Define the company's values" })).toHaveAttribute('href', '/values/settings');
    expect(api.callsTo('getContactAvatarMatchings')).toHaveLength(1);
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Actions']);
    expect(cells('Lovelace')).toEqual(['Ada', 'Candidate', '⋮']);
    expect(within(dialog()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says "No data available." for a mission without members, and asks nothing', async () => {
    const { api } = setup({ data: valuesMission({ mission_member: [] }) });
    expect(await within(await screen.findByRole('dialog', { name: 'Graduate programme' })).findByText('No data available.')).toBeInTheDocument();
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Actions']);
    expect(api.callsTo('getContactAvatarMatchings')).toHaveLength(0);
  });

  it('takes the value columns from the values settings, in their order and with their names', async () => {
    setup({ routes: { getCompanyValues: settings([['care', 'Care'], ['integrity', 'Integrity'], ['boldness', 'Bold moves']]) } });
    await shown();
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Avatar compatibility', 'Care', 'Integrity', 'Bold moves', 'Actions']);
    expect(cells('Lovelace')[3]).toBe('–No score');
    expect(cells('Lovelace')[4]).toBe('0.19999, green: close');
  });

  it("falls back to the company's extra supported fields when the values settings call fails", async () => {
    const company = { ...ACME, extra_supported_fields: [{ field_name_in_api: 'boldness', field_name_for_user: 'Boldness' }] };
    setup({ company, routes: { getCompanyValues: json({ status: 0, message: 'down' }, 500) } });
    await shown();
    await waitFor(() => expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Avatar compatibility', 'Boldness', 'Actions']));
    expect(cells('Lovelace')[3]).toBe('0.20, orange: fairly close');
  });

  it('says while it loads, and offers a retry when the call fails', async () => {
    const slow = deferred();
    let calls = 0;
    const { user } = setup({
      routes: {
        getContactAvatarMatchings: (request) => {
          calls += 1;
          return calls === 1 ? slow.answer() : avatarMatchings(request);
        },
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent("Loading the compatibility with the company's avatar…");
    expect(lastNames()).toEqual(['Lovelace', 'Dijkstra', 'Curie', 'Hermann']);
    slow.release(json({ status: 0, message: 'down' }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load the compatibility with the company's avatar.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shown();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a member after confirmation: the mission saved without them', async () => {
    const { api, user } = setup({ routes: { updateMission: { message: 'Mission successfully updated' } } });
    await shown();
    await choose(user, 'Ada Lovelace', 'Remove');
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm deletion?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('updateMission')).toHaveLength(1));
    const [call] = api.callsTo('updateMission');
    expect(call.query).toEqual({ pk: '42' });
    expect(call.body).toMatchObject({ mission_member: [edsger.id, marie.id, grete.id], mission_manager: null, type: 'V', reference: 'VAL-2026-GRAD' });
    await waitFor(() => expect(lastNames()).toEqual(['Dijkstra', 'Curie', 'Hermann']));
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Candidate removed successfully' }));
  });

  it('offers user details and the quotation table of a member who can be quoted', async () => {
    const { user } = setup();
    await shown();
    const menu = await openMenu(user, 'Ada Lovelace');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['User details', 'Quotation Table', 'Remove']);
    expect(within(menu).getByRole('menuitem', { name: 'Quotation Table' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await choose(user, 'Marie Curie', 'Quotation Table');
    expect(await screen.findByRole('dialog', { name: 'Quotation table of Marie Curie' })).toBeInTheDocument();
    await choose(user, 'Ada Lovelace', 'User details');
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('prints the details with the circles and the legend as a PNG named by the reference', async () => {
    const saved = catchPngDownloads();
    const { user } = setup();
    await shown();
    await user.click(within(dialog()).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toEqual(['VAL-2026-GRAD.png']));
    const printed = (toPng as jest.Mock).mock.calls[0][0] as HTMLElement;
    // a copy headed by the mission, without the row menus: the dialog keeps its own
    expect(printed.firstElementChild).toHaveTextContent('Graduate programme');
    expect([...printed.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toContain('Curie');
    expect(printed).toHaveTextContent('Red: above 0.4 (far)');
    expect(printed.querySelector('[aria-haspopup]')).toBeNull();
    expect(within(rowOf('Curie')).getByRole('button', { name: 'Actions for Marie Curie' })).toBeInTheDocument();
  });

  it.each<[string, SessionCompany, string, string]>([
    ['without the company access', { ...ACME, quotation_access: false }, 'Ada Lovelace', 'Your company has no access to quotation tables'],
    ['for a confidential profile', ACME, 'Grete Hermann', 'Confidential profile: no quotation table'],
    ['for an unfinished questionnaire', ACME, 'Edsger Dijkstra', 'The questionnaire is not completed yet'],
  ])('shows the quotation table disabled, with the reason, %s', async (_case, company, name, reason) => {
    const { user } = setup({ company });
    await shown();
    const menu = await openMenu(user, name);
    const item = within(menu).getAllByRole('menuitem')[1];
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent(`Quotation Table${reason}`);
    // chosen from the keyboard, it does nothing: the menu stays, no quotation table opens
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(item).toHaveAttribute('data-highlighted');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Quotation table of/ })).not.toBeInTheDocument();
  });
});
