import { SUBMIT_DELAY_MS } from '@rapport/wire/api/submit-delay';
import { screen, waitFor, within } from '@testing-library/react';
import { addTranslations } from '@rapport/platform';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { ACME, companyAdmin } from '../../../testing/company-admin';
import { RemindersDialog } from './reminders-dialog';

addTranslations('company', { en, fr });

function renderDialog(routes: MockRoutes = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({ getCompanyReminders: { reminder_days: 7, max_reminders: 3 }, ...routes });
  const onClose = jest.fn();
  const view = renderWithProviders(<RemindersDialog onClose={onClose} finalFocusEl={() => null} />, {
    preloadedState: companyAdmin(),
    userOptions: onJestClock,
    lang,
  });
  return { api, onClose, ...view };
}

const daysField = () => screen.getByRole('spinbutton', { name: /^Remind after \(days\)/ });

describe('the Reminders dialog', () => {
  const toasts = toastsOfEachTest();
  jestClockInEachTest();

  it("shows the company's delay and says what it means: after the invitation, then as many days apart, three at most", async () => {
    const { api } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    await waitFor(() => expect(daysField()).toHaveValue(7));
    expect(api.callsTo('getCompanyReminders')[0].query).toEqual({ company_id: String(ACME.pk) });
    expect(dialog).toHaveTextContent('A contact who has not finished is reminded 7 days after the invitation, then every 7 days: three reminders at most.');
    expect(dialog).toHaveTextContent('Nobody who has finished, or who stopped the reminders with the link each one carries, gets one.');
  });

  it('saves another delay 500 ms after the click, says so and closes', async () => {
    let sentAt = 0;
    const { api, onClose, user } = renderDialog({
      updateCompanyReminders: () => {
        sentAt = Date.now();
        return { reminder_days: 1, max_reminders: 3 };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    await waitFor(() => expect(daysField()).toHaveValue(7));
    await user.clear(daysField());
    await user.type(daysField(), '1');
    expect(dialog).toHaveTextContent('reminded 1 day after the invitation, then every day');
    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Reminders saved' })));
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
    const [call] = api.callsTo('updateCompanyReminders');
    expect(call.query).toEqual({ company_id: String(ACME.pk) });
    expect(call.body).toEqual({ reminder_days: 1 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a delay out of 1 to 90 days as the server would, sends nothing and keeps what was typed', async () => {
    const { api, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    await waitFor(() => expect(daysField()).toHaveValue(7));
    await user.clear(daysField());
    await user.type(daysField(), '91');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose a whole number of days from 1 to 90.')).toBeInTheDocument();
    expect(daysField()).toHaveValue(91);
    expect(daysField()).toHaveFocus();
    expect(daysField()).toHaveAttribute('aria-invalid', 'true');
    // the sentence keeps speaking of the delay saved
    expect(dialog).toHaveTextContent('reminded 7 days after the invitation');
    expect(api.callsTo('updateCompanyReminders')).toHaveLength(0);
  });

  it("says the server's refusal in the dialog, which stays open with the value typed", async () => {
    const { user, onClose } = renderDialog({
      updateCompanyReminders: json({ status: 0, message: 'reminder_days: Choose a whole number of days from 1 to 90.', code: 'reminders.days_range' }, 400),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    await waitFor(() => expect(daysField()).toHaveValue(7));
    await user.clear(daysField());
    await user.type(daysField(), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(daysField()).toHaveValue(30);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks French', async () => {
    renderDialog({}, 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Relances' });
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /^Relancer après \(jours\)/ })).toHaveValue(7));
    expect(dialog).toHaveTextContent('Un contact qui n’a pas terminé est relancé 7 jours après l’invitation, puis tous les 7 jours : trois relances au plus.');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});
