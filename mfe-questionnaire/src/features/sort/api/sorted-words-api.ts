import { api } from '@rapport/platform';
import { submitIndividualResult } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

/** PUT /result/individual_result/: the server computes the profile from the answers and these ranks. */
export const sortedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSortedWords: build.mutation(contractMutation(submitIndividualResult, { invalidatesTags: ['Result', 'Matching'] })),
  }),
});

export const { useSaveSortedWordsMutation } = sortedWordsApi;
