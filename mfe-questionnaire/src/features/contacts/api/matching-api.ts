import { api } from '@rapport/contracts';
import { getMatchings, sendInvite } from '@rapport/contracts/api/calls';
import { contractMutation, contractQuery } from '@rapport/contracts/api/client';

export type { MatchingEntry, MatchingLists } from '@rapport/contracts/entities/matching';

export const matchingApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingLists: build.query(contractQuery(getMatchings, { providesTags: ['Matching'] })),
    sendInviteEmail: build.mutation(contractMutation(sendInvite)),
  }),
});

export const { useMatchingListsQuery, useSendInviteEmailMutation } = matchingApi;
