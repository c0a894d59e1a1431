import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { App } from '../../src/app';
import { attackCounter } from './attack-log';

/**
 * The API's own pages in a browser: the docs page, or any answer a hostile page opens in a tab
 * or a window. Before the fix, the static origins sent a Permissions-Policy but the API's
 * answers carried none, though docs/security.md promised one: a script that ever ran in the
 * API's origin could ask for the camera, the microphone or the position. An attack succeeds
 * when an answer of any kind leaves one of those devices to the page.
 */
describe(`the API's Permissions-Policy (${testDatabaseKind})`, () => {
  const attacks = attackCounter('api-permissions-policy');
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    attacks.flush();
    await app?.close();
  });

  /** The devices a hostile page would want; each must be refused to every page (`feature=()`). */
  const DEVICES = ['camera', 'microphone', 'geolocation', 'display-capture', 'payment', 'usb'];
  /** Whether the answer leaves one of the devices to the page. */
  const leavesDevices = (policy: string | string[] | number | undefined): boolean => {
    const text = Array.isArray(policy) ? policy.join(', ') : String(policy ?? '');
    return DEVICES.some((device) => !new RegExp(`(^|[\\s,])${device}=\\(\\)(,|$)`).test(text));
  };

  it.each([
    ['the docs page', 'GET', '/api/docs/', undefined],
    ['a JSON answer', 'GET', '/api/words/', undefined],
    ['a refusal (401)', 'POST', '/api/result/individual_result/', undefined],
    ['an unknown path (404)', 'GET', '/api/no/such/page', undefined],
    ['a malformed body (400)', 'POST', '/api/auth/user/login', '{"email":'],
    ['a preflight from another origin', 'OPTIONS', '/api/auth/user/login', undefined],
  ] as const)('leaves no device to %s', async (what, method, url, payload) => {
    await attacks.attempt(`use a device from ${what}`, async () => {
      const res = await app.inject({
        method,
        url,
        ...(payload !== undefined && { payload, headers: { 'content-type': 'application/json' } }),
        ...(method === 'OPTIONS' && { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
      });
      return leavesDevices(res.headers['permissions-policy']);
    });
    expect(attacks.succeeded).toEqual([]);
  });

  it('leaves every attack above without success', () => {
    expect(attacks.tried).toBeGreaterThanOrEqual(6);
    expect(attacks.succeeded).toEqual([]);
  });
});
