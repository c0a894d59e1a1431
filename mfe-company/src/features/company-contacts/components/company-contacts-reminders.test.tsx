import { screen, within } from '@testing-library/react';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { companyAdmin, contact } from '../testing/contact-fixtures';
import { questionnaireTypes, renderContactsPage } from '../testing/render-contacts-page';
import { CompanyContactsPage, type ImportDialogProps, type QuotationDialogProps } from './company-contacts-page';

const grace = contact('Grace', 'Hopper', { id: 1, status: 'invitation_sent', reminders_sent: 2, last_reminded_at: '2026-11-12T10:00:00Z' });
const edsger = contact('Edsger', 'Dijkstra', { id: 2, status: 'in_progress', reminders_sent: 1, last_reminded_at: '2026-11-05T10:00:00Z', reminders_opted_out: true });
const ada = contact('Ada', 'Lovelace', { id: 3, status: 'completed', reminders_sent: 1, last_reminded_at: '2026-11-01T10:00:00Z' });
const alan = contact('Alan', 'Turing', { id: 4, status: 'invitation_sent' });

const statusCell = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell')[2];

describe("a contact's reminders on /company-contacts", () => {
  it('says in words when the last reminder went and how many of three, or that the contact stopped them', async () => {
    renderContactsPage([grace, edsger, ada, alan]);
    await screen.findByRole('table');
    expect(statusCell('Grace Hopper')).toHaveTextContent(/^Invitation sentReminded 11\/12\/2026 \(2 of 3\)$/);
    expect(statusCell('Edsger Dijkstra')).toHaveTextContent(/^Questionnaire in progressReminders stopped by the contact$/);
    // nothing before the first reminder, nor once finished
    expect(statusCell('Alan Turing')).toHaveTextContent(/^Invitation sent$/);
    expect(statusCell('Ada Lovelace')).toHaveTextContent(/^Questionnaire completed$/);
  });

  it('in French, the day first', async () => {
    renderContactsPage([grace, edsger], {}, undefined, undefined, 'fr');
    await screen.findByRole('table');
    expect(statusCell('Grace Hopper')).toHaveTextContent('Relancé le 12/11/2026 (2 sur 3)');
    expect(statusCell('Edsger Dijkstra')).toHaveTextContent('Relances arrêtées par le contact');
  });

  it('opens the reminders the app composes from a Reminders button, the focus back on it once closed', async () => {
    mockApi({ listCompanyContacts: [grace], getQuestionnaireTypes: questionnaireTypes });
    const Quotation = (props: QuotationDialogProps) => <div>{props.person.first_name}</div>;
    const Reminders = ({ onClose, finalFocusEl }: ImportDialogProps) => (
      <div role="dialog" aria-label="Reminders stand-in">
        <button
          type="button"
          onClick={() => {
            onClose();
            finalFocusEl()?.focus();
          }}
        >
          Done
        </button>
      </div>
    );
    const { user } = renderWithProviders(<CompanyContactsPage QuotationDialog={Quotation} RemindersDialog={Reminders} />, {
      route: '/company-contacts',
      preloadedState: companyAdmin(),
    });
    const button = await screen.findByRole('button', { name: 'Reminders' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: 'Reminders stand-in' })).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Reminders stand-in' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers no Reminders button when the app composes none', async () => {
    renderContactsPage([grace]);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Reminders' })).not.toBeInTheDocument();
  });
});
