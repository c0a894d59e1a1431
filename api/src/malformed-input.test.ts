import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { INVALID_CHARACTERS } from '@rapport/wire/api/common';
import { buildTestApp, openTestDatabase, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { freshIp } from '@rapport/api/testing/http';
import type { App } from './app';
import { handleError } from './plugins/errors';

/**
 * Whatever a client sends, the answer is never a 500: bad input is the client's problem and
 * must get a 4xx with a message. Random bodies, content types and query strings.
 */
describe(`malformed input never yields a 500 (${testDatabaseKind})`, () => {
  let app: App;
  let ip = 0;
  beforeAll(async () => {
    // a high limit: this test is about validation, not about the rate limit
    app = await buildTestApp({ rateLimit: { max: 100_000, store: 'memory' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const expectClientAnswer = (statusCode: number, body: string) => {
    expect(statusCode).toBeLessThan(500);
    if (statusCode >= 400) {
      const parsed = JSON.parse(body) as { status: number; message: string };
      expect(parsed.status).toBe(0);
      expect(parsed.message.length).toBeGreaterThan(0);
    }
  };

  it('POST /send/contact with any JSON value', async () => {
    // NUL and lone surrogates among them: PostgreSQL refuses the first, UTF-8 cannot carry the second
    const bad = fc.constantFrom('\u0000', 'Ada\u0000', '\ud800', 'ada@example.org\u0000', '\u001b[0m');
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()), fc.object(), bad);
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ sender_email: field, sender_name: field, subject: field, message: field }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        ip += 1;
        const res = await app.inject({
          method: 'POST',
          url: '/api/send/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        expectClientAnswer(res.statusCode, res.body);
      }),
      { numRuns: 300 },
    );
  });

  it('POST /send/contact with any bytes and content type', async () => {
    const contentType = fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=latin1', ''),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), contentType, async (payload, type) => {
        ip += 1;
        const res = await app.inject({
          method: 'POST',
          url: '/api/send/contact',
          headers: type ? { 'content-type': type } : {},
          payload,
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        expectClientAnswer(res.statusCode, res.body);
      }),
      { numRuns: 300 },
    );
  });

  it('GET content calls with any query string', async () => {
    const key = fc.constantFrom('questionnaire_type', 'mission', 'contact', 'company', 'company_id', 'x');
    const value = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('', '%', '%zz', '1e999', '-0', '0x10', '9'.repeat(40), '\u0000', 'standard\u0000', '\u001b'));
    const query = fc.array(fc.tuple(key, value), { maxLength: 5 });
    const path = fc.constantFrom('/api/response/question/', '/api/response/answer/', '/api/response/questionnaire_type', '/api/words/');
    await fc.assert(
      fc.asyncProperty(path, query, async (url, pairs) => {
        const search = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await app.inject({ method: 'GET', url: `${url}?${search}` });
        expectClientAnswer(res.statusCode, res.body);
      }),
      { numRuns: 300 },
    );
  });

  it('the account calls with any JSON value (signed in or not)', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string()),
      fc.object(),
      fc.constantFrom('ada@example.org', 'a1b2c3d4e5', 'google', 'facebook', 'linkedin', '12', 'x.y.z', 'http://localhost:8080/'),
      fc.constantFrom('\u0000', 'Ada\u0000', 'a1b2c3\u0000', '\ud800', 'line\nbreak'),
    );
    const keys = ['email', 'password', 'first_name', 'last_name', 'site', 'id_token', 'nonce', 'access_token', 'code', 'token', 'referral', 'mission', 'contact', 'company', 'user_email', 'company_id', 'recepter', 'name', 'referral_link', 'lang', 'is_b2b'];
    const body = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 8 }));
    const path = fc.constantFrom(
      '/api/auth/user/register',
      '/api/auth/user/login',
      '/api/auth/user',
      '/api/password_reset/',
      '/api/password_reset/validate_token/',
      '/api/password_reset/confirm/',
      '/api/result/profile/',
      '/api/result/individual_result/',
      '/api/auth/user/add_matching',
      '/api/auth/user/map_company_contact/',
      '/api/auth/re-invite/',
      '/api/send/invite',
    );
    const user = await createUser(app.database.db);
    const token = await tokenFor(app, user.id);
    await fc.assert(
      fc.asyncProperty(path, body, fc.boolean(), async (url, payload, signedIn) => {
        ip += 1;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(signedIn && { authorization: `Token ${token}` }) },
          payload: JSON.stringify(payload),
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        expectClientAnswer(res.statusCode, res.body);
      }),
      { numRuns: 400 },
    );
  });

  it('the individual journey calls with any JSON value, method and query (signed in)', async () => {
    const user = await createUser(app.database.db);
    const token = await tokenFor(app, user.id);
    const list = fc.oneof(
      fc.array(fc.constantFrom('q1', 'q2', 'q18', 'q19', 'q1a1', 'q1a2', 'q2a6', 'w01', 'w48', 'w99', '', ' ', 'x,y'), { maxLength: 14 }).map((xs) => xs.join(',')),
      fc.string(),
    );
    const field = fc.oneof(list, fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()), fc.object());
    const keys = ['question_answered', 'first_answers', 'second_answers', 'result', 'partner', 'email'];
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 6 }).map((b) => ({ email: user.email, ...b })),
      fc.record({ question_answered: list, first_answers: list, second_answers: list, result: list, partner: fc.string() }).map((b) => ({ ...b, email: user.email })),
    );
    const route = fc.constantFrom(
      ['POST', '/api/result/response/'],
      ['PUT', '/api/result/response/'],
      ['POST', '/api/result/select/'],
      ['PUT', '/api/result/select/'],
      ['POST', '/api/result/individual_result/'],
      ['PUT', '/api/result/individual_result/'],
      ['POST', '/api/result/matching/'],
      ['POST', '/api/result/matching/detail/'],
    );
    const query = fc.oneof(fc.constant(''), fc.constantFrom('?questionnaire_type=workplace', '?questionnaire_type=%', '?mission=x', '?company=abc', '?company=1'));
    await fc.assert(
      fc.asyncProperty(route, body, query, async ([method, url], payload, search) => {
        ip += 1;
        const res = await app.inject({
          method: method as 'POST' | 'PUT',
          url: url + search,
          headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
          payload: JSON.stringify(payload),
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        expectClientAnswer(res.statusCode, res.body);
      }),
      { numRuns: 400 },
    );
    for (const url of ['/api/result/report/x/y/', '/api/result/report/cv-pdf/en/?company=%', '/api/auth/get_fake_user_image/?user_1=%', '/api/result/sample_picture/%.svg', '/api/result/sample_picture/.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
      expectClientAnswer(res.statusCode, res.body);
    }
  });

  it('raw, unencoded query strings and paths', async () => {
    for (const url of ['/api/response/question/?mission=%', '/api/response/question/?company=%E0%A4%A', '/api/%', '/api/words/?%%%', '/api/response/question/?mission=%00', '/api/response/question/?mission=%ED%A0%80', '/api/company/is_mission_active/?mission_referral=%C0%80']) {
      const res = await app.inject({ method: 'GET', url });
      expectClientAnswer(res.statusCode, res.body);
    }
  });
});

/**
 * A NUL byte (and other characters PostgreSQL refuses or a field should not hold) used to reach
 * the database and answer 500. The contracts refuse them, naming the field; the fuzzing of every
 * contract is api/testing/attacks/schema-fuzz.attack.test.ts, these are the cases one
 * reads.
 */
describe(`text a field may not hold is a 400 naming the field (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimit: { max: 100_000, store: 'memory' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const contact = { sender_email: 'ada@example.org', sender_name: 'Ada Lovelace', subject: 'Hello', message: 'Line one\nLine two\twith a tab' };
  const invalid = (field: string) => ({ status: 0, code: 'validation.invalid_characters', field, message: `${field}: ${INVALID_CHARACTERS}` });
  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), remoteAddress: freshIp() });
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: freshIp() });

  it('refuses NUL, lone surrogates and control characters in the public calls, by field', async () => {
    const cases: [string, Promise<LightMyRequestResponse>][] = [
      ['sender_name', post('/api/send/contact', { ...contact, sender_name: 'Ada\u0000' })],
      ['sender_name', post('/api/send/contact', { ...contact, sender_name: 'Ada \ud800' })],
      ['subject', post('/api/send/contact', { ...contact, subject: 'Two\nlines' })],
      ['message', post('/api/send/contact', { ...contact, message: 'Bell\u0007' })],
      ['sender_email', post('/api/send/contact', { ...contact, sender_email: 'ada@example.org\u0000' })],
      ['first_name', post('/api/auth/user/register', { first_name: 'Ada\u0000', last_name: 'L', email: 'new.person@example.org', password: 'a-long-pass-phrase-9' })],
      ['email', post('/api/auth/user/login', { email: '\u0000ada@example.org', password: 'anything-1' })],
      ['mission', get('/api/response/question/?mission=%00')],
      ['questionnaire_type', get('/api/response/answer/?questionnaire_type=standard%00')],
      ['mission_referral', get('/api/company/is_mission_active/?mission_referral=abc%00')],
      ['mission_referral', get('/api/company/get_company_from_mission/?mission_referral=%1B')],
      ['mission', get('/api/response/demographic_question/?mission=%7F')],
    ];
    for (const [field, answer] of cases) {
      const res = await answer;
      expect({ field, status: res.statusCode, body: res.json() }).toEqual({ field, status: 400, body: invalid(field) });
    }
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const res = await post('/api/send/contact', contact);
    expect(res.statusCode).toBe(200);
  });

  it('answers a value the database refuses with a 400 of its own where no contract stops it, never a 500', async () => {
    const database = await openTestDatabase();
    const server = Fastify({ logger: false });
    server.setErrorHandler(handleError);
    const queries: Record<string, () => Promise<unknown>> = {
      nul: () => database.db.execute(sql`select ${'a\u0000b'}::text as value`),
      jsonb: () => database.db.execute(sql`select ${'{"a": "\\u0000"}'}::jsonb as value`),
      range: () => database.db.execute(sql`select ${'99999999999'}::integer as value`),
      // not the request's fault: our own bug stays a 500
      syntax: () => database.db.execute(sql.raw('select from from')),
    };
    server.get('/probe/:what', async (request) => queries[(request.params as { what: string }).what]());
    try {
      const answers: Record<string, { status: number; code: string }> = {};
      for (const what of Object.keys(queries)) {
        const res = await server.inject({ method: 'GET', url: `/probe/${what}` });
        answers[what] = { status: res.statusCode, code: res.json().code };
      }
      expect(answers).toEqual({
        nul: { status: 400, code: 'request.unstorable_value' },
        jsonb: { status: 400, code: 'request.unstorable_value' },
        range: { status: 400, code: 'request.unstorable_value' },
        syntax: { status: 500, code: 'server.internal' },
      });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
