import { api } from '@rapport/platform';
import { getContactReport } from '@rapport/wire/api/calls';
import { callKey, contractUrl, type ContractArg } from '@rapport/wire/api/client';
import type { getContactReport as reportContract } from '@rapport/wire/api/company';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type ReportArg = ContractArg<typeof reportContract>;

/** A failure's body read as JSON when it is JSON (the server's message), not kept as a Blob. */
export async function readableError(error: FetchBaseQueryError): Promise<FetchBaseQueryError> {
  const body = 'data' in error ? (error.data as Partial<Blob> | null) : null;
  // duck-typed: a Blob from another realm (a test's fetch) is still a Blob
  if (typeof body?.text !== 'function') return error;
  try {
    return { ...error, data: JSON.parse(await body.text()) } as FetchBaseQueryError;
  } catch {
    return { ...error, data: undefined } as FetchBaseQueryError;
  }
}

/**
 * A contact's profile report (PDF) behind the Authorization header, as an object URL to save;
 * the Blob never enters the store. The caller revokes the URL.
 */
export const contactReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactReportFile: build.mutation<string, ReportArg>({
      async queryFn(arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: contractUrl(getContactReport, arg), responseHandler: (response) => response.blob() });
        if (result.error) return { error: await readableError(result.error) };
        return { data: URL.createObjectURL(result.data as Blob) };
      },
      extraOptions: { call: callKey(getContactReport) },
    }),
  }),
});

export const { useContactReportFileMutation } = contactReportApi;
