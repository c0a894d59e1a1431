import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSecret, newSecret } from '../auth/secrets';
import { authTokens, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import type { ReadCaches } from './read-caches';

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

/**
 * Sessions (auth_tokens): issuing, looking up and revoking sign-in tokens. Tokens are stored
 * as SHA-256 hashes only; every time comparison uses the database's clock, the one clock
 * every replica shares.
 */
export function createSessionsRepository(db: Database, caches?: Pick<ReadCaches, 'sessions' | 'forgetUser'>) {
  const forget = (userId: number): void => caches?.forgetUser(userId);

  const readToken = async (hash: string): Promise<{ lookup: TokenLookup; msLeft: number }> => {
    const [row] = await db
      .select({
        tokenId: authTokens.id,
        revoked: sql<boolean>`${authTokens.revokedAt} is not null`,
        msLeft: sql<number>`(extract(epoch from ${authTokens.expiresAt} - now()) * 1000)::float8`,
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        referral: users.referral,
        language: users.language,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, hash));
    if (!row) return { lookup: { problem: 'unknown' }, msLeft: 0 };
    const msLeft = Number(row.msLeft);
    if (row.revoked) return { lookup: { problem: 'revoked' }, msLeft };
    if (!(msLeft > 0)) return { lookup: { problem: 'expired' }, msLeft };
    const { revoked: _revoked, msLeft: _msLeft, ...user } = row;
    // shared by the requests answered from memory: nobody may change it
    return { lookup: { user: Object.freeze(user) }, msLeft };
  };

  const lookupTokenHash = async (hash: string): Promise<TokenLookup> => {
    if (!caches) return (await readToken(hash)).lookup;
    return caches.sessions.get(hash, async () => {
      const { lookup, msLeft } = await readToken(hash);
      if (!('user' in lookup)) return { value: lookup, keep: false, users: [] };
      return { value: lookup, keep: true, users: [lookup.user.id], keepForMs: msLeft };
    });
  };

  return {
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

    /**
     * The token's user, or why it is refused. Valid tokens are answered from memory for a few
     * seconds (read-caches.ts: SESSION_CACHE_TTL_MS, never past the token's expiry); refusals
     * are always read, so guessing costs a query each time, as before.
     */
    lookupToken(token: string): Promise<TokenLookup> {
      return lookupTokenHash(hashSecret(token));
    },

    /** lookupToken of a token already hashed (hashSecret). */
    lookupTokenHash,

    /**
     * What lookupTokenHash would answer from memory, at once (no read, no promise): a valid
     * token's user while its session is kept, else undefined (then lookupTokenHash reads it).
     */
    cachedToken(hash: string): TokenLookup | undefined {
      return caches?.sessions.peek(hash);
    },

    async revokeToken(tokenId: number): Promise<void> {
      const [row] = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ userId: authTokens.userId });
      // committed (no transaction): refused from the next request on
      if (row) forget(row.userId);
    },

    /** Whether the token was issued (its sign-in happened) within the last `minutes`. */
    async tokenIssuedWithin(tokenId: number, minutes: number): Promise<boolean> {
      const [row] = await db
        .select({ recent: sql<boolean>`${authTokens.createdAt} > now() - make_interval(mins => ${minutes})` })
        .from(authTokens)
        .where(eq(authTokens.id, tokenId));
      return row?.recent === true;
    },

    /** How many live sessions it ended. In a transaction, call users.forgetCached(userId) again once it committed. */
    async revokeAllTokens(tx: Executor, userId: number): Promise<number> {
      forget(userId);
      const ended = await tx
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
        .returning({ live: sql<boolean>`${authTokens.expiresAt} > now()` });
      forget(userId);
      return ended.filter((token) => token.live).length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export const sessionsRepositoryPlugin = expose('sessions-repository', async (app: FastifyInstance) => {
  app.decorate('sessionsRepository', createSessionsRepository(app.database.db, app.readCaches));
});
