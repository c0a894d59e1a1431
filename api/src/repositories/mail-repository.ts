import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/types';
import { enqueueMail, listRecentMails, type MailboxEntry, type OutgoingMail } from '../mail/outbox';
import type { MailSecrets, SecretBox } from '../mail/secret-box';
import { expose } from '../plugins/expose';

export function createMailRepository(db: Database, box: SecretBox) {
  return {
    /**
     * Queues a mail; pass the transaction of the action that causes it. A mail carrying a
     * secret link writes `{{link}}` in its text and HTML and passes `{ link }` as `secrets`:
     * stored encrypted, put in at send time, erased once sent.
     */
    enqueue: (tx: Executor, mail: OutgoingMail, secrets?: MailSecrets): Promise<number> =>
      enqueueMail(tx, mail, secrets && { secrets, box }),
    /** the development mailbox's list, secrets put back in */
    listRecent: (limit: number): Promise<MailboxEntry[]> => listRecentMails(db, limit, box),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mailRepository: MailRepository;
  }
}

export const mailRepositoryPlugin = expose('mail-repository', async (app: FastifyInstance) => {
  app.decorate('mailRepository', createMailRepository(app.database.db, app.mailSecrets));
});
