import { api } from '@rapport/platform';
import { fetchObjectUrl } from '@rapport/platform/store/object-url';
import { getMatchingReport, matchContacts, matchingResultPdf } from '@rapport/wire/api/calls';
import { callKey, contractMutation, contractQuery } from '@rapport/wire/api/client';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type { AvatarMatching, CompanyMatching } from '@rapport/wire/api/missions';

/** A path under the API base (as matching_result_pdf answers it), never another origin: the token goes with it. */
const isApiPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * The mission details' calls: the selected person against the members (one call per selected
 * person, cached: switching back is instant), and the matching report of two contacts (its
 * links, then the PDF behind the Authorization header as an object URL; the Blob never enters
 * the store and the caller revokes the URL).
 */
export const matchingApi = api.injectEndpoints({
  endpoints: (build) => ({
    missionMatchings: build.query(contractQuery(matchContacts, { providesTags: [{ type: 'Matching', id: 'MISSION' }], keepUnusedDataFor: 300 })),
    matchingReportLinks: build.mutation(contractMutation(matchingResultPdf)),
    matchingReportFile: build.mutation<string, { path: string }>({
      async queryFn({ path }, _api, _extra, baseQuery) {
        if (!isApiPath(path)) return { error: { status: 'CUSTOM_ERROR', error: `not an API path: ${path}` } satisfies FetchBaseQueryError };
        return fetchObjectUrl(baseQuery, path);
      },
      extraOptions: { call: callKey(getMatchingReport) },
    }),
  }),
});

export const { useMissionMatchingsQuery, useMatchingReportLinksMutation, useMatchingReportFileMutation } = matchingApi;
