import { errorText } from '@rapport/wire/api/error-codes';
import type { ContactMessage } from '@rapport/wire/entities/message';
import { invitationMail } from '../../mail/templates';
import type { MailLang } from '../../auth/language';
import type { Database } from '../../db/types';
import { HttpError, httpError } from '../../http-errors';
import type { ContactRepository } from '../../repositories/contact-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import type { UsersRepository } from '../../repositories/users-repository';

export const INVITE_LINK_REFUSED = errorText('contact.invite_link_refused');

export interface ContactFormDeps {
  db: Database;
  messages: ContactRepository;
  mail: MailRepository;
  users: Pick<UsersRepository, 'findById'>;
}

/** The invitation link of a user: the site's root with their referral code, nothing else. */
export const referralLink = (siteOrigin: string, referral: string): string => `${siteOrigin}/?ref=${encodeURIComponent(referral)}`;

/**
 * Whether `link` is the sender's own referral link: the site's root (SITE_ORIGIN, no user
 * info, no fragment) whose one parameter is `ref`, equal to the sender's referral code. No
 * other parameter passes: a one-click link's token, email and referral, a login, code, mission
 * or contact, not another user's referral, another path or another host.
 */
export function isOwnReferralLink(link: string, siteOrigin: string, referral: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const params = [...url.searchParams];
  return (
    url.origin === siteOrigin &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.hash &&
    params.length === 1 &&
    params[0][0] === 'ref' &&
    params[0][1] === referral
  );
}

/**
 * Stores a contact-form message and queues its mail to the team together: no mail without a
 * stored message, and no stored message whose mail was lost.
 */
export async function sendContactMessage(deps: ContactFormDeps, message: ContactMessage, contactTo: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deps.messages.saveMessage(tx, message);
    await deps.mail.enqueue(tx, {
      to: contactTo,
      replyTo: message.sender_email,
      subject: `[Rapport contact] ${message.subject}`,
      text: contactMailText(message),
    });
  });
}

/**
 * A user invites someone to the site: our name on a mail to anyone. The mail's link is built
 * here from the sender's own referral code; the link the client sends is only checked to be
 * that one (login CSRF: a link carrying the sender's session would sign the invitee in as them).
 * The sender's name goes into the mail's subject and text, so only an account whose address is
 * proven sends any: one opened in a stranger's name, or with a message for a name, does not
 * get our name on its mails (403 `contact.invite_email_unverified`).
 */
export async function sendInvitation(
  deps: Pick<ContactFormDeps, 'db' | 'mail' | 'users'>,
  sender: { id: number; email: string; firstName: string; lastName: string; referral: string },
  invitation: { recepter: string; name: string; link: string; language: MailLang },
  siteOrigin: string,
): Promise<void> {
  if (!isOwnReferralLink(invitation.link, siteOrigin, sender.referral)) throw new HttpError(400, INVITE_LINK_REFUSED);
  if (!(await deps.users.findById(sender.id))?.emailVerifiedAt) throw httpError(403, 'contact.invite_email_unverified');
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
  const link = referralLink(siteOrigin, sender.referral);
  const mail = invitationMail(invitation.language, { recipientName: invitation.name, senderName, link });
  await deps.mail.enqueue(deps.db, { to: invitation.recepter, replyTo: sender.email, ...mail });
}

function contactMailText(message: ContactMessage): string {
  return [
    `From: ${message.sender_name} <${message.sender_email}>`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    '-- Sent with the contact form of Rapport. Reply to answer the sender.',
  ].join('\n');
}
