import { getIndividualResult } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';
import { api } from './api';

/**
 * POST /result/individual_result/ is read by mfe-auth (where a signed-in user goes) and by
 * mfe-questionnaire (/results): one endpoint here, so one cache entry and one `Result` tag.
 */
export const individualResultApi = api.injectEndpoints({
  endpoints: (build) => ({
    individualResult: build.query(contractQuery(getIndividualResult, { providesTags: ['Result'] })),
  }),
});

export const { useIndividualResultQuery } = individualResultApi;
