import { errorText } from '@rapport/contracts/api/error-codes';
import type { ContactMessage } from '@rapport/contracts/entities/message';
import { invitationMail } from '../../mail/templates';
import type { MailLang } from '../../auth/language';
import type { Database } from '../../db/types';
import { HttpError } from '../../http-errors';
import type { ContactRepository } from '../../repositories/contact-repository';
import type { MailRepository } from '../../repositories/mail-repository';

export const INVITE_LINK_REFUSED = errorText('contact.invite_link_refused');

export interface ContactFormDeps {
  db: Database;
  messages: ContactRepository;
  mail: MailRepository;
}

/** A link to the site itself (same origin as SITE_ORIGIN), never any other host. */
export function isSiteLink(link: string, siteOrigin: string): boolean {
  try {
    const url = new URL(link);
    return url.origin === siteOrigin && !url.username && !url.password;
  } catch {
    return false;
  }
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

/** A user invites someone to the site: our name on a mail to anyone, so only with a link to our own site. */
export async function sendInvitation(
  deps: Pick<ContactFormDeps, 'db' | 'mail'>,
  sender: { email: string; firstName: string; lastName: string },
  invitation: { recepter: string; name: string; link: string; language: MailLang },
  siteOrigin: string,
): Promise<void> {
  if (!isSiteLink(invitation.link, siteOrigin)) throw new HttpError(400, INVITE_LINK_REFUSED);
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
  const mail = invitationMail(invitation.language, { recipientName: invitation.name, senderName, link: invitation.link });
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
