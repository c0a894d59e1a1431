import { api } from '@rapport/contracts';
import type { MessageResponse } from '@rapport/contracts/api/common';
import type { MatchingLists } from '@rapport/contracts/entities/matching';
import type { Invite } from '@rapport/contracts/entities/message';

export type { MatchingEntry, MatchingLists } from '@rapport/contracts/entities/matching';

export const matchingApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingLists: build.query<MatchingLists, { email: string }>({
      query: (body) => ({ url: '/result/matching/', method: 'POST', body }),
      providesTags: ['Matching'],
    }),
    sendInviteEmail: build.mutation<MessageResponse, Invite>({
      query: (body) => ({ url: '/send/invite', method: 'POST', body }),
    }),
  }),
});

export const { useMatchingListsQuery, useSendInviteEmailMutation } = matchingApi;
