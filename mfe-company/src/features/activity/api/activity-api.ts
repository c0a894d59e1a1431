import { api } from '@rapport/platform';
import type { ActivityPage, ActivityQuery } from '@rapport/wire/api/activity';
import { listCompanyActivity } from '@rapport/wire/api/calls';
import { callKey, contractRequest } from '@rapport/wire/api/client';

export type { ActivityPage } from '@rapport/wire/api/activity';
export type { ActivityEntry, ActivityKind } from '@rapport/wire/entities/activity';

/** What the page filters the trail by; the cursor is the pages' own. */
export type ActivityFilter = Pick<ActivityQuery, 'kind' | 'person'>;

/**
 * The company's trail, one page after the other: each page asks for the entries after the last
 * one shown (its answer's next_cursor), so "Load more" never repeats or skips an entry however
 * many are recorded meanwhile. A filter is a list of its own.
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyActivity: build.infiniteQuery<ActivityPage, ActivityFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.next_cursor,
      },
      query: ({ queryArg, pageParam }) =>
        contractRequest(listCompanyActivity, { query: { ...queryArg, ...(pageParam !== null && { cursor: pageParam }) } }),
      extraOptions: { public: listCompanyActivity.public, call: callKey(listCompanyActivity) },
    }),
  }),
});

export const { useCompanyActivityInfiniteQuery } = activityApi;
