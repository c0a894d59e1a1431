import { api } from '@rapport/platform';
import { fetchObjectUrl } from '@rapport/platform/store/object-url';
import { getContactReport } from '@rapport/wire/api/calls';
import { callKey, contractUrl, type ContractArg } from '@rapport/wire/api/client';
import type { getContactReport as reportContract } from '@rapport/wire/api/company';

export type ReportArg = ContractArg<typeof reportContract>;

/**
 * A contact's profile report (PDF) behind the Authorization header, as an object URL to save;
 * the Blob never enters the store. The caller revokes the URL.
 */
export const contactReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactReportFile: build.mutation<string, ReportArg>({
      queryFn: (arg, _api, _extra, baseQuery) => fetchObjectUrl(baseQuery, contractUrl(getContactReport, arg)),
      extraOptions: { call: callKey(getContactReport) },
    }),
  }),
});

export const { useContactReportFileMutation } = contactReportApi;
