import { api } from '@rapport/contracts';
import { submitIndividualResult } from '@rapport/contracts/api/calls';
import { contractMutation } from '@rapport/contracts/api/client';

/** PUT /result/individual_result/: the server computes the profile from the answers and these ranks. */
export const sortedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSortedWords: build.mutation(contractMutation(submitIndividualResult, { invalidatesTags: ['Result', 'Matching'] })),
  }),
});

export const { useSaveSortedWordsMutation } = sortedWordsApi;
