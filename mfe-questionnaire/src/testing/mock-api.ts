import { on, type BusEvents } from '@rapport/contracts';

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  /** the path under the API base, e.g. `/result/response/` */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

type Answer = unknown | ((body: unknown, call: ApiCall) => Response | Promise<Response>);
/** `'PUT /result/response/'` -> a JSON body (200), a Response, or a function of the request. */
export type Routes = Record<string, Answer>;

/**
 * Stubs the network edge only: `fetch` answers by method and path; every call is recorded.
 * An unexpected call answers 500 so a test sees it.
 */
export function mockApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const call = { method: request.method, path, query: Object.fromEntries(url.searchParams), body, authorization: request.headers.get('Authorization') };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    if (route === undefined) return json({ status: 0, message: `unexpected ${request.method} ${path}` }, 500);
    if (typeof route === 'function') return (route as (body: unknown, call: ApiCall) => Response | Promise<Response>)(body, call);
    return route instanceof Response ? route : json(route);
  });
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { spy, calls, callsTo };
}

/** A response the test releases when it wants: to look at the page while a call is in flight. */
export function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}

/** Records the toasts asked for over the bus; call `off` after the test. */
export function collectToasts() {
  const toasts: BusEvents['toast'][] = [];
  const off = on('toast', (toast) => toasts.push(toast));
  return { toasts, off };
}

/** Puts the page back at `/` between tests (the contracts' navigate moves window.location). */
export function resetLocation(): void {
  window.history.replaceState(null, '', '/');
}
