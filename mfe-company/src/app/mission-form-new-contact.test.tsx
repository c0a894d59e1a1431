import type { CompanyContact } from '@rapport/wire/api/company';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, mockApi, type ApiRequest, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { CONTACTS, optionOf, questionnaireTypes } from '../features/mission-form/testing/render-mission-form';
import { companyAdmin, mission, person } from '../testing/mission-fixtures';
import { CompanyApp } from './company-app';

/**
 * The mission form with the company contacts' own New contact dialog, as the app composes them:
 * a contact added from a list's shortcut is chosen in that list.
 */

/** The mission form at `/recruitments/add` over a contact list that grows with each contact added (`routes` answer otherwise). */
function renderForm(routes: MockRoutes = {}) {
  const contacts: CompanyContact[] = [...CONTACTS];
  const add = (request: ApiRequest) => {
    const body = request.body as Pick<CompanyContact, 'first_name' | 'last_name' | 'email' | 'contact_type'>;
    contacts.push(person(body.first_name, body.last_name, { id: 100 + contacts.length, email: body.email, contact_type: body.contact_type }));
    return { message: 'Contact successfully added.' };
  };
  const api = mockApi({
    listCompanyContacts: () => [...contacts],
    getQuestionnaireTypes: questionnaireTypes,
    createCompanyContact: add,
    createMission: mission({ pk: 30 }),
    listMissions: [],
    ...routes,
  });
  const view = renderWithProviders(<CompanyApp />, { route: '/recruitments/add', preloadedState: companyAdmin(), userOptions: onJestClock });
  return { api, ...view };
}

/** Fills the dialog of the shortcut `trigger` (the `index`th of that name) and clicks Add contact, as an admin does. */
async function submitContact(user: UserEvent, trigger: string, [first, last]: [string, string], index = 0) {
  await user.click((await screen.findAllByRole('button', { name: trigger }))[index]);
  const dialog = within(await screen.findByRole('dialog', { name: 'New contact' }));
  await user.type(dialog.getByRole('textbox', { name: /^First name/ }), first);
  await user.type(dialog.getByRole('textbox', { name: /^Last name/ }), last);
  await user.type(dialog.getByRole('textbox', { name: /^E-mail/ }), `${first}.${last}@example.com`.toLowerCase());
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Questionnaire' })).toHaveDisplayValue('Workplace'));
  await user.click(dialog.getByRole('button', { name: 'Add contact' }));
}

/** Adds a contact with the shortcut `trigger` (the `index`th of that name): the dialog closes. */
async function addContact(user: UserEvent, trigger: string, names: [string, string], index = 0) {
  await submitContact(user, trigger, names, index);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New contact' })).not.toBeInTheDocument());
}

const announced = (text: string) => waitFor(() => expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')).toHaveTextContent(text));

describe('a contact added from the mission form', () => {
  const toasts = toastsOfEachTest();
  jestClockInEachTest();

  it('is ticked among the candidates it was added for, said to screen readers, and stays ticked as the form changes and is saved', async () => {
    const { api, user } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New recruitment mission' })).toBeInTheDocument();
    await addContact(user, 'New candidate', ['Marie', 'Curie']);
    const marie = await screen.findByRole('checkbox', { name: 'Curie Marie (marie.curie@example.com)' });
    await waitFor(() => expect(marie).toBeChecked());
    expect(within(screen.getByRole('list', { name: 'Chosen: Candidates' })).getByText('Marie Curie')).toBeInTheDocument();
    await announced('Chosen in Candidates: Marie Curie');
    expect(api.callsTo('createCompanyContact')[0].body).toMatchObject({ contact_type: 'C' });

    // the rest of the form typed afterwards: every key renders it again
    await user.type(screen.getByRole('textbox', { name: /^Mission Name/ }), 'Chemist');
    await user.type(screen.getByRole('textbox', { name: /^Mission Reference/ }), 'REC-9');
    await user.type(screen.getByLabelText(/^End Date/), '2099-12-31');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Lab');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Manager/ }), optionOf(CONTACTS[0]));
    expect(screen.getByRole('checkbox', { name: 'Curie Marie (marie.curie@example.com)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    await waitFor(() => expect(api.callsTo('createMission')).toHaveLength(1));
    expect(api.callsTo('createMission')[0].body).toMatchObject({ mission_member: [100 + CONTACTS.length] });
  });

  it('becomes the manager from the manager shortcut, and fills a team row from the team shortcut', async () => {
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'New recruitment mission' });
    // the first New employee is the manager's, the second the team's
    await addContact(user, 'New employee', ['Rosalind', 'Franklin'], 0);
    const franklin = 'Franklin Rosalind (rosalind.franklin@example.com)';
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Manager/ })).toHaveDisplayValue(franklin));
    await announced('Chosen in Manager: Rosalind Franklin');
    expect(screen.getByRole('combobox', { name: 'Team member 1' })).toHaveDisplayValue('Choose a team member');

    await addContact(user, 'New employee', ['Lise', 'Meitner'], 1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team member 1' })).toHaveDisplayValue('Meitner Lise (lise.meitner@example.com)'));
    await announced('Chosen in Team members: Lise Meitner');
    expect(screen.getByRole('combobox', { name: /^Manager/ })).toHaveDisplayValue(franklin);
  });

  it("says Failed to add to company contact. when the contact cannot be made (the server's message first), keeping the dialog", async () => {
    let answer = json({}, 500);
    const { api, user } = renderForm({ createCompanyContact: () => answer });
    await screen.findByRole('heading', { level: 1, name: 'New recruitment mission' });
    await submitContact(user, 'New candidate', ['Marie', 'Curie']);
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to add to company contact.' })));
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Marie');

    answer = json({ status: 0, message: 'A contact with this e-mail address already exists.', code: 'company.duplicate_email' }, 400);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add contact' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'A contact with this e-mail address already exists.' })));
    expect(api.callsTo('createCompanyContact')).toHaveLength(2);
  });

  it('says Failed to add to company mission. when the contact was made but the list that would bring it into the mission fails', async () => {
    let added = false;
    const { user } = renderForm({
      listCompanyContacts: () => (added ? json({}, 500) : [...CONTACTS]),
      createCompanyContact: () => {
        added = true;
        return { message: 'Contact successfully added.' };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'New recruitment mission' });
    await addContact(user, 'New candidate', ['Marie', 'Curie']);
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to add to company mission.' })));
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Contact successfully added.' }));
    expect(toasts.toasts.filter((toast) => toast.title === 'Failed to add to company mission.')).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: /Curie Marie/ })).not.toBeInTheDocument();
  });
});
