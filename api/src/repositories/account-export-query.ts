import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  authTokens,
  companies,
  companyContacts,
  companyUsers,
  contactMessages,
  individualResults,
  matchingContacts,
  passwordResetTokens,
  questionnaireTypes,
  responseProgress,
  socialAccounts,
  users,
} from '../db/schema';
import type { Database } from '../db/types';
import { expose } from '../plugins/expose';
import { contactsNaming } from './company-contacts-repository';

/** The rows held about one user across the domains, each list oldest first. */
export interface AccountExportRows {
  user: typeof users.$inferSelect;
  memberships: { id: number; name: string; since: Date }[];
  socialAccounts: { provider: string; subject: string; createdAt: Date }[];
  sessions: { createdAt: Date; expiresAt: Date; revokedAt: Date | null }[];
  passwordResets: { createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
  results: { result: typeof individualResults.$inferSelect; questionnaireType: string }[];
  progress: { progress: typeof responseProgress.$inferSelect; questionnaireType: string }[];
  /** the other users the user is matched with */
  matchingContacts: { firstName: string; lastName: string; email: string; since: Date }[];
  /** the companies' contact records about the user (contactsNaming) */
  contactRecords: { contact: typeof companyContacts.$inferSelect; company: string }[];
  /** the contact form messages sent from the user's address */
  contactMessages: { subject: string; message: string; createdAt: Date }[];
}

/**
 * The data export's reads (read-only): everything held about a user, from six domains. The
 * rows carry hashes and ids the export must not show; the accounts service picks what it shows.
 */
export function createAccountExportQuery(db: Database) {
  return {
    async exportRows(userId: number): Promise<AccountExportRows | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;

      const memberships = await db
        .select({ id: companies.id, name: companies.name, since: companyUsers.createdAt })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt));
      const social = await db
        .select({ provider: socialAccounts.provider, subject: socialAccounts.subject, createdAt: socialAccounts.createdAt })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.createdAt));
      const sessions = await db
        .select({ createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
        .from(authTokens)
        .where(eq(authTokens.userId, userId))
        .orderBy(asc(authTokens.createdAt));
      const resets = await db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(asc(passwordResetTokens.createdAt));
      const results = await db
        .select({ result: individualResults, questionnaireType: questionnaireTypes.questionnaireType })
        .from(individualResults)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
        .where(eq(individualResults.userId, userId))
        .orderBy(asc(individualResults.finishedAt));
      const progress = await db
        .select({ progress: responseProgress, questionnaireType: questionnaireTypes.questionnaireType })
        .from(responseProgress)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, responseProgress.questionnaireTypeId))
        .where(eq(responseProgress.userId, userId));
      const contacts = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          since: matchingContacts.createdAt,
        })
        .from(matchingContacts)
        .innerJoin(users, eq(users.id, matchingContacts.contactUserId))
        .where(eq(matchingContacts.userId, userId))
        .orderBy(asc(matchingContacts.createdAt));
      const records = await db
        .select({ contact: companyContacts, company: companies.name })
        .from(companyContacts)
        .innerJoin(companies, eq(companies.id, companyContacts.companyId))
        .where(contactsNaming(userId, user.email, user.emailVerifiedAt !== null))
        .orderBy(asc(companyContacts.createdAt));
      const messages = await db
        .select({ subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.senderEmail}) = lower(${user.email})`)
        .orderBy(asc(contactMessages.createdAt));

      return {
        user,
        memberships,
        socialAccounts: social,
        sessions,
        passwordResets: resets,
        results,
        progress,
        matchingContacts: contacts,
        contactRecords: records,
        contactMessages: messages,
      };
    },
  };
}

export type AccountExportQuery = ReturnType<typeof createAccountExportQuery>;

declare module 'fastify' {
  interface FastifyInstance {
    accountExportQuery: AccountExportQuery;
  }
}

export const accountExportQueryPlugin = expose('account-export-query', async (app: FastifyInstance) => {
  app.decorate('accountExportQuery', createAccountExportQuery(app.database.db));
});
