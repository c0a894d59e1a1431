import type { CompanyContact } from '@rapport/wire/api/company';
import type { RowLabels } from './row-labels';

/**
 * What a row says of the contact's reminders, in words (never by colour alone): stopped by the
 * contact, else the last one's date and how many of the most a contact gets; nothing before the
 * first, nor once the contact has finished.
 */
export function reminderNote(
  contact: Pick<CompanyContact, 'status' | 'reminders_sent' | 'last_reminded_at' | 'reminders_opted_out'>,
  labels: Pick<RowLabels, 'reminded' | 'remindersStopped'>,
): string | null {
  if (contact.status === 'completed') return null;
  if (contact.reminders_opted_out) return labels.remindersStopped;
  return contact.reminders_sent > 0 && contact.last_reminded_at ? labels.reminded(contact.last_reminded_at, contact.reminders_sent) : null;
}
