import type { FastifyInstance } from 'fastify';
import { matchingContacts } from '../db/schema';
import type { Executor } from '../db/types';
import { expose } from '../plugins/expose';
import type { ReadCaches } from './read-caches';

/**
 * Matching contacts (matching_contacts): the people a user is matched with, always both ways.
 * The results repository reads them with their results (matchingPeople).
 */
export function createMatchingContactsRepository(caches?: Pick<ReadCaches, 'forgetUser'>) {
  return {
    /** Both users see each other as matching contacts; adding twice changes nothing. */
    async addMatchingPair(tx: Executor, a: number, b: number): Promise<void> {
      // both matching lists change
      caches?.forgetUser(a);
      caches?.forgetUser(b);
      await tx
        .insert(matchingContacts)
        .values([
          { userId: a, contactUserId: b },
          { userId: b, contactUserId: a },
        ])
        .onConflictDoNothing();
    },
  };
}

export type MatchingContactsRepository = ReturnType<typeof createMatchingContactsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    matchingContactsRepository: MatchingContactsRepository;
  }
}

export const matchingContactsRepositoryPlugin = expose('matching-contacts-repository', async (app: FastifyInstance) => {
  app.decorate('matchingContactsRepository', createMatchingContactsRepository(app.readCaches));
});
