import { api } from '@rapport/contracts';
import type { MessageResponse } from '@rapport/contracts/api/common';
import { sendContact } from '@rapport/contracts/api/contact';
import type { ContactMessage } from '@rapport/contracts/entities/message';

/** POST /send/contact: public, so the base query sends it without the Authorization header. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<MessageResponse, ContactMessage>({
      query: (body) => ({ url: sendContact.path, method: sendContact.method, body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
