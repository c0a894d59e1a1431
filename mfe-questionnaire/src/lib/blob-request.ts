import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Answer = { data?: unknown; error?: FetchBaseQueryError };
/** The `baseQuery` a `queryFn` receives: the contracts' base query, bound to the store. */
type BoundBaseQuery = (arg: string | FetchArgs) => Answer | PromiseLike<Answer>;

/** A failure's body read as JSON when it is JSON: the store keeps no Blob. */
async function readableError(error: FetchBaseQueryError): Promise<FetchBaseQueryError> {
  const body = 'data' in error ? (error.data as Partial<Blob> | null) : null;
  // duck-typed: a Blob from another realm (a test's fetch) is still a Blob
  if (typeof body?.text !== 'function') return error;
  let data: unknown;
  try {
    data = JSON.parse(await body.text());
  } catch {
    data = undefined;
  }
  return { ...error, data } as FetchBaseQueryError;
}

/**
 * Fetches a file through the api's base query, so it carries the Authorization header and a
 * 401 logs out as every other call does. The Blob itself never enters the store.
 */
export async function fetchBlob(baseQuery: BoundBaseQuery, url: string): Promise<{ data: Blob } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ url, responseHandler: (response) => response.blob() });
  if (result.error) return { error: await readableError(result.error) };
  return { data: result.data as Blob };
}
