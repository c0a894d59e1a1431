import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { TAG_TYPES, type CallOptions, type ContractBaseQuery, type TagType } from '@rapport/wire/api/client';
import type { ErrorResponse } from '@rapport/wire/api/common';
import { isTransient, mayRepeat, withTransientRetry } from '@rapport/wire/api/transient-retry';
import { emit } from '../events/bus';
import { loadServerMessages } from '../i18n/i18n';
import { loggedOut, type SessionState } from './session-slice';
import type { UiState } from './ui-slice';

interface StateWithSession {
  session: SessionState;
  ui: UiState;
}

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    prepareHeaders(headers, { getState, extraOptions }) {
      // the contract says which calls are public (CallOptions, set by contractQuery/contractMutation);
      // a public call made `withSession` still says who is calling (proving an address);
      // a call that brings its own credentials (a one-click link's token being checked) keeps them
      const token = (getState() as StateWithSession).session.token;
      const options = extraOptions as CallOptions | undefined;
      const sendsToken = token && (!options?.public || options.withSession) && !headers.has('Authorization');
      if (sendsToken) headers.set('Authorization', `Token ${token}`);
      return headers;
    },
  });

/** Which endpoint makes each call: one endpoint (one cache identity, one set of tags) per call. */
const endpointOfCall = new Map<string, string>();

function checkOneEndpointPerCall(call: string | undefined, endpoint: string): void {
  if (!call || process.env.NODE_ENV === 'production') return;
  const owner = endpointOfCall.get(call);
  if (owner === undefined) endpointOfCall.set(call, endpoint);
  else if (owner !== endpoint) throw new Error(`${call} is already the endpoint "${owner}": use it instead of "${endpoint}"`);
}

const bringsOwnCredentials = (args: string | FetchArgs): boolean =>
  typeof args !== 'string' && new Headers(args.headers as HeadersInit | undefined).has('Authorization');

/**
 * A 401 to the stored session's token (spec section 8): logged out and home. When a session
 * was open, the person is told it ended and asked to sign in again, to come back to the page
 * they were on; the calls answered 401 after it (the same page's other calls) say nothing more.
 */
function sessionEnded(api: BaseQueryApi): void {
  const wasOpen = Boolean((api.getState() as StateWithSession).session.token);
  // read before anyone hears of the logout: the shell's guard leaves a protected page at once
  const page = window.location.pathname + window.location.search;
  api.dispatch(loggedOut());
  emit('auth:changed', { loggedIn: false });
  if (wasOpen) emit('auth:open-modal', { view: 'signin', notice: 'session-ended', returnTo: page });
  emit('navigate', { to: '/' });
}

const methodOf = (args: string | FetchArgs): string | undefined => (typeof args === 'string' ? 'GET' : args.method);

/**
 * The one base query: the API base comes from the runtime config in the store; a call that may
 * be repeated is tried again when no replica could answer (api/transient-retry.ts: a replica
 * restarting behind the edge costs a moment, not an error); a 401 ends the session (above),
 * unless the call brought its own credentials: its caller handles it; a 404 becomes a
 * not-found error (spec section 8).
 */
export const baseQuery: ContractBaseQuery = async (args, api, extra) => {
  checkOneEndpointPerCall(extra?.call, api.endpoint);
  const { apiBase } = (api.getState() as StateWithSession).ui;
  const send = async () => rawBaseQuery(apiBase)(args, api, extra);
  const result = mayRepeat(methodOf(args), api.type === 'query')
    ? await withTransientRetry(send, (answer) => isTransient(answer.error?.status))
    : await send();
  // a failure is shown in the interface's language: its texts arrive before it does
  if (result.error) await loadServerMessages();
  if (result.error?.status === 401) {
    if (!bringsOwnCredentials(args)) sessionEnded(api);
  } else if (result.error?.status === 404) {
    const data = result.error.data as Partial<Pick<ErrorResponse, 'message' | 'code' | 'field' | 'params'>> | undefined;
    // the answer's code (and its field and params) stay: serverMessage translates them
    const coded = data?.code === undefined ? {} : { code: data.code, field: data.field, params: data.params };
    return { error: { status: 404, data: { message: data?.message ?? 'Not found', notFound: true, ...coded } } };
  }
  return result;
};

/** Tags every list a mutation may change, so lists reload after it. */
export { TAG_TYPES, type TagType };

/** The RTK Query api: remotes add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
