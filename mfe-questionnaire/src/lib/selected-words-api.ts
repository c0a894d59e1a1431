import { api } from '@rapport/platform';
import { getSelectedWords, saveSelectedWords } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

/**
 * The user's 12 selected words (`result`: their ids, comma-separated, "" when none): read on
 * /select and /sort, written on /select; `query` names the link's questionnaire.
 */
export const selectedWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectedWords: build.query(contractQuery(getSelectedWords, { providesTags: [{ type: 'Progress', id: 'words' }] })),
    saveSelectedWords: build.mutation(contractMutation(saveSelectedWords)),
  }),
});

export const { useSelectedWordsQuery, useSaveSelectedWordsMutation } = selectedWordsApi;
