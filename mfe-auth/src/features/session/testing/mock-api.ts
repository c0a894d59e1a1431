import { on, type BusEvents } from '@rapport/contracts';

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  /** the path under the API base, e.g. `/auth/user/login` */
  path: string;
  body: unknown;
  authorization: string | null;
}

/** `'POST /auth/user/login'` -> a JSON body (200) or a function answering the request body. */
export type Routes = Record<string, unknown>;

/**
 * Stubs the network edge only: `fetch` answers by method and path; every call is recorded.
 * An unexpected call answers 500 so a test sees it.
 */
export function mockApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body, authorization: request.headers.get('Authorization') });
    const route = routes[`${request.method} ${path}`];
    if (route === undefined) return json({ status: 0, message: `unexpected ${request.method} ${path}` }, 500);
    if (typeof route === 'function') return (route as (body: unknown) => Response)(body);
    return route instanceof Response ? route : json(route);
  });
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { spy, calls, callsTo };
}

/** Records the toasts asked for over the bus; call `off` after the test. */
export function collectToasts() {
  const toasts: BusEvents['toast'][] = [];
  const off = on('toast', (toast) => toasts.push(toast));
  return { toasts, off };
}

export const profile = (companies: { company: { pk: number; supports_barometer: boolean; supports_avatar: boolean; quotation_access: boolean } }[] = []) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  picture_url: null,
  referral: 'ada-ref',
  companies,
});

export const companyMembership = (flags: { supports_barometer?: boolean; supports_avatar?: boolean } = {}) => ({
  company: { pk: 7, name: 'Acme', supports_barometer: false, supports_avatar: false, quotation_access: true, ...flags },
});

export const loginOk = { status: 1, message: 'ok', email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada' };

/** Puts the page back at `/` between tests (the contracts' navigate moves window.location). */
export function resetLocation(): void {
  window.history.replaceState(null, '', '/');
}
