import { api } from '@rapport/contracts';
import { queryParams, type QuestionnaireQuery } from '../../../lib/questionnaire-query';

interface SortedWordsBody {
  email: string;
  /** the 12 selected word ids in rank order, comma-separated */
  result: string;
  query: QuestionnaireQuery;
}

/** PUT /result/individual_result/: the server computes the profile from the answers and these ranks. */
export const sortedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSortedWords: build.mutation<unknown, SortedWordsBody>({
      query: ({ query, ...body }) => ({ url: '/result/individual_result/', method: 'PUT', params: queryParams(query), body }),
      invalidatesTags: ['Result', 'Matching'],
    }),
  }),
});

export const { useSaveSortedWordsMutation } = sortedWordsApi;
