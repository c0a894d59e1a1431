import { api } from '@rapport/contracts';
import type { ResponseProgress, SavedResponseProgress } from '@rapport/contracts/entities/questionnaire';
import { queryParams, type QuestionnaireQuery } from '../../../lib/questionnaire-query';

/** Which progress: the user's, of the questionnaire the link names (none: the current one). */
export interface ProgressArgs {
  email: string;
  query: QuestionnaireQuery;
}

/**
 * Saved answers of the questionnaire (docs/results-wire.md): read on arrival, written after
 * each Next. Both answer the questionnaire type the progress is of.
 */
export const responseApi = api.injectEndpoints({
  endpoints: (build) => ({
    responseProgress: build.query<SavedResponseProgress, ProgressArgs>({
      query: ({ query, ...body }) => ({ url: '/result/response/', method: 'POST', params: queryParams(query), body }),
      providesTags: [{ type: 'Progress', id: 'answers' }],
    }),
    // The server merges by question id: the body holds every answer known, and the answer is the merge.
    saveResponseProgress: build.mutation<SavedResponseProgress, ResponseProgress & ProgressArgs>({
      query: ({ query, ...body }) => ({ url: '/result/response/', method: 'PUT', params: queryParams(query), body }),
    }),
  }),
});

export const { useResponseProgressQuery, useSaveResponseProgressMutation } = responseApi;
