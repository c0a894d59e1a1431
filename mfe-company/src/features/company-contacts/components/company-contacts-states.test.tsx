import { screen, within } from '@testing-library/react';
import { json } from '@rapport/platform/testing/mock-api';
import { companyContactsApi } from '../../../lib/api/company-contacts-api';
import { contact } from '../testing/contact-fixtures';
import { renderContactsPage } from '../testing/render-contacts-page';

const ada = contact('Ada', 'Lovelace', { id: 1, status: 'completed', contact_type: 'C' });
const alan = contact('Alan', 'Turing', { id: 2, status: 'not_invited', contact_type: 'E' });
const failure = () => json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500);
const EMPTY = 'No contacts available for applied filter';

describe('/company-contacts when the list cannot be loaded', () => {
  it('says it failed, shows no empty table, and Try again brings the contacts', async () => {
    let answer = failure();
    const { user } = renderContactsPage([], { listCompanyContacts: () => answer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contacts could not be loaded.');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer = json([ada, alan]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is no contact, without an alert, only when the list loaded empty', async () => {
    renderContactsPage([]);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the contacts shown when a reload fails, with a notice that they could not be refreshed', async () => {
    let answer = json([ada, alan]);
    const { store, user } = renderContactsPage([], { listCompanyContacts: () => answer });
    await screen.findByRole('rowheader', { name: 'Ada Lovelace' });

    // a change (an invitation, a deletion) reloads the list, and that reload fails
    answer = failure();
    store.dispatch(companyContactsApi.util.invalidateTags([{ type: 'Contact', id: 'LIST' }]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contacts could not be refreshed: this is the list as it was last loaded.');
    expect(screen.getByRole('rowheader', { name: 'Alan Turing' })).toBeInTheDocument();

    answer = json([ada]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('1 contact shown');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
