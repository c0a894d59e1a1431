import { deleteCompanyContact, getContactReport, updateCompanyContact } from '@rapport/wire/api/calls';
import { contractUrl } from '@rapport/wire/api/client';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { ACME, contact } from '../testing/contact-fixtures';
import { renderContactsPage } from '../testing/render-contacts-page';
import { openConfirmation } from '../../../testing/open-confirmation';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';

const ada = contact('Ada', 'Lovelace', { id: 1, status: 'completed', contact_type: 'C' });
const alan = contact('Alan', 'Turing', { id: 2, status: 'not_invited', contact_type: 'E' });
const grace = contact('Grace', 'Hopper', { id: 3, status: 'invitation_sent', contact_type: 'M' });
const edsger = contact('Edsger', 'Dijkstra', { id: 4, status: 'in_progress', contact_type: 'C' });
const long = contact('Maximilienne-Antoinette', 'de La Rochefoucauld', { id: 5, status: 'completed', confidential: true });
const CONTACTS = [ada, alan, grace, edsger, long];

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** each row's name as a screen reader says it (a long name in full, from its hidden text) */
const rowNames = () =>
  bodyRows().map((row) => {
    const cell = within(row).getByRole('rowheader');
    return (cell.querySelector('.sr-only') ?? cell).textContent;
  });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** Menu items are chosen as a keyboard user does (jsdom has no pointer to highlight them). */
async function chooseInMenu(user: UserEvent, item: string) {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  const items = within(menu).getAllByRole('menuitem').map((element) => element.textContent);
  await user.keyboard('{ArrowDown}'.repeat(items.indexOf(item) + 1) + '{Enter}');
}
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('/company-contacts', () => {
  // its mocks are restored after each test
  toastsOfEachTest();

  it("lists the active company's contacts with their role and status", async () => {
    const { api } = renderContactsPage(CONTACTS);
    await screen.findByRole('table');
    expect(api.callsTo('listCompanyContacts')[0].query).toEqual({ company_id: String(ACME.pk) });
    expect(screen.getByText('5 contacts shown')).toBeInTheDocument();
    const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Ada Lovelace').slice(0, 4)).toEqual(['ada.lovelace@example.com', 'Candidate', 'Questionnaire completed', 'Quotation table']);
    expect(cells('Alan Turing').slice(1, 3)).toEqual(['Employee', 'Not invited yet']);
    expect(cells('Grace Hopper').slice(1, 3)).toEqual(['Manager', 'Invitation sent']);
    expect(cells('Edsger Dijkstra').slice(1, 3)).toEqual(['Candidate', 'Questionnaire in progress']);
  });

  it('cuts a long name at 30 characters, the full name on hover and for screen readers', async () => {
    renderContactsPage(CONTACTS);
    const full = 'Maximilienne-Antoinette de La Rochefoucauld';
    const cell = await screen.findByRole('rowheader', { name: full });
    const shown = within(cell).getByTitle(full);
    expect(shown).toHaveTextContent(`${full.slice(0, 30)}…`);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
  });

  it('searches first name, last name and e-mail, case-insensitively', async () => {
    const { user } = renderContactsPage(CONTACTS);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'LOVE');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']));
    await user.clear(search);
    await user.type(search, 'edsger.dijkstra@');
    await waitFor(() => expect(rowNames()).toEqual(['Edsger Dijkstra']));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No contacts available for applied filter')).toBeInTheDocument();
    expect(screen.getByText('0 contacts shown')).toBeInTheDocument();
  });

  it('filters by type: both boxes ticked at first, a manager counts as an employee', async () => {
    const { user } = renderContactsPage(CONTACTS);
    await screen.findByRole('table');
    const employees = screen.getByRole('checkbox', { name: 'Employee' });
    const candidates = screen.getByRole('checkbox', { name: 'Candidate' });
    expect(employees).toBeChecked();
    expect(candidates).toBeChecked();
    await user.click(candidates);
    expect(rowNames()).toEqual(['Alan Turing', 'Grace Hopper']);
    await user.click(employees);
    expect(screen.getByText('No contacts available for applied filter')).toBeInTheDocument();
    await user.click(candidates);
    expect(rowNames()).toHaveLength(3);
  });

  it('sorts a column ascending, descending, then not at all, and says so with aria-sort', async () => {
    const { user } = renderContactsPage(CONTACTS);
    await screen.findByRole('table');
    const serverOrder = rowNames();
    const sortName = within(header('Name')).getByRole('button');
    await user.click(sortName);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Maximilienne-Antoinette de La Rochefoucauld', 'Edsger Dijkstra', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    await user.click(sortName);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Alan Turing', 'Ada Lovelace', 'Grace Hopper', 'Edsger Dijkstra', 'Maximilienne-Antoinette de La Rochefoucauld']);
    await user.click(sortName);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()).toEqual(serverOrder);

    await user.click(within(header('Status')).getByRole('button'));
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(rowNames().slice(0, 3)).toEqual(['Alan Turing', 'Grace Hopper', 'Edsger Dijkstra']);
  });

  it('downloads the profile report of a finished contact in English or French; never a confidential one', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const pdf = () => new Response(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } });
    const { api, user } = renderContactsPage(CONTACTS, { getContactReport: pdf });
    await screen.findByRole('table');
    const status = within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Questionnaire completed' });
    expect(status).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(status);
    expect(await screen.findByRole('menuitem', { name: 'Profile report in English' })).toBeInTheDocument();
    await chooseInMenu(user, 'Profile report in French');
    await waitFor(() => expect(status).toHaveFocus());
    await waitFor(() => expect(api.callsTo('getContactReport')).toHaveLength(1));
    expect(api.callsTo('getContactReport')[0].path).toBe(contractUrl(getContactReport, { id: ada.id, lang: 'fr' }));
    expect(api.callsTo('getContactReport')[0].authorization).toBe('Token tok-admin');
    await waitFor(() => expect(saved).toEqual(['LovelaceAda-profile-fr.pdf blob:report']));
    expect(within(rowOf('Maximilienne-Antoinette de La Rochefoucauld')).getByRole('button', { name: 'Questionnaire completed' })).toBeDisabled();
  });
});

describe('/company-contacts row actions', () => {
  const toasts = toastsOfEachTest();
  // the confirm dialog's 500 ms before it closes passes on jest's clock, not in real time
  jestClockInEachTest();
  const render = (routes: MockRoutes = {}, company = ACME) => renderContactsPage(CONTACTS, routes, company, onJestClock);

  const openActions = async (user: UserEvent, name: string) => {
    const trigger = await screen.findByRole('button', { name: `Actions for ${name}` });
    await user.click(trigger);
    return trigger;
  };

  it('asks before inviting a contact not invited yet, saying what goes to whom: Cancel sends nothing, Send invites by their referral and reloads', async () => {
    const { api, user } = render({ inviteContact: { message: 'invitation sent' } });
    await screen.findByRole('table');
    const badge = within(rowOf('Alan Turing')).getByRole('button', { name: 'Not invited yet' });
    await user.click(badge);
    let dialog = await openConfirmation('Send the invitation?');
    expect(dialog).toHaveTextContent('Alan Turing will receive an e-mail in English at alan.turing@example.com inviting them to take the questionnaire, with their personal link.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(badge).toHaveFocus());
    expect(api.callsTo('inviteContact')).toHaveLength(0);
    expect(toasts.toasts).toHaveLength(0);

    await user.click(badge);
    dialog = await openConfirmation('Send the invitation?');
    expect(api.callsTo('inviteContact')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'invitation sent' })));
    expect(api.callsTo('inviteContact').map((call) => call.body)).toEqual([{ contact_referral: alan.contact_referral, lang: 'en' }]);
    await waitFor(() => expect(api.callsTo('listCompanyContacts')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks before sending the invitation again, then sends it by referral while in progress, by e-mail once sent', async () => {
    const { api, user } = render({ inviteContact: { message: 'ok' }, reInvite: { message: 'ok' } });
    await screen.findByRole('table');
    await user.click(within(rowOf('Edsger Dijkstra')).getByRole('button', { name: 'Questionnaire in progress' }));
    let dialog = await openConfirmation('Send the invitation again?');
    expect(dialog).toHaveTextContent('Edsger Dijkstra will receive another e-mail in English at edsger.dijkstra@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('inviteContact')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('Grace Hopper')).getByRole('button', { name: 'Invitation sent' }));
    dialog = await openConfirmation('Send the invitation again?');
    expect(dialog).toHaveTextContent('Grace Hopper will receive another e-mail in English at grace.hopper@example.com');
    expect(api.callsTo('reInvite')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('reInvite')).toHaveLength(1));
    expect(api.callsTo('reInvite')[0].body).toEqual({ user_email: grace.email, company_id: ACME.pk, lang: 'en' });
  });

  it('asks in French, the mail in French', async () => {
    const { api, user } = renderContactsPage(CONTACTS, { inviteContact: { message: 'invitation envoyée' } }, ACME, onJestClock, 'fr');
    await screen.findByRole('table');
    await user.click(within(rowOf('Alan Turing')).getByRole('button', { name: 'Pas encore invité' }));
    const dialog = await openConfirmation('Envoyer l’invitation ?');
    expect(dialog).toHaveTextContent('Alan Turing recevra à l’adresse alan.turing@example.com un e-mail en français l’invitant à répondre au questionnaire, avec son lien personnel.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(api.callsTo('inviteContact')).toHaveLength(1));
    expect(api.callsTo('inviteContact')[0].body).toEqual({ contact_referral: alan.contact_referral, lang: 'fr' });
  });

  it("shows the server's message when an invitation fails", async () => {
    const { user } = render({ inviteContact: json({ status: 0, message: 'Unknown contact.', code: 'company.unknown_contact' }, 404) });
    await screen.findByRole('table');
    await user.click(within(rowOf('Alan Turing')).getByRole('button', { name: 'Not invited yet' }));
    await user.click(within(await openConfirmation('Send the invitation?')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Unknown contact.' })));
  });

  it('offers Add to employee list for candidates only, and Delete for everyone', async () => {
    const { user } = render();
    await openActions(user, 'Ada Lovelace');
    const menu = await screen.findByRole('menu', { name: 'Actions for Ada Lovelace' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add to employee list', 'Delete']);
    // the menu takes the focus a moment after it opens: Escape is heard there
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await openActions(user, 'Alan Turing');
    const employeeMenu = await screen.findByRole('menu', { name: 'Actions for Alan Turing' });
    expect(within(employeeMenu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
  });

  it('makes a candidate an employee after confirmation, says "Status modified" and reloads', async () => {
    const { api, user } = render({ updateCompanyContact: { message: 'Status modified' } });
    const trigger = await openActions(user, 'Ada Lovelace');
    await chooseInMenu(user, 'Add to employee list');
    const dialog = await openConfirmation('Add to employee list');
    expect(dialog).toHaveTextContent('Ada Lovelace will be one of your employees.');
    expect(api.callsTo('updateCompanyContact')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add to employee list' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Status modified' })));
    expect(api.callsTo('updateCompanyContact')[0]).toMatchObject({ method: 'PUT', body: { contact_type: 'E' } });
    expect(api.callsTo('updateCompanyContact')[0].path).toBe(contractUrl(updateCompanyContact, { id: ada.id }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.callsTo('listCompanyContacts')).toHaveLength(2);
  });

  it('deletes a contact after confirmation; Cancel changes nothing', async () => {
    const { api, user } = render({ deleteCompanyContact: { message: 'Profile deleted from contact list' } });
    await openActions(user, 'Alan Turing');
    await chooseInMenu(user, 'Delete');
    await user.click(within(await openConfirmation('Delete the contact')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('deleteCompanyContact')).toHaveLength(0);

    await openActions(user, 'Alan Turing');
    await chooseInMenu(user, 'Delete');
    await user.click(within(await openConfirmation('Delete the contact')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Profile deleted from contact list' })));
    expect(api.callsTo('deleteCompanyContact')[0].path).toBe(contractUrl(deleteCompanyContact, { id: alan.id }));
  });

  it("says the server's message when a deletion fails", async () => {
    const { user } = render({ deleteCompanyContact: json({ status: 0, message: 'Unknown contact.', code: 'company.unknown_contact' }, 404) });
    await openActions(user, 'Alan Turing');
    await chooseInMenu(user, 'Delete');
    await user.click(within(await openConfirmation()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Unknown contact.' })));
  });

  it('opens the quotation table of a finished, non-confidential contact only', async () => {
    const { user } = render();
    await screen.findByRole('table');
    const quotation = (name: string) => within(rowOf(name)).getByRole('button', { name: 'Quotation table' });
    expect(quotation('Edsger Dijkstra')).toBeDisabled();
    expect(quotation('Edsger Dijkstra')).toHaveAttribute('title', 'The questionnaire is not completed yet');
    expect(quotation('Maximilienne-Antoinette de La Rochefoucauld')).toBeDisabled();
    expect(quotation('Maximilienne-Antoinette de La Rochefoucauld')).toHaveAttribute('title', 'Confidential profile: no quotation table');
    await user.click(quotation('Ada Lovelace'));
    expect(await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' })).toBeInTheDocument();
  });

  it('keeps every quotation table closed when the active company has no quotation access', async () => {
    render({}, { ...ACME, quotation_access: false });
    await screen.findByRole('table');
    for (const button of screen.getAllByRole('button', { name: 'Quotation table' })) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Your company has no access to quotation tables');
    }
  });
});
