import { api } from '@rapport/contracts';
import { sendContact } from '@rapport/contracts/api/calls';
import { contractMutation } from '@rapport/contracts/api/client';

/** POST /send/contact: public, so the base query sends it without the Authorization header. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation(contractMutation(sendContact)),
  }),
});

export const { useSendContactMutation } = contactApi;
