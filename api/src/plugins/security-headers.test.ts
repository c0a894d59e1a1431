import { samplePicturePath } from '@rapport/wire/api/results';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../app';
import { helmetHeaders } from './security';

/** helmet's headers are computed once at start: every kind of answer still carries all of them. */
describe(`security headers (${testDatabaseKind})`, () => {
  let app: App;
  let expected: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    expected = await helmetHeaders();
  });
  afterAll(async () => {
    await app.close();
  });

  it("are helmet's own with our policy, and a Permissions-Policy", () => {
    expect(expected).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'permissions-policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
    });
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it("refuse the same devices as the site's own origins (deploy/lib/security-headers.mjs)", async () => {
    // plain ESM JavaScript without types, loaded at run time (as the e2e harness loads deploy/lib)
    const headersModule = '../../../deploy/lib/security-headers.mjs';
    const { PERMISSIONS_POLICY } = (await import(headersModule)) as { PERMISSIONS_POLICY: string };
    expect(expected['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it.each([
    ['a content read', 'GET', '/api/words/', 200],
    ['a protected call without a token', 'POST', '/api/result/individual_result/', 401],
    ['an unknown path', 'GET', '/api/no/such/path', 404],
  ] as const)('are on %s', async (_what, method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect([name, res.headers[name]]).toEqual([name, value]);
  });

  it('leave a route free to set a stricter policy of its own (an SVG)', async () => {
    const res = await app.inject({ method: 'GET', url: `/api${samplePicturePath(SAMPLES[0].uuid)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
