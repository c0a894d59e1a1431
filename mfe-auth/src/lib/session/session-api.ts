import { api } from '@rapport/contracts';
import { addMatching, getProfile, login, logout, mapCompanyContact, register, socialLogin } from '@rapport/contracts/api/calls';
import { callKey, contractMutation, contractRequest, type CallArg, type CallResult } from '@rapport/contracts/api/client';
import type { LinkParams } from './link-params';

/** POST /auth/user's body as this front end builds it: the link's parameters as it reads them. */
export type SocialLoginBody = CallArg<typeof socialLogin> & LinkParams;

/** The account and session calls of docs/auth-wire.md. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation(contractMutation(login)),
    register: build.mutation(contractMutation(register)),
    socialLogin: build.mutation(contractMutation(socialLogin)),
    logout: build.mutation(contractMutation(logout)),
    /**
     * The profile, with the stored session's token, or with a one-click link's own `token` to
     * check the link before it is stored (a 401 is then the caller's: the session is untouched).
     */
    loadProfile: build.mutation<CallResult<typeof getProfile>, { email: string; token?: string }>({
      async queryFn({ email, token }, _api, _extra, baseQuery) {
        const request = contractRequest(getProfile, { email });
        const result = await baseQuery(token ? { ...request, headers: { Authorization: `Token ${token}` } } : request);
        return result.error ? { error: result.error } : { data: result.data as CallResult<typeof getProfile> };
      },
      extraOptions: { public: getProfile.public, call: callKey(getProfile) },
    }),
    addMatching: build.mutation(contractMutation(addMatching)),
    mapCompanyContact: build.mutation(contractMutation(mapCompanyContact)),
  }),
});

export const { useLoginMutation, useRegisterMutation, useSocialLoginMutation } = sessionApi;
