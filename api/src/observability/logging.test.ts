import { Writable } from 'stream';
import { buildTestApp, testConfig } from '@rapport/api/testing/build-test-app';
import type { App } from '../app';
import { loggerOptions, redactUrl, requestIdOf } from './logging';

/** The app with its real logger options, writing JSON lines into `lines`. */
async function appWithLogs(lines: Record<string, unknown>[]): Promise<App> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return buildTestApp({}, { logger: { ...loggerOptions(testConfig({ logLevel: 'info' })), stream } });
}

describe('request ids and logs', () => {
  let app: App;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = await appWithLogs(lines);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('keeps a well-formed X-Request-Id from the edge, echoes it and logs every line of the request with it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'edge-1234.abc_DEF' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-1234.abc_DEF');
    const ofRequest = lines.filter((line) => line.requestId === 'edge-1234.abc_DEF');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofRequest[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
  });

  it('replaces a malformed or overlong id with a UUID, and makes one when none comes', async () => {
    for (const header of ['bad id\nforged line', 'x'.repeat(65), '<script>', undefined]) {
      const res = await app.inject({ method: 'GET', url: '/api/nowhere', headers: header === undefined ? {} : { 'x-request-id': header } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(64) } })).toBe('a'.repeat(64));
  });

  it('never logs the Authorization header, a password or a code in the URL', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/user/login/?code=SECRET-CODE&lang=fr',
      headers: { authorization: 'Token SECRET-TOKEN' },
      payload: { email: 'nobody@rapport.test', password: 'SECRET-PASSWORD1' },
    });
    app.log.info(
      { body: { password: 'SECRET-PASSWORD1', code: 'SECRET-CODE' }, headers: { authorization: 'Token SECRET-TOKEN' }, token: 'SECRET-TOKEN' },
      'probe',
    );
    // an error's code stays readable
    app.log.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'probe error');
    const text = JSON.stringify(lines);
    expect(lines.some((line) => line.msg === 'probe')).toBe(true);
    expect(text).not.toMatch(/SECRET-/);
    expect(text).toContain('code=[Redacted]&lang=fr');
    expect(lines.find((line) => line.msg === 'probe error')).toMatchObject({ err: { code: 'ECONNREFUSED' } });
  });

  it('redacts the secret query parameters only', () => {
    expect(redactUrl('/api/x/?token=abc&page=2&id_token=z')).toBe('/api/x/?token=[Redacted]&page=2&id_token=[Redacted]');
    expect(redactUrl('/api/x/')).toBe('/api/x/');
  });
});
