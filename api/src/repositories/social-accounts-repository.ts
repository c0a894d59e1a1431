import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialAccounts } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** Social identities (social_accounts): which account a provider's (provider, subject) signs in to. */
export function createSocialAccountsRepository(db: Database) {
  const socialAccountUser = async (provider: string, subject: string, tx: Executor = db): Promise<number | undefined> => {
    const [row] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return row?.userId;
  };

  return {
    socialAccountUser,

    /** Links (provider, subject) to the user; the user it already belongs to when it was linked meanwhile. */
    async linkSocialAccount(tx: Executor, provider: string, subject: string, userId: number): Promise<number> {
      await tx.insert(socialAccounts).values({ provider, subject, userId }).onConflictDoNothing();
      return (await socialAccountUser(provider, subject, tx)) ?? userId;
    },
  };
}

export type SocialAccountsRepository = ReturnType<typeof createSocialAccountsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    socialAccountsRepository: SocialAccountsRepository;
  }
}

export const socialAccountsRepositoryPlugin = expose('social-accounts-repository', async (app: FastifyInstance) => {
  app.decorate('socialAccountsRepository', createSocialAccountsRepository(app.database.db));
});
