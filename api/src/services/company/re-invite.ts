import { INVITATION_SENT } from '@rapport/contracts/api/account';
import { mailLang, type MailLang } from '../../auth/language';
import type { Database } from '../../db/types';
import { notFound } from '../../http-errors';
import { companyInvitationMail } from '../../mail/templates';
import type { CompaniesRepository } from '../../repositories/companies-and-contacts-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import { UNKNOWN_CONTACT } from '../accounts/links';

export interface ReInviteDeps {
  db: Database;
  companies: CompaniesRepository;
  mail: MailRepository;
  siteOrigin: string;
}

/** The invitation link of a company contact: the site with the contact's referral. */
export const contactInvitationLink = (siteOrigin: string, contactReferral: string): string =>
  `${siteOrigin}/?contact=${encodeURIComponent(contactReferral)}`;

/**
 * Mails a company contact their invitation again, in their own language when they have an
 * account, else in `senderLanguage`. The caller has checked that the company is the user's.
 */
export async function reInviteContact(
  deps: ReInviteDeps,
  companyId: number,
  email: string,
  senderLanguage: MailLang,
): Promise<{ message: string }> {
  const { companies } = deps;
  const contact = await companies.contactByCompanyAndEmail(companyId, email);
  if (!contact) throw notFound(UNKNOWN_CONTACT);
  const companyName = (await companies.companyById(companyId))?.name ?? '';
  const language = mailLang((await companies.contactUserLanguage(contact)) ?? senderLanguage);
  const mail = companyInvitationMail(language, {
    firstName: contact.firstName,
    companyName,
    link: contactInvitationLink(deps.siteOrigin, contact.contactReferral),
  });
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(tx, { to: contact.email, ...mail });
    await companies.markInvited(tx, contact.id);
  });
  return { message: INVITATION_SENT };
}
