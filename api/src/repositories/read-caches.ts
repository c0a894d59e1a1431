import type { FastifyInstance } from 'fastify';
import { expose } from '../plugins/expose';
import type { TokenLookup } from './sessions-repository';
import { UserReadCache } from './user-read-cache';

/**
 * How long a session token's user is answered from memory. A token revoked here (logout,
 * logout everywhere, a password reset, a deleted account) is refused at once; revoked by
 * another replica or process, it is refused at most this long after that change committed.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * How long a stored result and a matching list are answered from memory. A submission, a new
 * matching contact or a deletion made here is answered at once; made by another replica, at
 * most this long after it committed.
 */
export const RESULTS_CACHE_TTL_MS = 5_000;

export interface ReadCachesOptions {
  sessionTtlMs?: number;
  resultsTtlMs?: number;
  /** the clock (tests) */
  now?: () => number;
}

/** The in-memory reads of one process (see user-read-cache.ts), and what forgets a user in all of them. */
export function createReadCaches(options: ReadCachesOptions = {}) {
  const sessions = new UserReadCache<TokenLookup>({ ttlMs: options.sessionTtlMs ?? SESSION_CACHE_TTL_MS, now: options.now });
  // answers of a few KB (a matching list with hundreds of contacts, tens of KB): fewer of them
  const results = new UserReadCache<Buffer>({ ttlMs: options.resultsTtlMs ?? RESULTS_CACHE_TTL_MS, maxEntries: 2_000, now: options.now });
  return {
    /** by token hash: the token's user while it is valid */
    sessions,
    /** by user and call: the serialized answer of a result read */
    results,
    /** after any change to what the caches hold about the user: their sessions, results, name, picture, contacts */
    forgetUser(userId: number): void {
      sessions.forget(userId);
      results.forget(userId);
    },
  };
}

export type ReadCaches = ReturnType<typeof createReadCaches>;

declare module 'fastify' {
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

/** Registered before the repositories, which read through these caches and forget on writes. */
export const readCachesPlugin = expose('read-caches', async (app: FastifyInstance, options: ReadCachesOptions) => {
  app.decorate('readCaches', createReadCaches(options));
});
