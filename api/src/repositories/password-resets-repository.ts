import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSecret, newSecret } from '../auth/secrets';
import { passwordResetTokens } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** Password reset links live one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Password reset tokens (password_reset_tokens). Only a token's SHA-256 hash is kept; its
 * expiry is checked on the database's clock.
 */
export function createPasswordResetsRepository(db: Database) {
  /** An unused, unexpired token of this value. */
  const live = (token: string) =>
    and(eq(passwordResetTokens.tokenHash, hashSecret(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

  return {
    async createResetToken(tx: Executor, userId: number): Promise<string> {
      const token = newSecret();
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashSecret(token),
        userId,
        expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
      });
      return token;
    },

    /** The user of an unused, unexpired reset token. */
    async resetTokenUser(token: string): Promise<number | undefined> {
      const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live(token));
      return row?.userId;
    },

    /**
     * Spends a reset token: one UPDATE that only succeeds while the token is unused and
     * unexpired, so two concurrent confirmations cannot both pass. Every other outstanding
     * reset token of the user is spent too.
     */
    async consumeResetToken(tx: Executor, token: string): Promise<number | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(live(token))
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return undefined;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

export const passwordResetsRepositoryPlugin = expose('password-resets-repository', async (app: FastifyInstance) => {
  app.decorate('passwordResetsRepository', createPasswordResetsRepository(app.database.db));
});
