import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Answer = { data?: unknown; error?: FetchBaseQueryError };
/** The `baseQuery` a `queryFn` receives: the contracts' base query, bound to the store. */
type BoundBaseQuery = (arg: string | FetchArgs) => Answer | PromiseLike<Answer>;

/** A failure's body read as JSON when it is JSON (the server's message): the store keeps no Blob. */
export async function readableError(error: FetchBaseQueryError): Promise<FetchBaseQueryError> {
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
 * Fetches a file (a report, a picture) through the api's base query, so it carries the
 * Authorization header and a 401 logs out as every other call does, and answers it as an
 * object URL to show or save: the Blob itself never enters the store. The caller revokes the
 * URL when done. Imported by subpath (`@rapport/platform/store/object-url`) by the pages that
 * fetch files.
 */
export async function fetchObjectUrl(baseQuery: BoundBaseQuery, url: string): Promise<{ data: string } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ url, responseHandler: (response) => response.blob() });
  if (result.error) return { error: await readableError(result.error) };
  return { data: URL.createObjectURL(result.data as Blob) };
}
