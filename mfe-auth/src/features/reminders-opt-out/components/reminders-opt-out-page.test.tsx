import { screen } from '@testing-library/react';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { RemindersOptOutPage } from './reminders-opt-out-page';

const TOKEN = 'a'.repeat(21) + '_' + 'B'.repeat(21);

describe('/reminders/stop', () => {
  it('stops the reminders on arrival, without signing in, and says so in the language of the reminders', async () => {
    const api = mockApi({ optOutOfReminders: { message: 'You will get no more reminders.', lang: 'fr', company_name: 'Acme' } });
    renderWithProviders(<RemindersOptOutPage />, { route: `/reminders/stop?token=${TOKEN}`, lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Plus de relances' })).toBeInTheDocument();
    expect(screen.getByText('Acme ne vous enverra plus de relances à propos du questionnaire Rapport.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plus de relances' }).closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(api.callsTo('optOutOfReminders')).toHaveLength(1);
    expect(api.callsTo('optOutOfReminders')[0].body).toEqual({ token: TOKEN });
    expect(api.callsTo('optOutOfReminders')[0].authorization).toBeNull();
  });

  it('in English for a contact written to in English', async () => {
    mockApi({ optOutOfReminders: { message: 'You will get no more reminders.', lang: 'en', company_name: 'Acme' } });
    renderWithProviders(<RemindersOptOutPage />, { route: `/reminders/stop?token=${TOKEN}`, lang: 'fr' });
    expect(await screen.findByRole('heading', { name: 'No more reminders' })).toBeInTheDocument();
    expect(screen.getByText('Acme will send you no more reminders about the Rapport questionnaire.')).toBeInTheDocument();
  });

  it('says a link that names nobody stops no reminder, with a way home; a malformed one is not even sent', async () => {
    const api = mockApi({ optOutOfReminders: json({ status: 0, message: 'This link stops no reminder', code: 'reminders.unknown_link' }, 404) });
    renderWithProviders(<RemindersOptOutPage />, { route: `/reminders/stop?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link stops no reminder: it may have been cut short. Copy the whole link from the mail.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(api.callsTo('optOutOfReminders')).toHaveLength(1);
  });

  it('sends nothing for a link without a token that could be one', async () => {
    const api = mockApi({});
    renderWithProviders(<RemindersOptOutPage />, { route: '/reminders/stop?token=cut-short' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link stops no reminder');
    expect(api.calls).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    let answer = json({ status: 0, message: 'Too many opt-out attempts: please try again in 15 minutes', code: 'rate.limited', params: { what: 'opt-out attempts', wait: '15 minutes' } }, 429);
    const api = mockApi({ optOutOfReminders: () => answer });
    const { user } = renderWithProviders(<RemindersOptOutPage />, { route: `/reminders/stop?token=${TOKEN}` });
    await screen.findByRole('alert');
    answer = json({ message: 'You will get no more reminders.', lang: 'en', company_name: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No more reminders' })).toBeInTheDocument();
    expect(api.callsTo('optOutOfReminders')).toHaveLength(2);
  });
});
