import type { CompanyContact } from '@rapport/wire/api/company';
import type { ContactStatus } from '@rapport/wire/entities/contact';

/**
 * What the status button of a row does when clicked: open the report menu, mail the contact's
 * invitation link by its referral (invite_contact), or mail it again by e-mail (re-invite); a
 * mail goes only once the admin has confirmed it (the page asks).
 */
export type StatusAction = 'report-menu' | 'invite' | 're-invite';

export interface StatusButton {
  status: ContactStatus;
  /** i18n key of the label (namespace `company`) */
  label: string;
  /** i18n key of what a click does */
  hint: string;
  action: StatusAction;
  disabled: boolean;
}

const BUTTONS: Record<ContactStatus, Omit<StatusButton, 'disabled' | 'status'>> = {
  completed: { label: 'contacts.status.completed', hint: 'contacts.status.hint.download', action: 'report-menu' },
  in_progress: { label: 'contacts.status.inProgress', hint: 'contacts.status.hint.resend', action: 'invite' },
  invitation_sent: { label: 'contacts.status.invitationSent', hint: 'contacts.status.hint.resend', action: 're-invite' },
  not_invited: { label: 'contacts.status.notInvited', hint: 'contacts.status.hint.invite', action: 'invite' },
};

/**
 * Spec section 4, from the server's derived `status`: a finished contact's button opens the
 * profile-report menu (disabled when confidential: their profile is never downloadable); the
 * others send the invitation, for the first time or again.
 */
export function statusButton(contact: Pick<CompanyContact, 'status' | 'confidential'>): StatusButton {
  const button = BUTTONS[contact.status];
  const disabled = contact.status === 'completed' && contact.confidential;
  return { ...button, status: contact.status, disabled, hint: disabled ? 'contacts.status.hint.confidential' : button.hint };
}
