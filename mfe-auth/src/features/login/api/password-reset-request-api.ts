import { api } from '@rapport/contracts';
import { passwordResetRequest } from '@rapport/contracts/api/calls';
import { contractMutation } from '@rapport/contracts/api/client';

/** POST /password_reset/: always `{ status: "OK" }`, whether or not the address has an account. */
export const passwordResetRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation(contractMutation(passwordResetRequest)),
  }),
});

export const { useRequestPasswordResetMutation } = passwordResetRequestApi;
