import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT, INVITE_SENT, sendContact, sendInvite } from '@rapport/contracts/api/contact';
import type { ContactMessage } from '@rapport/contracts/entities/message';
import { requestLanguage } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { HttpError } from '../../http-errors';
import { invitationMail } from '../../mail/templates';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit';
import { contractRoute } from '../contract-route';

export interface ContactRoutesOptions {
  /** where contact messages go (CONTACT_TO) */
  contactTo: string;
}

/** A public form: limited per IP and per sender so it cannot be used to flood the team's mailbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const INVITE_LINK_REFUSED = 'referral_link: must be a link to this site';

/** A link to the site itself (same origin as SITE_ORIGIN), never any other host. */
export function isSiteLink(link: string, siteOrigin: string): boolean {
  try {
    const url = new URL(link);
    return url.origin === siteOrigin && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  contractRoute(app, sendContact, {
    tags: ['contact'],
    config: {
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        groupId: 'contact',
        errorResponseBuilder: (_request, context) =>
          new HttpError(context.statusCode, `Too many messages: please try again in ${context.after}`),
      },
    },
    preHandler: perAccountLimit(
      app,
      AUTH_LIMITS.contact.account,
      (request) => (request.body as { sender_email?: string } | undefined)?.sender_email,
      'messages',
    ),
    handler: async (request) => {
      const message = request.body;
      // the message and its mail commit together: no mail without a stored message, and no
      // stored message whose mail was lost
      await app.database.db.transaction(async (tx) => {
        await app.contactRepository.saveMessage(tx, message);
        await app.mailRepository.enqueue(tx, {
          to: options.contactTo,
          replyTo: message.sender_email,
          subject: `[Rapport contact] ${message.subject}`,
          text: contactMailText(message),
        });
      });
      return { message: CONTACT_SENT };
    },
  });

  const senderKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

  contractRoute(app, sendInvite, {
    tags: ['contact'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.invite.ip, 'invite', 'invitations') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.invite.account, senderKey, 'invitations'),
    handler: async (request) => {
      const user = currentUser(request);
      const { recepter, name, referral_link: link, lang } = request.body;
      // our name on a mail to anyone: only ever with a link to our own site
      if (!isSiteLink(link, app.config.siteOrigin)) throw new HttpError(400, INVITE_LINK_REFUSED);
      const senderName = `${user.firstName} ${user.lastName}`.trim() || user.email;
      const mail = invitationMail(requestLanguage(request, lang), { recipientName: name, senderName, link });
      await app.mailRepository.enqueue(app.database.db, { to: recepter, replyTo: user.email, ...mail });
      return { message: INVITE_SENT };
    },
  });
};

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
