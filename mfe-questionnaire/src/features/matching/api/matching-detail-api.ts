import { api } from '@rapport/contracts';
import { getMatchingDetail } from '@rapport/contracts/api/calls';
import { contractQuery } from '@rapport/contracts/api/client';

/** docs/results-wire.md: the pair's scores (ratios 0..1), its top and bottom fibers, both pictures. */
export type { MatchingDetailResponse as MatchingDetail } from '@rapport/contracts/api/results';

export const matchingDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingDetail: build.query(contractQuery(getMatchingDetail, { providesTags: ['Matching'] })),
  }),
});

export const { useMatchingDetailQuery } = matchingDetailApi;
