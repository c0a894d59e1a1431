import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Database } from '../db/types';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Rate-limit counters in the database (RATE_LIMIT_STORE=database): with several API replicas
 * behind a load balancer, per-process memory would multiply every limit by the replica count.
 * One upsert per request; expired rows are swept now and then.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let children = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // the plugin constructs the store with its options object; children get a prefix: a route
    // with its own limit counts separately, and routes register in the same order on every
    // replica, so a route gets the same prefix everywhere
    constructor(prefixOrPluginOptions?: unknown) {
      this.prefix = typeof prefixOrPluginOptions === 'string' ? prefixOrPluginOptions : 'global:';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const namespaced = `${this.prefix}${key}`;
      db.insert(rateLimits)
        .values({ key: namespaced, hits: 1, resetAt: sql`now() + make_interval(secs => ${timeWindow / 1000})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, ttl: sql<string>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)` })
        .then(([row]) => {
          callback(null, { current: row.hits, ttl: Math.max(0, Number(row.ttl)) });
          if (Math.random() < 0.01) void sweep();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(): FastifyRateLimitStore {
      children += 1;
      return new DatabaseRateLimitStore(`route${children}:`);
    }
  }

  const sweep = async (): Promise<void> => {
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).catch(() => undefined);
  };

  return DatabaseRateLimitStore;
}
