import { api } from '@rapport/platform';
import { sendContact } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

/** POST /send/contact: public, so the base query sends it without the Authorization header. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation(contractMutation(sendContact)),
  }),
});

export const { useSendContactMutation } = contactApi;
