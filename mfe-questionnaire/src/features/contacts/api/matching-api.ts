import { api } from '@rapport/contracts';
import type { MessageResponse } from '@rapport/contracts/api/common';
import type { Invite } from '@rapport/contracts/entities/message';

/** One line of the contact list (docs/results-wire.md: email null for samples, uuid null for people). */
export interface MatchingEntry {
  first_name: string;
  last_name: string;
  picture_url: string | null;
  email: string | null;
  /** Relational Index 0..1; null while the contact has not finished */
  rui_smooth: number | null;
  top_fiber_en: string | null;
  top_fiber_fr: string | null;
  top_fiber_ru: string | null;
  is_finished: boolean;
  fake_user_uuid: string | null;
}

export interface MatchingLists {
  b2c_matching: MatchingEntry[];
  fake_matching: MatchingEntry[];
}

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
