import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { emit } from '../events/bus';
import { loggedOut, type SessionState } from './session-slice';
import type { UiState } from './ui-slice';

/** Spec section 7: calls sent without the Authorization header. */
const PUBLIC_PATHS = [
  '/auth/user/register',
  '/auth/user/login',
  '/send/contact',
  '/result/barometer_response/',
  '/company/is_mission_active/',
  '/company/get_company_from_mission/',
];

export const isPublicPath = (url: string): boolean => PUBLIC_PATHS.some((p) => url.split('?')[0] === p);

interface StateWithSession {
  session: SessionState;
  ui: UiState;
}

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    prepareHeaders(headers, { getState, endpoint, arg }) {
      const url = typeof arg === 'string' ? arg : (arg as FetchArgs).url;
      const token = (getState() as StateWithSession).session.token;
      if (token && !isPublicPath(url) && endpoint !== 'public') headers.set('Authorization', `Token ${token}`);
      return headers;
    },
  });

/**
 * The one base query: the API base comes from the runtime config in the store; a 401 logs
 * out and goes home; a 404 becomes a not-found error (spec section 8).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { apiBase } = (api.getState() as StateWithSession).ui;
  const result = await rawBaseQuery(apiBase)(args, api, extra);
  if (result.error?.status === 401) {
    api.dispatch(loggedOut());
    emit('auth:changed', { loggedIn: false });
    emit('navigate', { to: '/' });
  } else if (result.error?.status === 404) {
    const data = result.error.data as { message?: string } | undefined;
    return { error: { status: 404, data: { message: data?.message ?? 'Not found', notFound: true } } };
  }
  return result;
};

/** Tags every list a mutation may change, so lists reload after it. */
export const TAG_TYPES = ['Profile', 'Progress', 'Result', 'Matching', 'Contact', 'Mission', 'Barometer'] as const;

/** The RTK Query api: remotes add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The message a failed call carries: the server's own, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}
