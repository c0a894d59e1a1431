import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSecret, newCode, newSecret } from '../auth/secrets';
import { authTokens, companyUsers, matchingContacts, passwordResetTokens, socialAccounts, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** Password reset links live one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  referral: string;
  language: string;
  pictureUrl: string | null;
}

/** The user a request's token belongs to (`request.user`). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  referral: string;
  language: string;
  /** the auth_tokens row of this request's token (logout revokes it) */
  tokenId: number;
}

export type TokenLookup = { user: AuthUser } | { problem: 'unknown' | 'revoked' | 'expired' };

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  language: string;
  pictureUrl?: string | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  referral: users.referral,
  language: users.language,
  pictureUrl: users.pictureUrl,
};

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * Accounts, sessions (auth_tokens), reset tokens, social accounts and matching links. Tokens
 * and reset tokens are stored as SHA-256 hashes only; every time comparison uses the
 * database's clock, the one clock every replica shares.
 */
export function createUserRepository(db: Database) {
  const findByEmail = async (email: string, tx: Executor = db): Promise<UserRow | undefined> => {
    const [row] = await tx.select(userColumns).from(users).where(sameEmail(email));
    return row;
  };

  const socialAccountUser = async (provider: string, subject: string, tx: Executor = db): Promise<number | undefined> => {
    const [row] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return row?.userId;
  };

  return {
    findByEmail,

    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async findByReferral(referral: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.referral, referral));
      return row;
    },

    /** A new user with a fresh referral code; undefined when the e-mail already has an account. */
    async create(tx: Executor, user: NewUser): Promise<UserRow | undefined> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [row] = await tx
          .insert(users)
          .values({
            email: user.email,
            passwordHash: user.passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            language: user.language,
            pictureUrl: user.pictureUrl ?? null,
            referral: newCode(),
          })
          .onConflictDoNothing()
          .returning(userColumns);
        if (row) return row;
        // the e-mail exists, or (once in 2^72) the referral code: try another code
        if (await findByEmail(user.email, tx)) return undefined;
      }
      throw new Error('could not find a free referral code');
    },

    async setLanguage(userId: number, language: string): Promise<void> {
      await db.update(users).set({ language }).where(and(eq(users.id, userId), sql`${users.language} <> ${language}`));
    },

    async setPictureIfMissing(tx: Executor, userId: number, pictureUrl: string): Promise<void> {
      await tx.update(users).set({ pictureUrl }).where(and(eq(users.id, userId), isNull(users.pictureUrl)));
    },

    // ---- sessions ----------------------------------------------------------------------------

    /** A new sign-in token valid `ttlDays`; the user's dead tokens are swept on the way. */
    async issueToken(tx: Executor, userId: number, ttlDays: number): Promise<string> {
      await tx
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            or(lte(authTokens.expiresAt, sql`now()`), lte(authTokens.revokedAt, sql`now() - interval '30 days'`)),
          ),
        );
      const token = newSecret();
      await tx.insert(authTokens).values({
        tokenHash: hashSecret(token),
        userId,
        expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
      });
      return token;
    },

    async lookupToken(token: string): Promise<TokenLookup> {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          revoked: sql<boolean>`${authTokens.revokedAt} is not null`,
          expired: sql<boolean>`${authTokens.expiresAt} <= now()`,
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          referral: users.referral,
          language: users.language,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.tokenHash, hashSecret(token)));
      if (!row) return { problem: 'unknown' };
      if (row.revoked) return { problem: 'revoked' };
      if (row.expired) return { problem: 'expired' };
      const { revoked: _revoked, expired: _expired, ...user } = row;
      return { user };
    },

    async revokeToken(tokenId: number): Promise<void> {
      await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    },

    async revokeAllTokens(tx: Executor, userId: number): Promise<void> {
      await tx
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },

    // ---- password reset ----------------------------------------------------------------------

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
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashSecret(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        );
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
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashSecret(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return undefined;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },

    async setPasswordHash(tx: Executor, userId: number, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    // ---- social accounts ---------------------------------------------------------------------

    socialAccountUser,

    /** Links (provider, subject) to the user; the user it already belongs to when it was linked meanwhile. */
    async linkSocialAccount(tx: Executor, provider: string, subject: string, userId: number): Promise<number> {
      await tx.insert(socialAccounts).values({ provider, subject, userId }).onConflictDoNothing();
      return (await socialAccountUser(provider, subject, tx)) ?? userId;
    },

    // ---- matching contacts and companies -----------------------------------------------------

    /** Both users see each other as matching contacts; adding twice changes nothing. */
    async addMatchingPair(tx: Executor, a: number, b: number): Promise<void> {
      await tx
        .insert(matchingContacts)
        .values([
          { userId: a, contactUserId: b },
          { userId: b, contactUserId: a },
        ])
        .onConflictDoNothing();
    },

    async companyIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ companyId: companyUsers.companyId })
        .from(companyUsers)
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companyUsers.companyId));
      return rows.map((row) => row.companyId);
    },

    async isCompanyMember(userId: number, companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(companyUsers)
        .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
      return row !== undefined;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userRepository: UserRepository;
  }
}

export const userRepositoryPlugin = expose('user-repository', async (app: FastifyInstance) => {
  app.decorate('userRepository', createUserRepository(app.database.db));
});
