import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCode } from '../auth/secrets';
import {
  authTokens,
  companyContacts,
  companyUsers,
  individualResults,
  mailOutbox,
  matchingContacts,
  passwordResetTokens,
  responseProgress,
  socialAccounts,
  users,
} from '../db/schema';
import type { Executor } from '../db/types';
import { expose } from '../plugins/expose';
import { contactsNaming } from './company-contacts-repository';
import type { ReadCaches } from './read-caches';

/** Name given to the company contact records of a deleted account. */
export const DELETED_NAME = 'Deleted';
/** `.invalid` (RFC 2606) never routes: an anonymised contact can never be mailed. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * An account's deletion, across the domains that hold something of it; every write takes the
 * deletion's transaction (the user's row locked first: users.lockUser).
 */
export function createAccountDeletionRepository(caches?: Pick<ReadCaches, 'forgetUser'>) {
  return {
    /** A deleted account's contact records stay for their companies, without a name, an address or a link. */
    async anonymiseContactsOf(tx: Executor, user: { id: number; email: string; emailVerified: boolean }): Promise<void> {
      const naming = contactsNaming(user.id, user.email, user.emailVerified);
      const records = await tx.select({ id: companyContacts.id }).from(companyContacts).where(naming);
      for (const record of records) {
        await tx
          .update(companyContacts)
          .set({
            firstName: DELETED_NAME,
            lastName: DELETED_NAME,
            email: `deleted-${record.id}-${newCode().toLowerCase().replace(/[^a-z0-9]/g, '')}@${DELETED_EMAIL_DOMAIN}`,
            phone: null,
            userId: null,
          })
          .where(eq(companyContacts.id, record.id));
      }
    },

    /** Ends every membership of the user. */
    async leaveAllCompanies(tx: Executor, userId: number): Promise<void> {
      await tx.delete(companyUsers).where(eq(companyUsers.userId, userId));
    },

    /**
     * Deletes the user and what is theirs alone: answers, results, progress, sessions, reset
     * tokens, social accounts, matching links, unsent and sent mails to the address.
     */
    async deleteUser(tx: Executor, user: { id: number; email: string }): Promise<void> {
      const userId = user.id;
      caches?.forgetUser(userId);
      await tx.delete(responseProgress).where(eq(responseProgress.userId, userId));
      await tx.delete(individualResults).where(eq(individualResults.userId, userId));
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
      await tx.delete(matchingContacts).where(or(eq(matchingContacts.userId, userId), eq(matchingContacts.contactUserId, userId)));
      // the outbox keeps mail bodies (reset links, names): none stays for a deleted address
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`);
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletionRepository: AccountDeletionRepository;
  }
}

export const accountDeletionRepositoryPlugin = expose('account-deletion-repository', async (app: FastifyInstance) => {
  app.decorate('accountDeletionRepository', createAccountDeletionRepository(app.readCaches));
});
