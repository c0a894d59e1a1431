import type { SessionCompany } from '@rapport/platform';
import type { CompanyContact } from '@rapport/wire/api/company';
import type { CompanyMatching, MissionResponse } from '@rapport/wire/api/missions';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toPng } from 'html-to-image';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, type ApiRequest, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { openConfirmation } from '../../../testing/open-confirmation';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { catchPngDownloads, chooseRowAction, legendOf, openRowMenu, renderDetailsDialog } from '../testing/details-dialog-kit';
import { ACME, ada, alan, edsger, grace, marie, matching, mission, person } from '../testing/mission-fixtures';
import { MissionDetailsDialog } from './mission-details-dialog';

jest.mock('html-to-image', () => ({ toPng: jest.fn() }));

const everyone = [grace, alan, ada, edsger, marie];
/** Fiber ratios of each pair: the source's id times ten plus the target's id, as the test wants them. */
const RATIOS: Record<string, number> = { [`${grace.id}-${ada.id}`]: 0.501, [`${grace.id}-${marie.id}`]: 0.9, [`${alan.id}-${ada.id}`]: 0.25, [`${alan.id}-${marie.id}`]: 0.6 };

/** match_contacts as the server answers it: one matching per finished target, when the source has finished. */
function matchContacts(overrides: Partial<CompanyMatching> = {}, avatar = false) {
  return (request: ApiRequest) => {
    const body = request.body as { source: { email: string }; target: { email: string }[] };
    const source = everyone.find((p) => p.email === body.source.email)!;
    const targets = body.target.map((t) => everyone.find((p) => p.email === t.email)!);
    const finished = (p: CompanyContact) => p.result !== null;
    const pairs = finished(source) ? targets.filter(finished) : [];
    return {
      source_target_matching: pairs.map((target) => matching(source, target, RATIOS[`${source.id}-${target.id}`] ?? RATIOS[`${target.id}-${source.id}`] ?? 0.333, overrides)),
      avatar_target_matching: avatar ? pairs.map((target) => ({ user_1: 'avatar', user_2: target.email, ircp: 0.7, ircp_smooth: 0.7 })) : [],
    };
  };
}

function setup(missionData: MissionResponse = mission(), routes: MockRoutes = {}, company: SessionCompany = ACME) {
  return renderDetailsDialog(MissionDetailsDialog, missionData, { routes: { matchContacts: matchContacts(), ...routes }, company, userOptions: onJestClock });
}

const dialog = () => screen.getByRole('dialog', { name: 'Lead developer' });
const headers = () => within(dialog()).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
const rowOf = (last: string) => screen.getByRole('rowheader', { name: last }).closest('tr') as HTMLElement;
const cells = (last: string) => within(rowOf(last)).getAllByRole('cell').map((cell) => cell.textContent);
const lastNames = () => within(dialog()).queryAllByRole('rowheader').map((cell) => cell.textContent);
/** Menu items are chosen as a keyboard user does (jsdom has no pointer to highlight them). */
async function openMenu(user: UserEvent, name: string) {
  return within(await openRowMenu(user, name))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}
const choose = (user: UserEvent, name: string, item: string) => chooseRowAction(user, name, item);
/** The tab a report opens in, stood in for. */
function newTab() {
  const tab = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}
const scoresShown = () => waitFor(() => expect(cells('Lovelace')[3]).toBe('51%'));

describe('the mission details modal', () => {
  const toasts = toastsOfEachTest();
  // the confirm dialog's 500 ms before it closes passes on jest's clock, not in real time
  jestClockInEachTest();

  it('shows the name, the reference, the edit link and the recruitment columns, scores rounded up', async () => {
    const { api } = setup();
    await screen.findByRole('dialog', { name: 'Lead developer' });
    expect(within(dialog()).getByText('Ref. REC-2026-LEAD-DEV-01')).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recruitments/42/update');
    await scoresShown();
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'RI', 'FE', 'DC', 'CP', 'CO', 'UN', 'Actions']);
    expect(within(dialog()).getByTitle('Relational Index')).toHaveTextContent('RI');
    // every abbreviation in view, not only on hover
    expect(legendOf(dialog())).toEqual([
      ['RI', 'Relational Index'],
      ['FE', 'Feeling'],
      ['DC', 'Deep Compatibility'],
      ['CP', 'Complementarity'],
      ['CO', 'Connivance'],
      ['UN', 'Understanding'],
    ]);
    expect(cells('Lovelace')).toEqual(['Ada', 'Candidate', '51%', '51%', '51%', '51%', '51%', '51%', '⋮']);
    expect(cells('Curie').slice(2, 4)).toEqual(['90%', '90%']);
    // one call for the manager against every member
    expect(api.callsTo('matchContacts')).toHaveLength(1);
    expect(api.callsTo('matchContacts')[0].body).toEqual({
      source: { company_id: 7, email: grace.email },
      target: [ada, edsger, marie].map((p) => ({ company_id: 7, email: p.email })),
    });
  });

  it('shows II, FE and CO in onboarding, the Avatar column only when avatar matchings return', async () => {
    setup(mission({ type: 'O', mission_type: 'O' }), { matchContacts: matchContacts({ integration_index: 0.6201 }, true) });
    await screen.findByRole('dialog', { name: 'Lead developer' });
    await waitFor(() => expect(cells('Lovelace')[3]).toBe('63%'));
    expect(headers()).toEqual(['Last name', 'First name', 'Role', 'Avatar', 'II', 'FE', 'CO', 'Actions']);
    expect(legendOf(dialog())).toEqual([
      ['Avatar', "Compatibility with the company's avatar"],
      ['II', 'Integration Index'],
      ['FE', 'Feeling'],
      ['CO', 'Connivance'],
    ]);
    expect(cells('Lovelace')).toEqual(['Ada', 'Candidate', '70%', '63%', '51%', '51%', '⋮']);
    expect(within(dialog()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/onboardings/42/update');
    expect(within(dialog()).getByRole('combobox', { name: 'Match with' })).toHaveDisplayValue('Grace Hopper (Person to onboard)');
  });

  it('says who has not completed the evaluation, in place of the scores', async () => {
    const tim = person(5, 'Tim', 'Berners-Lee', { finished: false, contact_type: 'M' });
    everyone.push(tim);
    try {
      setup(mission({ mission_manager: tim }));
      await screen.findByRole('dialog', { name: 'Lead developer' });
      await waitFor(() => expect(cells('Lovelace')[2]).toBe("Tim Berners-Lee hasn't completed the evaluation yet"));
      expect(cells('Dijkstra')[2]).toBe("Edsger Dijkstra and Tim Berners-Lee haven't completed the evaluation yet");
      expect(within(rowOf('Dijkstra')).getAllByRole('cell')[2]).toHaveAttribute('colspan', '6');
    } finally {
      everyone.pop();
    }
  });

  it('names the unfinished member alone when the manager has finished', async () => {
    setup();
    await scoresShown();
    expect(cells('Dijkstra')[2]).toBe("Edsger Dijkstra hasn't completed the evaluation yet");
  });

  it('matches the members with another person of the mission when Match with changes', async () => {
    const { api, user } = setup();
    await scoresShown();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match with' }), 'Alan Turing (Team member)');
    await waitFor(() => expect(cells('Lovelace')[2]).toBe('25%'));
    expect(api.callsTo('matchContacts')).toHaveLength(2);
    expect((api.callsTo('matchContacts')[1].body as { source: unknown }).source).toEqual({ company_id: 7, email: alan.email });
    expect(screen.getByRole('region', { name: 'Matchings with Alan Turing' })).toBeInTheDocument();
    // back to the manager: the answer is cached
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match with' }), 'Grace Hopper (Manager)');
    await scoresShown();
    expect(api.callsTo('matchContacts')).toHaveLength(2);
  });

  it('searches first or last name, and says when nothing matches', async () => {
    const { user } = setup();
    await scoresShown();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'CUR');
    await waitFor(() => expect(lastNames()).toEqual(['Curie']));
    await user.clear(search);
    await user.type(search, 'edsg');
    await waitFor(() => expect(lastNames()).toEqual(['Dijkstra']));
    await user.type(search, 'x');
    await waitFor(() => expect(lastNames()).toEqual([]));
    expect(screen.getByText('No data available for applied filter.')).toBeInTheDocument();
  });

  it('sorts by RI from the keyboard, best first', async () => {
    const { user } = setup();
    await scoresShown();
    within(screen.getByRole('columnheader', { name: /^RI/ })).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(lastNames()).toEqual(['Curie', 'Lovelace', 'Dijkstra']);
    expect(screen.getByRole('columnheader', { name: /^RI/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("offers a row's menu entries by the rules", async () => {
    const { user } = setup();
    await scoresShown();
    expect(await openMenu(user, 'Ada Lovelace')).toEqual([
      'User details',
      'Matching Report PDF (English)',
      'Matching Report PDF (French)',
      'Profile report PDF (English)',
      'Profile report PDF (French)',
      'Quotation Table',
      'All Matchings',
      'Remove Candidate',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await openMenu(user, 'Edsger Dijkstra')).toEqual(['User details', 'All Matchings', 'Remove Candidate']);
  });

  it('offers no quotation table without the company access, and Remove Mentor without All Matchings in onboarding', async () => {
    const { user } = setup(mission({ type: 'O', mission_type: 'O' }), {}, { ...ACME, quotation_access: false });
    await scoresShown();
    expect(await openMenu(user, 'Ada Lovelace')).toEqual([
      'User details',
      'Matching Report PDF (English)',
      'Matching Report PDF (French)',
      'Profile report PDF (English)',
      'Profile report PDF (French)',
      'Remove Mentor',
    ]);
  });

  it('shows user details and the quotation table of a member', async () => {
    const { user } = setup();
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'User details');
    const details = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(details).getByText(ada.email)).toBeInTheDocument();
    expect(within(details).getByText('Questionnaire completed')).toBeInTheDocument();
    expect(within(details).getByText('Not given')).toBeInTheDocument();
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    await choose(user, 'Marie Curie', 'Quotation Table');
    expect(await screen.findByRole('dialog', { name: 'Quotation table of Marie Curie' })).toBeInTheDocument();
  });

  it('removes a candidate after confirmation: the mission saved without them', async () => {
    const { api, user } = setup(mission(), { updateMission: { message: 'Mission successfully updated' } });
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'Remove Candidate');
    const confirm = await openConfirmation('Confirm deletion?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Candidate' }));
    await waitFor(() => expect(api.callsTo('updateMission')).toHaveLength(1));
    const [call] = api.callsTo('updateMission');
    expect(call.query).toEqual({ pk: '42' });
    expect(call.body).toMatchObject({ mission_member: [edsger.id, marie.id], mission_manager: grace.id, mission_end_date: '2026-12-31', type: 'R' });
    await waitFor(() => expect(lastNames()).toEqual(['Dijkstra', 'Curie']));
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Candidate removed successfully' }));
  });

  it("shows the server's message when a removal is refused", async () => {
    const refused = json({ status: 0, message: 'Please select future date', code: 'mission.future_date', field: 'mission_end_date' }, 400);
    const { user } = setup(mission({ type: 'O', mission_type: 'O' }), { updateMission: refused });
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'Remove Mentor');
    await user.click(within(await openConfirmation()).getByRole('button', { name: 'Remove Mentor' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Please select future date' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(lastNames()).toContain('Lovelace');
  });

  it('opens the matching report in a new tab, fetched with the token', async () => {
    const tab = newTab();
    URL.createObjectURL = jest.fn(() => 'blob:matching');
    URL.revokeObjectURL = jest.fn();
    const pdf = () => new Response(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } });
    const links = { matching_pdf_en: '/company/matching_report/1/11/en/', matching_pdf_fr: '/company/matching_report/1/11/fr/' };
    const { api, user } = setup(mission(), { matchingResultPdf: links, getMatchingReport: pdf });
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'Matching Report PDF (French)');
    await waitFor(() => expect(tab.location.href).toBe('blob:matching'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(api.callsTo('matchingResultPdf')[0].body).toEqual({ contact_1: grace.id, contact_2: ada.id });
    expect(api.callsTo('getMatchingReport')[0].path).toBe('/company/matching_report/1/11/fr/');
    expect(api.callsTo('getMatchingReport')[0].authorization).toBe('Token tok-admin');
    expect(tab.opener).toBeNull();
  });

  it('says "Failed to retrieve matching results." and closes the tab when the report fails', async () => {
    const tab = newTab();
    const { user } = setup(mission(), { matchingResultPdf: json({ status: 0, message: 'nope' }, 400) });
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'Matching Report PDF (English)');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to retrieve matching results.' })));
    expect(tab.close).toHaveBeenCalled();
  });

  it('lists All Matchings of a member against every non-member person, searched by name prefix', async () => {
    const { api, user } = setup();
    await scoresShown();
    await choose(user, 'Ada Lovelace', 'All Matchings');
    const all = await screen.findByRole('dialog', { name: 'All Matchings of Ada Lovelace' });
    await within(all).findByRole('img', { name: 'Relational Index: 51%' });
    const entries = () => within(within(all).getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(entries()).toEqual(['Ada Lovelace and Grace Hopper', 'Ada Lovelace and Alan Turing']);
    expect(within(all).getByRole('img', { name: 'Relational Index: 25%' })).toBeInTheDocument();
    expect((api.callsTo('matchContacts').at(-1)!.body as { source: unknown }).source).toEqual({ company_id: 7, email: ada.email });
    await user.type(within(all).getByRole('searchbox', { name: 'Search by name' }), 'tu');
    await waitFor(() => expect(entries()).toEqual(['Ada Lovelace and Alan Turing']));
    await user.clear(within(all).getByRole('searchbox', { name: 'Search by name' }));
    await user.type(within(all).getByRole('searchbox', { name: 'Search by name' }), 'race');
    await waitFor(() => expect(within(all).queryByRole('listitem')).not.toBeInTheDocument());
    expect(within(all).getByText('No data available for applied filter.')).toBeInTheDocument();
  });

  it('prints the details as a PNG named by the reference and the matched person', async () => {
    const saved = catchPngDownloads();
    const { user } = setup();
    await scoresShown();
    await user.click(within(dialog()).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toEqual(['REC-2026-LEAD-DHopperGra.png']));
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission details downloaded successfully' }));
    // the picture says which mission it is, then shows the table and its legend, without the row menus
    const printed = jest.mocked(toPng).mock.calls[0][0];
    const [name, details] = [...printed.children].map((child) => child.textContent);
    expect(name).toBe('Lead developer');
    expect(details).toMatch(/^Ref\. REC-2026-LEAD-DEV-01 · printed on \d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(printed).toHaveTextContent('Matched with Grace Hopper: 3 people');
    // (a detached copy: read by its elements, no role is exposed outside the document)
    expect([...printed.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual(['Lovelace', 'Dijkstra', 'Curie']);
    expect([...printed.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['RI', 'FE', 'DC', 'CP', 'CO', 'UN']);
    expect([...printed.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Last name', 'First name', 'RI']);
    expect(printed.querySelector('[aria-haspopup]')).toBeNull();
    // what is on screen keeps its menus
    expect(within(dialog()).getByRole('button', { name: 'Actions for Ada Lovelace' })).toBeInTheDocument();
  });

  it('is in French with the abbreviations of the team modal, explained in French', async () => {
    renderDetailsDialog(MissionDetailsDialog, mission(), { routes: { matchContacts: matchContacts() }, lang: 'fr', userOptions: onJestClock });
    await waitFor(() => expect(cells('Lovelace')[3]).toBe('51%'));
    expect(headers().slice(3, 9)).toEqual(['RI', 'FE', 'DC', 'CP', 'CO', 'UN']);
    expect(legendOf(dialog(), 'Abréviations')).toEqual([
      ['RI', 'Indice relationnel'],
      ['FE', 'Feeling'],
      ['DC', 'Compatibilité profonde'],
      ['CP', 'Complémentarité'],
      ['CO', 'Connivence'],
      ['UN', 'Compréhension'],
    ]);
  });

  it('says "No data available." for a mission without members', async () => {
    setup(mission({ mission_member: [] }));
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });
});
