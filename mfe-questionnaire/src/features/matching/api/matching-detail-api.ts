import { api } from '@rapport/platform';
import { getMatchingDetail } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';

/** docs/results-wire.md: the pair's scores (ratios 0..1), its top and bottom fibers, both pictures. */
export type { MatchingDetailResponse as MatchingDetail } from '@rapport/wire/api/results';

export const matchingDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingDetail: build.query(contractQuery(getMatchingDetail, { providesTags: ['Matching'] })),
  }),
});

export const { useMatchingDetailQuery } = matchingDetailApi;
