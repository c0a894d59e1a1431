import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSecret, newSecret } from '../auth/secrets';
import { userCodes } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** What a single-use code is for (user_codes.purpose). */
export type UserCodePurpose = 'login' | 'verify_email';

/**
 * Single-use codes (user_codes) mailed to an address: one-click sign-in and e-mail
 * verification. Only a code's SHA-256 hash is kept; its expiry is checked on the database's
 * clock.
 */
export function createUserCodesRepository(db: Database) {
  return {
    /** A new single-use code for `purpose`, sent to `email`, valid `ttlMinutes`; only its hash is kept. */
    async issueCode(tx: Executor, userId: number, purpose: UserCodePurpose, email: string, ttlMinutes: number): Promise<string> {
      const code = newSecret();
      await tx.insert(userCodes).values({
        codeHash: hashSecret(code),
        purpose,
        userId,
        email,
        expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      });
      return code;
    },

    /**
     * Spends a code: one UPDATE that succeeds only while it is unused, unexpired and of this
     * purpose, so a code works once even when two requests race. Its user and e-mail, or nothing.
     */
    async consumeCode(tx: Executor, code: string, purpose: UserCodePurpose): Promise<{ userId: number; email: string } | undefined> {
      const [row] = await tx
        .update(userCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userCodes.codeHash, hashSecret(code)),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: userCodes.userId, email: userCodes.email });
      return row;
    },

    /** How many codes of `purpose` the user was issued in the last `minutes` (mails sent of that kind). */
    async codesIssuedSince(userId: number, purpose: UserCodePurpose, minutes: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userCodes)
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            gt(userCodes.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        );
      return row?.count ?? 0;
    },
  };
}

export type UserCodesRepository = ReturnType<typeof createUserCodesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userCodesRepository: UserCodesRepository;
  }
}

export const userCodesRepositoryPlugin = expose('user-codes-repository', async (app: FastifyInstance) => {
  app.decorate('userCodesRepository', createUserCodesRepository(app.database.db));
});
