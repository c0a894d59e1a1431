import { api } from '@rapport/platform';
import { passwordResetRequest } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

/** POST /password_reset/: always `{ status: "OK" }`, whether or not the address has an account. */
export const passwordResetRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation(contractMutation(passwordResetRequest)),
  }),
});

export const { useRequestPasswordResetMutation } = passwordResetRequestApi;
