import { api } from '@rapport/platform';
import { getMatchings, sendInvite } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type { MatchingEntry, MatchingLists } from '@rapport/wire/entities/matching';

export const matchingApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingLists: build.query(contractQuery(getMatchings, { providesTags: ['Matching'] })),
    sendInviteEmail: build.mutation(contractMutation(sendInvite)),
  }),
});

export const { useMatchingListsQuery, useSendInviteEmailMutation } = matchingApi;
