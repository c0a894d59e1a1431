import type { IsoDateTime } from './common';
import type { StakesBalance } from './result';

/** C Candidate, E Employee, M Manager. */
export const CONTACT_TYPES = ['C', 'E', 'M'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * Derived on the server (spec section 4): completed = user and a report; in_progress = user
 * without report; invitation_sent = no user but invited; not_invited otherwise.
 */
export const CONTACT_STATUSES = ['completed', 'in_progress', 'invitation_sent', 'not_invited'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Report links of a finished contact. */
export interface CompleteProfile {
  en: string | null;
  fr: string | null;
}

export interface ContactResultSummary extends StakesBalance {
  date: IsoDateTime;
}

/** A company contact (candidate, employee or manager). */
export interface Contact {
  id: number;
  pk: number;
  user_id: number | null;
  company_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  contact_type: ContactType;
  status: ContactStatus;
  /** invitation code carried by the invitation link */
  contact_referral: string;
  invitation_sent: boolean;
  confidential: boolean;
  complete_profile: CompleteProfile | null;
  result: ContactResultSummary | null;
  /** reminders mailed since the contact was invited (at most 3) */
  reminders_sent: number;
  /** the last reminder's date-time, null before the first */
  last_reminded_at: IsoDateTime | null;
  /** the contact stopped the reminders with a reminder's link */
  reminders_opted_out: boolean;
}
