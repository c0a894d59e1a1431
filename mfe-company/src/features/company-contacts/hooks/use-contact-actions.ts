import { serverMessage, selectActiveCompany, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteCompanyContactMutation,
  useInviteContactMutation,
  useReInviteContactMutation,
  useUpdateCompanyContactMutation,
  type CompanyContact,
} from '../../../lib/api/company-contacts-api';
import type { StatusAction } from '../utils/contact-status';

type Lang = 'en' | 'fr';

/**
 * What a row can do to its contact, each with the toasts of spec section 8: the server's
 * message on failure, else ours. The lists reload through the Contact tag.
 */
export function useContactActions() {
  const { t, i18n } = useTranslation('company');
  const lang: Lang = i18n.language === 'fr' ? 'fr' : 'en';
  const company = useAppSelector(selectActiveCompany);
  const [invite] = useInviteContactMutation();
  const [reInvite] = useReInviteContactMutation();
  const [update] = useUpdateCompanyContactMutation();
  const [remove] = useDeleteCompanyContactMutation();
  /** the contact whose invitation is on its way: its button shows it */
  const [inviting, setInviting] = useState<number | null>(null);

  const run = async (call: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await call();
      notify('success', t(success));
    } catch (error) {
      notify('error', serverMessage(error, t(failure)));
    }
  };

  const sendInvitation = async (contact: CompanyContact, action: Exclude<StatusAction, 'report-menu'>) => {
    setInviting(contact.id);
    const call =
      action === 're-invite' && company
        ? () => reInvite({ user_email: contact.email, company_id: company.pk, lang }).unwrap()
        : () => invite({ contact_referral: contact.contact_referral, lang }).unwrap();
    await run(call, 'contacts.toasts.invitationSent', 'contacts.toasts.invitationFailed');
    setInviting(null);
  };

  const makeEmployee = (contact: CompanyContact) =>
    run(() => update({ id: contact.id, contact_type: 'E' }).unwrap(), 'contacts.toasts.statusModified', 'contacts.toasts.statusFailed');

  const deleteContact = (contact: CompanyContact) =>
    run(() => remove({ id: contact.id }).unwrap(), 'contacts.toasts.deleted', 'contacts.toasts.deleteFailed');

  return { inviting, sendInvitation, makeEmployee, deleteContact };
}
