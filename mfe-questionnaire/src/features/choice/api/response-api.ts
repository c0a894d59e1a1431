import { api } from '@rapport/contracts';
import type { ResponseProgress } from '@rapport/contracts/entities/questionnaire';

/** Saved answers of the questionnaire (docs/results-wire.md): read on arrival, written after each Next. */
export const responseApi = api.injectEndpoints({
  endpoints: (build) => ({
    responseProgress: build.query<ResponseProgress, { email: string }>({
      query: (body) => ({ url: '/result/response/', method: 'POST', body }),
      providesTags: [{ type: 'Progress', id: 'answers' }],
    }),
    // The server merges by question id: the body holds every answer known, and the answer is the merge.
    saveResponseProgress: build.mutation<ResponseProgress, ResponseProgress & { email: string }>({
      query: (body) => ({ url: '/result/response/', method: 'PUT', body }),
    }),
  }),
});

export const { useResponseProgressQuery, useSaveResponseProgressMutation } = responseApi;
