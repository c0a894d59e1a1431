import { api } from '@rapport/contracts';

/** POST /password_reset/: always `{ status: "OK" }`, whether or not the address has an account. */
export const passwordResetRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ status: string }, { email: string }>({
      query: (body) => ({ url: '/password_reset/', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = passwordResetRequestApi;
