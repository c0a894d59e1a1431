import { formatDate } from '@rapport/platform';
import { REMINDER_LIMITS } from '@rapport/wire/api/contact-reminders';
import type { TFunction } from 'i18next';
import type { QuotationBlock } from '../../../lib/quotation-access';

/** Every text a row shows, translated once per language for the whole table. */
export interface RowLabels {
  status: Record<string, string>;
  hints: Record<string, string>;
  quotation: string;
  blocked: Record<QuotationBlock, string>;
  menuFor: (name: string) => string;
  /** "Reminded 11/12/2026 (2 of 3)" */
  reminded: (iso: string, count: number) => string;
  remindersStopped: string;
}

const STATUS_KEYS = ['completed', 'inProgress', 'invitationSent', 'notInvited'];
const HINT_KEYS = ['download', 'resend', 'invite', 'confidential'];

const byKey = (keys: string[], prefix: string, t: TFunction) => Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, t(`${prefix}.${key}`)]));

export function rowLabels(t: TFunction, lang: 'en' | 'fr'): RowLabels {
  return {
    status: byKey(STATUS_KEYS, 'contacts.status', t),
    hints: byKey(HINT_KEYS, 'contacts.status.hint', t),
    quotation: t('contacts.quotation.open'),
    blocked: {
      noAccess: t('contacts.quotation.blocked.noAccess'),
      confidential: t('contacts.quotation.blocked.confidential'),
      noResult: t('contacts.quotation.blocked.noResult'),
    },
    menuFor: (name) => t('contacts.menu.open', { name }),
    reminded: (iso, count) => t('contacts.reminders.reminded', { date: formatDate(iso, lang), count, max: REMINDER_LIMITS.maxReminders }),
    remindersStopped: t('contacts.reminders.stopped'),
  };
}
