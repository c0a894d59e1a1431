import { createCompanyContact } from '@rapport/wire/api/calls';
import { SUBMIT_DELAY_MS } from '@rapport/wire/api/submit-delay';
import { screen, waitFor, within } from '@testing-library/react';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { deferred, json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { ACME, companyAdmin } from '../testing/contact-fixtures';
import { questionnaireTypes, renderContactsPage } from '../testing/render-contacts-page';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { NewContactDialog } from './new-contact-dialog';

/** The page without contacts, on jest's clock: the spec's delay before the form is sent passes without sleeping. */
const renderPage = (routes: MockRoutes = {}) => renderContactsPage([], routes, ACME, onJestClock);

type Setup = ReturnType<typeof renderPage>;

const openForm = async ({ user }: Setup) => {
  await user.click(await screen.findByRole('button', { name: 'New contact' }));
  return screen.findByRole('dialog', { name: 'New contact' });
};

const fill = async ({ user }: Setup, dialog: HTMLElement) => {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(form.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  await user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
  await user.selectOptions(form.getByRole('combobox', { name: /^Contact type/ }), 'Candidate');
};

describe('the New contact dialog', () => {
  const toasts = toastsOfEachTest();
  jestClockInEachTest();

  it('starts not confidential, with an invitation to the questionnaire the company uses by default', async () => {
    const setup = renderPage();
    const form = within(await openForm(setup));
    expect(form.getByRole('checkbox', { name: 'Confidential' })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Send invitation' })).toBeChecked();
    const questionnaire = form.getByRole('combobox', { name: 'Questionnaire' });
    await waitFor(() => expect(questionnaire).toHaveDisplayValue('Workplace'));
    expect(setup.api.callsTo('getQuestionnaireTypes')[0].query).toEqual({ company_id: String(ACME.pk) });
    expect(within(form.getByRole('combobox', { name: /^Contact type/ })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a type',
      'Candidate',
      'Employee',
    ]);
    await setup.user.click(form.getByRole('checkbox', { name: 'Send invitation' }));
    expect(form.queryByRole('combobox', { name: 'Questionnaire' })).not.toBeInTheDocument();
  });

  it("never offers the barometer's questionnaire, a survey's and no person's, even made the company's default", async () => {
    const barometer = { pk: 9, questionnaire_type: 'barometer', default_companies: [ACME.pk] };
    const setup = renderPage({ getQuestionnaireTypes: [...questionnaireTypes, barometer] });
    const questionnaire = within(await openForm(setup)).getByRole('combobox', { name: 'Questionnaire' });
    await waitFor(() => expect(questionnaire).toHaveDisplayValue('Workplace'));
    expect(within(questionnaire).getAllByRole('option').map((option) => option.textContent)).toEqual(['Standard', 'Workplace']);
  });

  it('says what a field lacks once it is left, and everything on submit', async () => {
    const setup = renderPage();
    const dialog = await openForm(setup);
    const form = within(dialog);
    await setup.user.click(form.getByRole('textbox', { name: /^First name/ }));
    expect(form.queryByText('First name is required.')).not.toBeInTheDocument();
    await setup.user.tab();
    expect(form.getByText('First name is required.')).toBeInTheDocument();
    expect(form.queryByText('Last name is required.')).not.toBeInTheDocument();
    await setup.user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'ada@example');
    await setup.user.tab();
    expect(form.getByText('Email must be a valid email')).toBeInTheDocument();

    await setup.user.click(form.getByRole('button', { name: 'Add contact' }));
    expect(form.getByText('Last name is required.')).toBeInTheDocument();
    expect(form.getAllByText('Required')).toHaveLength(1);
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(setup.api.callsTo('createCompanyContact')).toHaveLength(0);
  });

  it('adds the contact 500 ms after the click with its invitation and questionnaire, then closes and reloads the list', async () => {
    let sentAt = 0;
    const added = () => {
      sentAt = Date.now();
      return { message: 'Contact successfully added.' };
    };
    const setup = renderPage({ createCompanyContact: added });
    const dialog = await openForm(setup);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Questionnaire' })).toHaveDisplayValue('Workplace'));
    await fill(setup, dialog);
    await setup.user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '+33 1 23 45 67 89');
    await setup.user.click(within(dialog).getByRole('checkbox', { name: 'Confidential' }));
    const clickedAt = Date.now();
    await setup.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Contact successfully added.' })));
    // jest's clock: the time the form let pass, not how long this machine took
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
    const [call] = setup.api.callsTo('createCompanyContact');
    expect(call.path).toBe(createCompanyContact.path);
    expect(call.query).toEqual({ send_invitation: '1', questionnaire_id: String(questionnaireTypes[1].pk) });
    expect(call.body).toEqual({
      company_id: ACME.pk,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+33 1 23 45 67 89',
      contact_type: 'C',
      confidential: true,
      lang: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New contact' })).not.toBeInTheDocument());
    await waitFor(() => expect(setup.api.callsTo('listCompanyContacts')).toHaveLength(2));
  });

  it('sends no questionnaire without an invitation', async () => {
    const setup = renderPage({ createCompanyContact: { message: 'ok' } });
    const dialog = await openForm(setup);
    await fill(setup, dialog);
    await setup.user.click(within(dialog).getByRole('checkbox', { name: 'Send invitation' }));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(setup.api.callsTo('createCompanyContact')).toHaveLength(1));
    expect(setup.api.callsTo('createCompanyContact')[0].query).toEqual({ send_invitation: '0' });
  });

  it("keeps what was typed and says the server's message on failure, else Failed to add contact", async () => {
    let answer = json({ status: 0, message: 'A contact with this e-mail address already exists.', code: 'company.duplicate_email' }, 400);
    const setup = renderPage({ createCompanyContact: () => answer });
    const dialog = await openForm(setup);
    await fill(setup, dialog);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'A contact with this e-mail address already exists.' })),
    );
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ada@example.com');

    answer = json({}, 500);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add contact' })).toBeEnabled());
    await setup.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to add contact' })));
    expect(screen.getByRole('dialog', { name: 'New contact' })).toBeInTheDocument();
  });

  it('cannot be sent with an invitation before the questionnaires are known', async () => {
    const types = deferred();
    const setup = renderPage({ getQuestionnaireTypes: types.answer });
    const dialog = await openForm(setup);
    await fill(setup, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Add contact' });
    expect(submit).toBeDisabled();
    await setup.user.click(within(dialog).getByRole('checkbox', { name: 'Send invitation' }));
    expect(submit).toBeEnabled();
    await setup.user.click(within(dialog).getByRole('checkbox', { name: 'Send invitation' }));
    expect(submit).toBeDisabled();
    types.release(json(questionnaireTypes));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('offers only the types it is given: one type is already chosen', async () => {
    mockApi({ getQuestionnaireTypes: questionnaireTypes });
    const { user } = renderWithProviders(<NewContactDialog allowedTypes={['E']} />, { preloadedState: companyAdmin(), userOptions: onJestClock });
    await user.click(screen.getByRole('button', { name: 'New contact' }));
    const type = within(await screen.findByRole('dialog', { name: 'New contact' })).getByRole('combobox', { name: /^Contact type/ });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Employee']);
    expect(type).toHaveValue('E');
  });
});
