import { api } from '@rapport/contracts';
import { queryParams, type QuestionnaireQuery } from './questionnaire-query';

/** `result`: the selected word ids, comma-separated ("" when none). */
export interface SelectedWords {
  result: string;
}

/** Whose words: the user's, of the questionnaire the link names (none: the current one). */
export interface SelectionArgs {
  email: string;
  query: QuestionnaireQuery;
}

/** The user's 12 selected words: read on /select and /sort, written on /select. */
export const selectedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectedWords: build.query<SelectedWords, SelectionArgs>({
      query: ({ query, ...body }) => ({ url: '/result/select/', method: 'POST', params: queryParams(query), body }),
      providesTags: [{ type: 'Progress', id: 'words' }],
    }),
    saveSelectedWords: build.mutation<SelectedWords, SelectionArgs & { result: string }>({
      query: ({ query, ...body }) => ({ url: '/result/select/', method: 'PUT', params: queryParams(query), body }),
    }),
  }),
});

export const { useSelectedWordsQuery, useSaveSelectedWordsMutation } = selectedWordsApi;
