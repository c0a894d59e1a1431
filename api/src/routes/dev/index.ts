import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailbox } from '@rapport/contracts/api/common';
import { errorResponses } from '../responses';

const MAILBOX_SIZE = 100;

/**
 * Development only: the mails the API queued, newest first, so sign-up, reset and invitation
 * flows work end to end without an SMTP server. app.ts does not register it in production.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: devMailbox.method,
    url: devMailbox.path,
    config: { public: devMailbox.public },
    schema: {
      summary: devMailbox.summary,
      tags: ['development'],
      response: { 200: devMailbox.response, ...errorResponses },
    },
    handler: async () => {
      const mails = await app.mailRepository.listRecent(MAILBOX_SIZE);
      return mails.map((mail) => ({ ...mail, created: mail.created.toISOString() }));
    },
  });
};
