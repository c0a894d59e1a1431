import { createHash } from 'crypto';
import { eq, sql } from 'drizzle-orm';
import * as account from '@rapport/wire/api/account';
import * as auth from '@rapport/wire/api/auth';
import * as contact from '@rapport/wire/api/contact';
import * as content from '@rapport/wire/api/content';
import * as results from '@rapport/wire/api/results';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { isEndpointContract } from '@rapport/api/testing/contracts';
import { createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../app';
import { authTokens } from '../db/schema';
import { AUTH_REQUIRED, EXPIRED_TOKEN, INVALID_TOKEN, NOT_YOUR_EMAIL } from './auth';

const contracts = [account, auth, contact, content, results].flatMap((module) => Object.values(module).filter(isEndpointContract));

/** Spec section 7 and the brief: the calls anyone may make. */
const PUBLIC_CALLS = [
  'POST /auth/user/register',
  'POST /auth/user/login',
  // a one-click link's code, and the e-mail confirmation link's: the code is the credential
  'POST /auth/user/login_link/',
  'POST /auth/user/verify_email/',
  'POST /auth/user',
  'GET /auth/providers',
  'POST /password_reset/',
  'POST /password_reset/validate_token/',
  'POST /password_reset/confirm/',
  'POST /send/contact',
  'GET /response/question/',
  'GET /response/answer/',
  'GET /words/',
  'GET /result/sample_picture/:file',
];

describe(`sessions: Authorization: Token <token> (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const profileWith = (headers: Record<string, string>, email = 'someone@example.org') =>
    http.post('/result/profile/', { email }, { headers });

  it('marks exactly the public calls public in the contracts', () => {
    expect(contracts.filter((c) => c.public).map((c) => `${c.method} ${c.path}`).sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  it('answers 401 { status: 0, message } to every protected call without a token, before reading its body', async () => {
    const protectedCalls = contracts.filter((c) => !c.public);
    expect(protectedCalls.length).toBeGreaterThanOrEqual(10);
    for (const call of protectedCalls) {
      const res = await app.inject({
        method: call.method,
        url: `/api${call.path}`,
        ...(call.method !== 'GET' && call.method !== 'DELETE' && { headers: { 'content-type': 'application/json' }, payload: '{not json' }),
      });
      expect({ call: `${call.method} ${call.path}`, status: res.statusCode, body: res.json() }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 401,
        body: { status: 0, message: AUTH_REQUIRED, code: 'auth.credentials_missing' },
      });
    }
  });

  it('answers the CORS preflight of a protected call without a token', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/user/export',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('marks the protected calls with a lock in the OpenAPI document', async () => {
    const doc = (await http.get('/docs/json')).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    for (const call of contracts) {
      // OpenAPI writes path parameters {name}, the router :name
      const operation = doc.paths[`/api${call.path.replace(/:(\w+)/g, '{$1}')}`]?.[call.method.toLowerCase()];
      // a public call says `security: []` (none), a protected one names the token
      expect({ call: call.path, locked: (operation?.security?.length ?? 0) > 0 }).toEqual({ call: call.path, locked: !call.public });
    }
  });

  it('issues 256-bit tokens, stores only their SHA-256, valid TOKEN_TTL_DAYS (30) days', async () => {
    const user = await createUser(app.database.db);
    const res = await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD });
    const { token } = res.json<{ token: string }>();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.database.db
      .select({
        hash: authTokens.tokenHash,
        days: sql<number>`extract(epoch from ${authTokens.expiresAt} - ${authTokens.createdAt}) / 86400`,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Number(rows[0].days)).toBeCloseTo(30, 3);
    const dump = JSON.stringify(await app.database.db.execute(sql`select * from auth_tokens`));
    expect(dump).not.toContain(token);
  });

  it('follows TOKEN_TTL_DAYS', async () => {
    const user = await createUser(app.database.db);
    const configured = app.config.tokenTtlDays;
    app.config.tokenTtlDays = 7;
    try {
      expect((await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    } finally {
      app.config.tokenTtlDays = configured;
    }
    const [row] = await app.database.db
      .select({ days: sql<number>`extract(epoch from ${authTokens.expiresAt} - ${authTokens.createdAt}) / 86400` })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(Number(row.days)).toBeCloseTo(7, 3);
  });

  it.each([
    ['an unknown token', `Token ${'A'.repeat(43)}`, INVALID_TOKEN],
    ['a malformed token', 'Token not-a-token', INVALID_TOKEN],
    ['another scheme', `Bearer ${'A'.repeat(43)}`, INVALID_TOKEN],
    ['an empty header', '', AUTH_REQUIRED],
  ])('answers 401 to %s', async (_what, authorization, message) => {
    const res = await profileWith(authorization ? { authorization } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message, code: message === AUTH_REQUIRED ? 'auth.credentials_missing' : 'auth.invalid_token' });
  });

  it('answers 401 to an expired token and to a revoked one', async () => {
    const user = await createUser(app.database.db);
    const expired = await tokenFor(app, user.id);
    const revoked = await tokenFor(app, user.id);
    const db = app.database.db;
    const hash = (t: string) => createHash('sha256').update(t).digest('hex');
    await db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.tokenHash, hash(expired)));
    await db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.tokenHash, hash(revoked)));
    const a = await http.post('/result/profile/', { email: user.email }, { token: expired });
    expect(a.statusCode).toBe(401);
    expect(a.json()).toEqual({ status: 0, message: EXPIRED_TOKEN, code: 'auth.expired_token' });
    const b = await http.post('/result/profile/', { email: user.email }, { token: revoked });
    expect(b.statusCode).toBe(401);
    expect(b.json()).toEqual({ status: 0, message: INVALID_TOKEN, code: 'auth.invalid_token' });
  });

  it('answers 403 when the body names another e-mail than the token\'s user', async () => {
    const user = await createUser(app.database.db, { email: `Owner.${Date.now()}@Example.org` });
    const other = await createUser(app.database.db);
    const token = await tokenFor(app, user.id);
    for (const path of ['/result/profile/', '/result/individual_result/']) {
      const res = await http.post(path, { email: other.email }, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 0, message: NOT_YOUR_EMAIL, code: 'auth.not_your_email' });
      // the own address in another case is the own address
      expect((await http.post(path, { email: user.email.toLowerCase() }, { token })).statusCode).toBe(200);
    }
  });

  it('lets public calls through whatever token they carry, even a dead one', async () => {
    const user = await createUser(app.database.db);
    const headers = { authorization: `Token ${'B'.repeat(43)}` };
    expect((await http.get('/words/', { headers })).statusCode).toBe(200);
    expect((await http.get('/auth/providers', { headers })).statusCode).toBe(200);
    const login = await http.post('/auth/user/login', { email: user.email, password: TEST_PASSWORD }, { headers });
    expect(login.statusCode).toBe(200);
  });
});
