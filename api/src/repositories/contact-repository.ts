import type { FastifyInstance } from 'fastify';
import type { ContactMessage } from '@rapport/wire/entities/message';
import { contactMessages } from '../db/schema';
import type { Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** Messages of the public contact form. */
export function createContactRepository() {
  return {
    async saveMessage(tx: Executor, message: ContactMessage): Promise<number> {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          senderEmail: message.sender_email,
          senderName: message.sender_name,
          subject: message.subject,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      return row.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

export const contactRepositoryPlugin = expose('contact-repository', async (app: FastifyInstance) => {
  app.decorate('contactRepository', createContactRepository());
});
