import { api } from '@rapport/platform';
import { getContactResult } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';

/** The company view of a contact's result: axes, raw scores by mode, stakes and date. */
export const contactResultApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactResult: build.query(contractQuery(getContactResult, { providesTags: (_result, _error, arg) => [{ type: 'Result', id: `contact-${arg.id}` }] })),
  }),
});

export const { useContactResultQuery } = contactResultApi;
