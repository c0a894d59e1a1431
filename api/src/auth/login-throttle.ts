import { createHmac, hkdfSync } from 'crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { loginThrottle } from '../db/schema';
import type { Database } from '../db/types';
import { tooMany, type HttpError } from '../http-errors';

/**
 * Password guessing is slowed per (account, source) pair, never per account alone: ten failures
 * from an attacker's address used to lock the owner out for 15 minutes; now they only slow that
 * address on that account, and the owner, from anywhere else, signs in as usual.
 *
 * Each attempt of a pair is counted before its password is checked (so a burst of parallel
 * requests cannot all slip in during a free window), and a correct password wipes the pair's
 * count. The first `freeAttempts` attempts cost nothing; each one after that makes the next
 * wait twice as long as the previous one did: 1 s, 2 s, 4 s… up to `maxDelayMs` (15 minutes).
 * A pair left alone for `forgetAfterMs` (a day) starts afresh. A request inside the wait is a
 * 429 "Too many sign-in attempts: please try again in 4 seconds" with Retry-After; it is not
 * counted, so waiting is enough.
 *
 * The counts live in the database (login_throttle, one row per pair), so every replica sees
 * them, and every time is the database's clock. A row's key is an HMAC of the lower-case e-mail
 * and the source address under a server secret: the table tells no one which addresses tried
 * which accounts, and cannot be searched for an e-mail without the secret.
 *
 * No cap counts an account's failures from every source together: any such cap lets an
 * attacker with enough addresses lock the owner out, which is what this replaces. Guessing from
 * many addresses is met instead by the per-IP limit of the sign-in route (AUTH_LIMITS, every
 * account together), by refusing common and breached passwords (password-policy.ts), and by
 * argon2's cost per guess.
 */

export interface LoginThrottlePolicy {
  /** attempts of a pair that make no one wait */
  freeAttempts: number;
  /** the wait after the first attempt beyond the free ones; each further attempt doubles it */
  firstDelayMs: number;
  maxDelayMs: number;
  /** a pair with no attempt for this long starts again from zero */
  forgetAfterMs: number;
}

export const LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  freeAttempts: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** The wait an attempt sets for the next one, by how many attempts the pair has made (this one included). */
export function delayAfterAttempts(attempts: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): number {
  if (attempts <= policy.freeAttempts) return 0;
  // 2^40 times a second is far beyond any cap: the exponent stops growing there
  const doublings = Math.min(attempts - policy.freeAttempts - 1, 40);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** The throttle's HMAC key, derived from a server secret (HKDF-SHA-256, its own label). */
export function throttleSecret(serverKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'rapport login throttle v1', 32));
}

/** A pair's key: HMAC-SHA-256 of the lower-case, trimmed e-mail and the source address. */
export function throttleKey(secret: Buffer, email: string, source: string): string {
  return createHmac('sha256', secret).update(`${email.trim().toLowerCase()}\n${source}`, 'utf8').digest('base64url');
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface LoginThrottle {
  /** Counts an attempt of the pair, unless it must wait: then how long, and nothing is counted. */
  attempt(key: string): Promise<ThrottleVerdict>;
  /** The right password: the pair starts afresh. */
  succeeded(key: string): Promise<void>;
  /** Deletes the pairs forgotten already; answers how many. */
  sweep(): Promise<number>;
}

/** Sweeps now and then, from any replica: a bounded table without a job of its own. */
const SWEEP_EVERY = 500;

export function createLoginThrottle(db: Database, policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): LoginThrottle {
  const forgetAfter = sql`make_interval(secs => ${policy.forgetAfterMs / 1000})`;
  // the clock when the row is reached, not when the transaction began: of concurrent attempts,
  // each sees the wait the one before it set
  const clock = sql`clock_timestamp()`;
  /** the pair's attempts once this one is counted: a forgotten pair starts again at one */
  const attempts = sql`case when ${loginThrottle.updatedAt} < ${clock} - ${forgetAfter} then 1 else ${loginThrottle.failures} + 1 end`;
  /** delayAfterAttempts in SQL, on the database's clock */
  const waitSeconds = (count: ReturnType<typeof sql>) =>
    sql`case when ${count} <= ${policy.freeAttempts} then 0
      else least(${policy.firstDelayMs / 1000} * power(2, least(${count} - ${policy.freeAttempts} - 1, 40)), ${policy.maxDelayMs / 1000}) end`;
  let attemptsSinceSweep = 0;

  const sweep = async (): Promise<number> => {
    const deleted = await db
      .delete(loginThrottle)
      .where(lt(loginThrottle.updatedAt, sql`now() - ${forgetAfter}`))
      .returning({ key: loginThrottle.key });
    return deleted.length;
  };

  const attempt = async (key: string, retried = false): Promise<ThrottleVerdict> => {
    attemptsSinceSweep += 1;
    if (attemptsSinceSweep >= SWEEP_EVERY) {
      attemptsSinceSweep = 0;
      await sweep();
    }
    // one statement: counted only when the pair is not waiting, atomically under concurrency
    const counted = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, blockedUntil: sql`${clock} + make_interval(secs => ${waitSeconds(sql`1`)})`, updatedAt: clock })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: attempts,
          blockedUntil: sql`${clock} + make_interval(secs => ${waitSeconds(attempts)})`,
          updatedAt: clock,
        },
        setWhere: sql`${loginThrottle.blockedUntil} <= ${clock}`,
      })
      .returning({ failures: loginThrottle.failures });
    if (counted.length > 0) return { allowed: true };
    const [waiting] = await db
      .select({ ms: sql<string>`ceil(extract(epoch from ${loginThrottle.blockedUntil} - ${clock}) * 1000)` })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    const retryAfterMs = Number(waiting?.ms ?? 0);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    // the wait ended (or the pair was wiped) between the two statements: once more, counted
    return retried ? { allowed: false, retryAfterMs: 1000 } : attempt(key, true);
  };

  return {
    attempt: (key) => attempt(key),
    async succeeded(key) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
    sweep,
  };
}

/** "4 seconds", "2 minutes": the wait as the rate-limit messages say it. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The 429 of a pair that must wait, shaped as every rate limit's (code rate.limited, the wait
 * in words and in minutes), with Retry-After in seconds on the reply.
 */
export function throttled(reply: FastifyReply, retryAfterMs: number, what = 'sign-in attempts'): HttpError {
  reply.header('retry-after', Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return tooMany({ statusCode: 429, after: waitText(retryAfterMs), ttl: retryAfterMs }, what);
}

/** A password check of an account from a source, throttled: sign-in, and re-authentication. */
export interface LoginGuard {
  /** Counts an attempt of (email, source), or throws the 429 when the pair must wait; answers the pair's key. */
  enter(email: string, source: string, reply: FastifyReply): Promise<string>;
  /** The password was right: the pair starts afresh. */
  succeeded(key: string): Promise<void>;
  throttle: LoginThrottle;
}

/** The guard of one app: its database, a key derived from the server's secret, a policy. */
export function createLoginGuard(db: Database, serverKey: Buffer, policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): LoginGuard {
  const secret = throttleSecret(serverKey);
  const throttle = createLoginThrottle(db, policy);
  return {
    throttle,
    async enter(email, source, reply) {
      const key = throttleKey(secret, email, source);
      const verdict = await throttle.attempt(key);
      if (!verdict.allowed) throw throttled(reply, verdict.retryAfterMs);
      return key;
    },
    succeeded: (key) => throttle.succeeded(key),
  };
}
