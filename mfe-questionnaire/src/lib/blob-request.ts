import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Answer = { data?: unknown; error?: FetchBaseQueryError };
/** The `baseQuery` a `queryFn` receives: the contracts' base query, bound to the store. */
type BoundBaseQuery = (arg: string | FetchArgs) => Answer | PromiseLike<Answer>;

/**
 * Fetches a file through the api's base query, so it carries the Authorization header and a
 * 401 logs out as every other call does. The Blob itself never enters the store.
 */
export async function fetchBlob(baseQuery: BoundBaseQuery, url: string): Promise<{ data: Blob } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ url, responseHandler: (response) => response.blob() });
  if (result.error) return { error: result.error };
  return { data: result.data as Blob };
}
