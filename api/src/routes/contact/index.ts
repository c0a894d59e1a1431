import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT, sendContact } from '@rapport/contracts/api/contact';
import type { ContactMessage } from '@rapport/contracts/entities/message';
import { HttpError } from '../../http-errors';
import { errorResponses } from '../responses';

export interface ContactRoutesOptions {
  /** where contact messages go (CONTACT_TO) */
  contactTo: string;
}

/** A public form: limited per IP so it cannot be used to flood the team's mailbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.route({
    method: sendContact.method,
    url: sendContact.path,
    config: {
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        groupId: 'contact',
        errorResponseBuilder: (_request, context) =>
          new HttpError(context.statusCode, `Too many messages: please try again in ${context.after}`),
      },
    },
    schema: {
      summary: sendContact.summary,
      tags: ['contact'],
      body: sendContact.body,
      response: { 200: sendContact.response, ...errorResponses },
    },
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
