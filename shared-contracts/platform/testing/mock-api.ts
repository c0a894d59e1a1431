import { on, type BusEvents } from '../src/events/bus';
import * as calls from '@rapport/wire/api/calls';
import type { Call, CallResult } from '@rapport/wire/api/client';

/**
 * The one mock API of every front end's tests. It stubs the network edge only (`fetch`):
 * routes are named by contract (`{ login: loginOk, getProfile: profile }`), a request is
 * matched by its contract's method and path, and an answer is typed as that contract's
 * response. Every request is recorded; one no route answers gets a 500 so a test sees it.
 */

export type CallName = keyof typeof calls;

export interface ApiRequest {
  /** the contract the request matched, if any */
  name: CallName | null;
  method: string;
  /** the path under the API base, e.g. `/result/response/` */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

type Answered<N extends CallName> = CallResult<(typeof calls)[N]> | Response;
/** A JSON body (200), a Response (any status), or a function of the request giving either. */
export type MockAnswer<N extends CallName> = Answered<N> | ((request: ApiRequest) => Answered<N> | Promise<Answered<N>>);
export type MockRoutes = { [N in CallName]?: MockAnswer<N> };

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const API_BASE_PATH = /^\/api/;

const pathPattern = (call: Call): RegExp =>
  new RegExp(`^${call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+|\{\w+\}/g, '[^/]+')}$`);
const MATCHERS = (Object.keys(calls) as CallName[]).map((name) => ({ name, method: calls[name].method, pattern: pathPattern(calls[name]) }));

/** The contract a request is of: its method and path. */
export function callOf(method: string, path: string): CallName | null {
  return MATCHERS.find((matcher) => matcher.method === method && matcher.pattern.test(path))?.name ?? null;
}

async function recorded(input: RequestInfo | URL, init?: RequestInit): Promise<ApiRequest> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const path = url.pathname.replace(API_BASE_PATH, '');
  const text = request.method === 'GET' ? '' : await request.clone().text();
  return {
    name: callOf(request.method, path),
    method: request.method,
    path,
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    authorization: request.headers.get('Authorization'),
  };
}

export function mockApi(routes: MockRoutes) {
  const calls: ApiRequest[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = await recorded(input, init);
    calls.push(request);
    const route = request.name ? (routes[request.name] as MockAnswer<CallName> | undefined) : undefined;
    if (route === undefined) return json({ status: 0, message: `unexpected ${request.method} ${request.path}` }, 500);
    const answer = typeof route === 'function' ? await route(request) : route;
    // a Response given once answers every call to it (a call tried again reads a fresh body)
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  const callsTo = (name: CallName) => calls.filter((call) => call.name === name);
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
