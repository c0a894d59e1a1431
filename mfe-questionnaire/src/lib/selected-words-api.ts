import { api } from '@rapport/contracts';

/** `result`: the selected word ids, comma-separated ("" when none). */
export interface SelectedWords {
  result: string;
}

/** The user's 12 selected words: read on /select and /sort, written on /select. */
export const selectedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectedWords: build.query<SelectedWords, { email: string }>({
      query: (body) => ({ url: '/result/select/', method: 'POST', body }),
      providesTags: [{ type: 'Progress', id: 'words' }],
    }),
    saveSelectedWords: build.mutation<SelectedWords, { email: string; result: string }>({
      query: (body) => ({ url: '/result/select/', method: 'PUT', body }),
    }),
  }),
});

export const { useSelectedWordsQuery, useSaveSelectedWordsMutation } = selectedWordsApi;
