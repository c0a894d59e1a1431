import fc from 'fast-check';
import { EMAIL_TAKEN, LOGIN_FAILED } from '@rapport/wire/api/auth';
import { errorResponse } from '@rapport/wire/api/common';
import { isErrorCode } from '@rapport/wire/api/error-codes';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { loadAllContracts } from '@rapport/api/testing/contracts';
import { createUser, TEST_PASSWORD, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from './app';

/**
 * Every error answer names a stable code of contracts' ERROR_MESSAGES beside its English
 * message: front ends translate the code, never the message.
 */
describe(`every error answer has a known code (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimit: { max: 100_000, store: 'memory' } });
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** The answer is the error shape, with a code of ERROR_MESSAGES. */
  const expectCoded = (what: string, statusCode: number, body: string) => {
    expect({ what, statusCode: statusCode >= 400 }).toEqual({ what, statusCode: true });
    const parsed = errorResponse.strict().parse(JSON.parse(body));
    expect({ what, code: parsed.code, known: isErrorCode(parsed.code) }).toEqual({ what, code: parsed.code, known: true });
    return parsed;
  };

  const pathOf = (template: string) => `/api${template.replace(/:\w+/g, '999999')}`;

  it('for every call of the contracts: without a token, with a malformed body, with an empty one', async () => {
    const user = await createUser(app.database.db);
    const token = await tokenFor(app, user.id);
    const contracts = await loadAllContracts();
    for (const call of contracts.filter((c) => c.method !== 'GET')) {
      const url = pathOf(call.path);
      const json = { 'content-type': 'application/json', authorization: `Token ${token}` };
      const malformed = await app.inject({ method: call.method, url, headers: json, payload: '{"email": ', remoteAddress: freshIp() });
      expectCoded(`${call.method} ${call.path} malformed`, malformed.statusCode, malformed.body);
      const wrongShape = await app.inject({ method: call.method, url, headers: json, payload: '[42]', remoteAddress: freshIp() });
      if (wrongShape.statusCode >= 400) expectCoded(`${call.method} ${call.path} array`, wrongShape.statusCode, wrongShape.body);
      if (!call.public) {
        const anonymous = await app.inject({ method: call.method, url, remoteAddress: freshIp() });
        expect(expectCoded(`${call.method} ${call.path} anonymous`, anonymous.statusCode, anonymous.body).code).toBe('auth.credentials_missing');
      }
    }
  });

  it('for any body sent to sign-in and sign-up', async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.emailAddress());
    const body = fc.record({ email: field, password: field, first_name: field, last_name: field }, { requiredKeys: [] });
    const path = fc.constantFrom('/auth/user/login', '/auth/user/register', '/password_reset/', '/send/contact');
    await fc.assert(
      fc.asyncProperty(path, body, async (url, payload) => {
        const res = await http.post(url, payload);
        if (res.statusCode >= 400) expectCoded(url, res.statusCode, res.body);
      }),
      { numRuns: 150 },
    );
  });

  it('names the failed sign-in, the taken address, an invalid field and a missing route', async () => {
    const user = await createUser(app.database.db);
    const login = await http.post('/auth/user/login', { email: user.email, password: `${TEST_PASSWORD}-wrong` });
    expect(login.json()).toEqual({ status: 0, message: LOGIN_FAILED, code: 'auth.login_failed' });

    const taken = await http.post('/auth/user/register', { first_name: 'A', last_name: 'B', email: user.email, password: 'long-enough-1' });
    expect(taken.json()).toEqual({ status: 0, message: EMAIL_TAKEN, code: 'auth.email_taken' });

    const short = await http.post('/auth/user/register', { first_name: 'A', last_name: 'B', email: 'new.one@example.org', password: 'abc1' });
    expect(short.json()).toEqual({
      status: 0,
      message: 'password: Password is too short - should be 8 chars minimum',
      code: 'validation.password_short',
      field: 'password',
    });

    const token = await tokenFor(app, user.id);
    const invite = await http.post('/send/invite', { recepter: 'not-an-address', name: 'Bob', referral_link: 'http://x' }, { token });
    expect(invite.json()).toMatchObject({ code: 'validation.email', field: 'recepter' });

    const long = await http.post('/send/contact', { sender_email: 'a@example.org', sender_name: 'A', subject: 'x'.repeat(300), message: 'm' });
    expect(long.json()).toMatchObject({ code: 'validation.too_long', field: 'subject', params: { max: expect.any(Number) } });

    const missing = await http.get('/no/such/call');
    expect(missing.json()).toEqual({
      status: 0,
      message: 'Not found: GET /api/no/such/call',
      code: 'request.route_not_found',
      params: { method: 'GET', path: '/api/no/such/call' },
    });
  });
});
