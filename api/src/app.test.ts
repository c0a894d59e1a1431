import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { App } from './app';
import { SWAGGER_UI_STYLE_HASH } from './plugins/security';

describe(`the app (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the liveness probe', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers the readiness probe once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers 404 with a message for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'Not found: GET /api/no/such/thing', code: 'request.route_not_found', params: { method: 'GET', path: '/api/no/such/thing' } });
  });

  it('serves routes only under the base path', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(404);
  });

  it('accepts the product paths with or without their trailing slash', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/words' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/words/' })).statusCode).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // no inline code: the docs page's one <style> is allowed by its hash (checked in chromium)
    expect(res.headers['content-security-policy']).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(res.headers['content-security-policy']).toContain(SWAGGER_UI_STYLE_HASH);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  describe('CORS', () => {
    it('lets the site origin read answers', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/words/', headers: { origin: SITE_ORIGIN } });
      expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    });

    it('does not let another origin read them', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/words/', headers: { origin: 'https://evil.example' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers the preflight of a JSON POST with a token from the site origin', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/send/contact',
        headers: {
          origin: SITE_ORIGIN,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      expect(res.headers['access-control-allow-methods']).toContain('PUT');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    });
  });

  describe('documentation', () => {
    it('serves the OpenAPI document generated from the contracts', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/send/contact',
          '/api/response/question/',
          '/api/response/answer/',
          '/api/words/',
          '/api/response/questionnaire_type',
          '/api/health',
        ]),
      );
      const contact = JSON.stringify(doc.paths['/api/send/contact']);
      expect(contact).toContain('sender_email');
      expect(contact).toContain('pattern');
      // the docs must not reveal the server-side tags either (a barometer survey's answering
      // mode, public or invited, is another thing of the same name: taken out before looking)
      const text = JSON.stringify(doc);
      const surveyModes = text.match(/"mode":\{"type":"string","enum":\["public","invited"\]\}/g)?.length ?? 0;
      expect(surveyModes).toBeGreaterThan(0);
      // each survey mode is a property and a required name: no other "mode" anywhere
      expect(text.match(/"mode"/g)?.length).toBe(2 * surveyModes);
      expect(text).not.toMatch(/"(category|stake|family)"/);
    });

    it('serves the docs page', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    });
  });
});

describe(`the global rate limit (${testDatabaseKind})`, () => {
  it('answers 429 with a message past RATE_LIMIT_MAX requests a minute, probes excepted', async () => {
    const app = await buildTestApp({ rateLimit: { max: 2, store: 'memory' } });
    try {
      const words = () => app.inject({ method: 'GET', url: '/api/words/', remoteAddress: '10.7.0.1' });
      expect((await words()).statusCode).toBe(200);
      expect((await words()).statusCode).toBe(200);
      const limited = await words();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 0, message: 'Too many requests: please try again in 1 minute', code: 'rate.limited', params: { what: 'requests', wait: '1 minute', minutes: 1 } });
      // unknown paths count too; health probes never do
      expect((await app.inject({ method: 'GET', url: '/api/nope', remoteAddress: '10.7.0.1' })).statusCode).toBe(429);
      expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.7.0.1' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '10.7.0.1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
