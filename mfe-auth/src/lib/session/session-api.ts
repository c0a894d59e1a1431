import { api } from '@rapport/contracts';
import {
  addMatching,
  exchangeLoginCode,
  getProfile,
  login,
  logout,
  mapCompanyContact,
  register,
  resendVerification,
  socialLogin,
  verifyEmail,
} from '@rapport/contracts/api/calls';
import { contractMutation, type CallArg } from '@rapport/contracts/api/client';
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
    /** One-click login: the link's single-use code (its `token`) spent for a session. */
    exchangeLoginCode: build.mutation(contractMutation(exchangeLoginCode)),
    /** The profile, with the stored session's token. */
    loadProfile: build.mutation(contractMutation(getProfile)),
    addMatching: build.mutation(contractMutation(addMatching)),
    mapCompanyContact: build.mutation(contractMutation(mapCompanyContact)),
    /** An e-mail confirmation link's code (and the claim the link carries), spent once. */
    verifyEmail: build.mutation(contractMutation(verifyEmail)),
    /** A new confirmation link, mailed to the signed-in account's address. */
    resendVerification: build.mutation(contractMutation(resendVerification)),
  }),
});

export const { useLoginMutation, useRegisterMutation, useSocialLoginMutation } = sessionApi;
