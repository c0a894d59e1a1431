import { api } from '@rapport/platform';
import { getResponseProgress, saveResponseProgress } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

/**
 * Saved answers of the questionnaire (docs/results-wire.md): read on arrival, written after
 * each Next. Both answer the questionnaire type the progress is of. The argument names the
 * user and, in `query`, the questionnaire the link names (none: the current one).
 */
export const responseApi = api.injectEndpoints({
  endpoints: (build) => ({
    responseProgress: build.query(contractQuery(getResponseProgress, { providesTags: [{ type: 'Progress', id: 'answers' }] })),
    // The server merges by question id: the body holds every answer known, and the answer is the merge.
    saveResponseProgress: build.mutation(contractMutation(saveResponseProgress)),
  }),
});

export const { useResponseProgressQuery, useSaveResponseProgressMutation } = responseApi;
