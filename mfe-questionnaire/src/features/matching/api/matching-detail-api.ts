import { api } from '@rapport/contracts';
import type { Localized } from '@rapport/contracts/entities/common';

type PerLang<Name extends string> = Record<`${Name}_${keyof Localized}`, string>;

/** docs/results-wire.md: the pair's scores (ratios 0..1), its top and bottom fibers, both pictures. */
export type MatchingDetail = {
  rui_smooth: number;
  similarity_smooth: number;
  immediate_harmony_smooth: number;
  deep_compatibility_smooth: number;
  complementarity_smooth: number;
  understanding_smooth: number;
  picture_url_1: string | null;
  picture_url_2: string | null;
  soft_skills: Localized | null;
  partner: { first_name: string; last_name: string };
} & PerLang<'top_fiber' | 'bottom_fiber' | 'top_fiber_description' | 'bottom_fiber_description'>;

export const matchingDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchingDetail: build.query<{ result: MatchingDetail }, { email: string; partner: string }>({
      query: (body) => ({ url: '/result/matching/detail/', method: 'POST', body }),
      providesTags: ['Matching'],
    }),
  }),
});

export const { useMatchingDetailQuery } = matchingDetailApi;
