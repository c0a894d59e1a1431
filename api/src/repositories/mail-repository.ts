import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/types';
import { enqueueMail, listRecentMails, type MailboxEntry, type OutgoingMail } from '../mail/outbox';
import { expose } from '../plugins/expose';

export function createMailRepository(db: Database) {
  return {
    /** pass the transaction of the action that causes the mail */
    enqueue: (tx: Executor, mail: OutgoingMail): Promise<number> => enqueueMail(tx, mail),
    listRecent: (limit: number): Promise<MailboxEntry[]> => listRecentMails(db, limit),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mailRepository: MailRepository;
  }
}

export const mailRepositoryPlugin = expose('mail-repository', async (app: FastifyInstance) => {
  app.decorate('mailRepository', createMailRepository(app.database.db));
});
