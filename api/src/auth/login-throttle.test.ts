import { randomBytes } from 'crypto';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { DatabaseHandle } from '../db/client';
import { loginThrottle } from '../db/schema';
import {
  createLoginThrottle,
  delayAfterAttempts,
  LOGIN_THROTTLE_POLICY,
  throttleKey,
  throttleSecret,
  waitText,
  type LoginThrottlePolicy,
} from './login-throttle';

describe('the sign-in throttle policy', () => {
  it('lets the first five attempts of a pair through, then doubles the wait from one second up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5].map((n) => delayAfterAttempts(n))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10].map((n) => delayAfterAttempts(n))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(delayAfterAttempts(15)).toBe(512_000);
    expect(delayAfterAttempts(16)).toBe(LOGIN_THROTTLE_POLICY.maxDelayMs);
    expect(delayAfterAttempts(1_000_000)).toBe(15 * 60_000);
  });

  it('says the wait in words', () => {
    expect([1, 999, 1000, 1001, 59_000, 60_000, 61_000, 900_000].map(waitText)).toEqual([
      '1 second',
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });

  it('keys a pair by a keyed hash of the lower-case e-mail and the source, neither readable in it', () => {
    const secret = throttleSecret(randomBytes(32));
    const key = throttleKey(secret, ' Ada@Example.org ', '203.0.113.7');
    expect(key).toBe(throttleKey(secret, 'ada@example.org', '203.0.113.7'));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('ada');
    expect(key).not.toBe(throttleKey(secret, 'ada@example.org', '203.0.113.8'));
    expect(key).not.toBe(throttleKey(secret, 'bob@example.org', '203.0.113.7'));
    // another server secret, other keys: the table cannot be searched without the secret
    expect(key).not.toBe(throttleKey(throttleSecret(randomBytes(32)), 'ada@example.org', '203.0.113.7'));
  });
});

describe(`the sign-in throttle in the database (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  /**
   * 2 free attempts, then 1, 2, then 4 minutes at most: longer than any test runs, so an attempt
   * always comes inside the wait the one before set. A wait is ended by moving the row's
   * blocked_until into the past, as the database's clock passing it would.
   */
  const policy: LoginThrottlePolicy = { freeAttempts: 2, firstDelayMs: 60_000, maxDelayMs: 240_000, forgetAfterMs: 600_000 };
  const secret = throttleSecret(randomBytes(32));
  let n = 0;
  const newKey = () => throttleKey(secret, `person${(n += 1)}@example.org`, '198.51.100.1');
  const endWait = (key: string) => database.db.update(loginThrottle).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottle.key, key));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts attempts, makes the pair wait twice as long each time, and tells how long', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    const key = newKey();
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    // the first attempt past the free ones goes through and sets the first wait
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    const waiting = await throttle.attempt(key);
    expect(waiting.allowed).toBe(false);
    if (waiting.allowed) return;
    expect(waiting.retryAfterMs).toBeGreaterThan(0);
    expect(waiting.retryAfterMs).toBeLessThanOrEqual(60_000);
    // a request inside the wait is not counted: waiting is enough
    const [row] = await database.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    expect(row.failures).toBe(3);
    await endWait(key);
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    const longer = await throttle.attempt(key);
    expect(longer.allowed ? 0 : longer.retryAfterMs).toBeGreaterThan(60_000);
    expect(longer.allowed ? 0 : longer.retryAfterMs).toBeLessThanOrEqual(120_000);
  });

  it('caps the wait, starts a pair afresh after a success, and leaves other pairs alone', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    const key = newKey();
    const other = newKey();
    await throttle.attempt(key);
    // as after a long guessing session: the next attempt waits the cap, not 2^40 times a second
    await database.db.update(loginThrottle).set({ failures: 60, blockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottle.key, key));
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    const capped = await throttle.attempt(key);
    expect(capped.allowed ? 0 : capped.retryAfterMs).toBeGreaterThan(120_000);
    expect(capped.allowed ? 0 : capped.retryAfterMs).toBeLessThanOrEqual(240_000);
    expect(await throttle.attempt(other)).toEqual({ allowed: true });

    await endWait(key);
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    await throttle.succeeded(key);
    for (let i = 0; i < policy.freeAttempts + 1; i += 1) expect(await throttle.attempt(key)).toEqual({ allowed: true });
    expect((await throttle.attempt(key)).allowed).toBe(false);
  });

  it('lets through exactly the free attempts and one more of a burst sent at once', async () => {
    // the policy's first wait (a minute) is longer than the burst takes to run
    const throttle = createLoginThrottle(database.db, policy);
    const key = newKey();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => throttle.attempt(key)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(policy.freeAttempts + 1);
  });

  it('forgets a pair left alone long enough, and sweeps such pairs away', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    const key = newKey();
    for (let i = 0; i < 4; i += 1) await throttle.attempt(key);
    await database.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'`, updatedAt: sql`now() - interval '20 minutes'` })
      .where(eq(loginThrottle.key, key));
    expect(await throttle.attempt(key)).toEqual({ allowed: true });
    const [row] = await database.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    expect(row.failures).toBe(1);

    const stale = newKey();
    await throttle.attempt(stale);
    await database.db.update(loginThrottle).set({ updatedAt: sql`now() - interval '20 minutes'` }).where(eq(loginThrottle.key, stale));
    expect(await throttle.sweep()).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(loginThrottle).where(eq(loginThrottle.key, stale))).toEqual([]);
    expect(await database.db.select().from(loginThrottle).where(eq(loginThrottle.key, key))).toHaveLength(1);
  });
});
