import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT, INVITE_SENT, sendContact, sendInvite } from '@rapport/wire/api/contact';
import { requestLanguage } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { tooMany } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit';
import { sendContactMessage, sendInvitation } from '../../services/contact/contact-form';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

export interface ContactRoutesOptions {
  /** where contact messages go (CONTACT_TO) */
  contactTo: string;
}

/** A public form: limited per IP and per sender so it cannot be used to flood the team's mailbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  const deps = serviceDeps(app);

  contractRoute(app, sendContact, {
    tags: ['contact'],
    config: {
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        groupId: 'contact',
        errorResponseBuilder: (_request, context) => tooMany(context, 'messages'),
      },
    },
    preHandler: perAccountLimit(
      app,
      AUTH_LIMITS.contact.account,
      (request) => (request.body as { sender_email?: string } | undefined)?.sender_email,
      'messages',
    ),
    handler: async (request) => {
      await sendContactMessage(deps, request.body, options.contactTo);
      return { message: CONTACT_SENT };
    },
  });

  const senderKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

  contractRoute(app, sendInvite, {
    tags: ['contact'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.invite.ip, 'invite', 'invitations') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.invite.account, senderKey, 'invitations'),
    handler: async (request) => {
      const { recepter, name, referral_link: link, lang } = request.body;
      await sendInvitation(deps, currentUser(request), { recepter, name, link, language: requestLanguage(request, lang) }, app.config.siteOrigin);
      return { message: INVITE_SENT };
    },
  });
};
