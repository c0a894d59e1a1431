import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailbox } from '@rapport/contracts/api/common';
import { contractRoute } from '../contract-route';

const MAILBOX_SIZE = 100;

/**
 * Development only: the mails the API queued, newest first, so sign-up, reset and invitation
 * flows work end to end without an SMTP server. app.ts does not register it in production.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, devMailbox, {
    tags: ['development'],
    handler: async () => {
      const mails = await app.mailRepository.listRecent(MAILBOX_SIZE);
      return mails.map((mail) => ({ ...mail, created: mail.created.toISOString() }));
    },
  });
};
