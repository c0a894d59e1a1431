import { memo } from 'react';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { fullName, NAME_LIMIT, type IndexedContact } from '../utils/contact-list';
import { quotationBlock } from '../../../lib/quotation-access';
import { statusButton } from '../utils/contact-status';
import { reminderNote } from '../utils/reminder-note';
import type { RowLabels } from '../utils/row-labels';
import { CutText } from '../../../components/cut-text';

/** What a row's buttons ask the page for; the element is where a menu opens and focus returns. */
export type RowAction = 'status' | 'quotation' | 'menu';
export type OnRowAction = (action: RowAction, contact: CompanyContact, element: HTMLElement) => void;

interface Props {
  entry: IndexedContact;
  labels: RowLabels;
  quotationAccess: boolean;
  /** its invitation is on its way */
  inviting: boolean;
  /** which of the page's shared menus is open on this row */
  openMenu: 'report' | 'actions' | null;
  onAction: OnRowAction;
}

/**
 * One contact: plain elements styled by the table's one stylesheet (a thousand rows stay cheap),
 * re-rendered only when its own contact or state changes.
 */
export const ContactRow = memo(function ContactRow({ entry, labels, quotationAccess, inviting, openMenu, onAction }: Props) {
  const { contact } = entry;
  const name = fullName(contact);
  const status = statusButton(contact);
  const block = quotationBlock(contact, { quotation_access: quotationAccess });
  const opensMenu = status.action === 'report-menu';
  const reminders = reminderNote(contact, labels);
  return (
    <tr data-contact-id={contact.id}>
      <th scope="row">
        <CutText text={name} limit={NAME_LIMIT} />
      </th>
      <td className="email">{contact.email}</td>
      <td>{entry.roleKey}</td>
      <td>
        <button
          type="button"
          className="status"
          data-status={contact.status}
          disabled={status.disabled || inviting}
          aria-busy={inviting || undefined}
          aria-haspopup={opensMenu ? 'menu' : undefined}
          aria-expanded={opensMenu ? openMenu === 'report' : undefined}
          title={labels.hints[status.hint]}
          onClick={(event) => onAction('status', contact, event.currentTarget)}
        >
          {labels.status[status.label]}
        </button>
        {reminders && <span className="reminders">{reminders}</span>}
      </td>
      <td>
        <button
          type="button"
          className="action"
          disabled={block !== null}
          title={block ? labels.blocked[block] : undefined}
          onClick={(event) => onAction('quotation', contact, event.currentTarget)}
        >
          {labels.quotation}
        </button>
      </td>
      <td>
        <button
          type="button"
          className="icon"
          aria-haspopup="menu"
          aria-expanded={openMenu === 'actions'}
          aria-label={labels.menuFor(name)}
          onClick={(event) => onAction('menu', contact, event.currentTarget)}
        >
          <span aria-hidden="true">⋮</span>
        </button>
      </td>
    </tr>
  );
});
