import { createHash } from 'crypto';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../app';
import { authTokens } from '../db/schema';
import { SESSION_CACHE_TTL_MS } from '../repositories/read-caches';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Valid session tokens are answered from memory for SESSION_CACHE_TTL_MS (repositories/
 * read-caches.ts). Every way a session ends here takes effect on the next request; a session
 * ended elsewhere (another replica, a statement on the database) is refused within the TTL.
 */
describe(`the session cache honours revocation (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let clock = Date.now();

  beforeAll(async () => {
    app = await buildTestApp({}, { readCaches: { now: () => clock } });
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const signedInUser = async (password: string | null = TEST_PASSWORD) => {
    const user = await createUser(app.database.db, { password });
    return { user, token: await tokenFor(app, user.id) };
  };
  const profile = (token: string, email: string) => http.post('/result/profile/', { email }, { token });
  /** a first call, so that the token is in memory */
  const warm = async (token: string, email: string) => {
    expect((await profile(token, email)).statusCode).toBe(200);
    expect(app.readCaches.sessions.size).toBeGreaterThan(0);
  };

  it('answers a valid token from memory (no read of the token per request)', async () => {
    const { user, token } = await signedInUser();
    await warm(token, user.email);
    // the row gone behind the app's back: still answered from memory within the TTL
    await app.database.db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.tokenHash, hash(token)));
    expect((await profile(token, user.email)).statusCode).toBe(200);
  });

  it('refuses a token revoked on another replica once the TTL has passed', async () => {
    const { user, token } = await signedInUser();
    await warm(token, user.email);
    // what another replica's logout writes
    await app.database.db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.tokenHash, hash(token)));
    clock += SESSION_CACHE_TTL_MS - 1;
    expect((await profile(token, user.email)).statusCode).toBe(200);
    clock += 1;
    expect((await profile(token, user.email)).statusCode).toBe(401);
  });

  it('refuses the token on the next request after logout', async () => {
    const { user, token } = await signedInUser();
    await warm(token, user.email);
    expect((await http.post('/auth/user/logout', {}, { token })).statusCode).toBe(200);
    expect((await profile(token, user.email)).statusCode).toBe(401);
  });

  it('refuses every token of the user on the next request after logout everywhere', async () => {
    const { user, token } = await signedInUser();
    const other = await tokenFor(app, user.id);
    await warm(token, user.email);
    await warm(other, user.email);
    expect((await http.post('/auth/user/logout_all/', {}, { token })).statusCode).toBe(200);
    expect((await profile(token, user.email)).statusCode).toBe(401);
    expect((await profile(other, user.email)).statusCode).toBe(401);
  });

  it('refuses every session after a password reset', async () => {
    const { user, token } = await signedInUser();
    await warm(token, user.email);
    const reset = await app.database.db.transaction((tx) => app.passwordResetsRepository.createResetToken(tx, user.id));
    const res = await http.post('/password_reset/confirm/', { token: reset, password: 'another-horse-42' });
    expect(res.statusCode).toBe(200);
    expect((await profile(token, user.email)).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account on the next request', async () => {
    const { user, token } = await signedInUser();
    await warm(token, user.email);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(token, user.email)).statusCode).toBe(401);
  });

  it('never answers a token from memory past its expiry', async () => {
    const { user, token } = await signedInUser();
    // a token with 3 s left, less than the cache's TTL: kept in memory for those 3 s at most
    expect(SESSION_CACHE_TTL_MS).toBeGreaterThan(3000);
    await app.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() + interval '3 seconds'` })
      .where(eq(authTokens.tokenHash, hash(token)));
    await warm(token, user.email);
    // its expiry passes: on the database's clock (the row moved into the past) and on the cache's
    await app.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hash(token)));
    clock += 3001;
    const res = await profile(token, user.email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth.expired_token' });
  });

  it('does not keep refusals: a bad token is read every time', async () => {
    const before = app.readCaches.sessions.size;
    const bad = 'A'.repeat(43);
    expect((await profile(bad, 'nobody@example.org')).statusCode).toBe(401);
    expect(app.readCaches.sessions.size).toBe(before);
  });
});
