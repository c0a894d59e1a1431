import { accountApi, api } from '@rapport/platform';
import { addMatching, exchangeLoginCode, login, logout, mapCompanyContact, register, socialLogin, verifyEmail } from '@rapport/wire/api/calls';
import { contractMutation, type CallArg } from '@rapport/wire/api/client';
import type { LinkParams } from './link-params';

/** POST /auth/user's body as this front end builds it: the link's parameters as it reads them. */
export type SocialLoginBody = CallArg<typeof socialLogin> & LinkParams;

/**
 * The account and session calls of docs/auth-wire.md. The calls that prove an address (a
 * one-click link, a confirmation link, a provider) carry the stored session when there is one:
 * the API keeps what that same person set on the account (api/src/services/accounts/address-proof.ts).
 */
const sessionCalls = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation(contractMutation(login)),
    register: build.mutation(contractMutation(register)),
    socialLogin: build.mutation(contractMutation(socialLogin, {}, { withSession: true })),
    logout: build.mutation(contractMutation(logout)),
    /** One-click login: the link's single-use code (its `token`) spent for a session. */
    exchangeLoginCode: build.mutation(contractMutation(exchangeLoginCode, {}, { withSession: true })),
    addMatching: build.mutation(contractMutation(addMatching)),
    mapCompanyContact: build.mutation(contractMutation(mapCompanyContact)),
    /** An e-mail confirmation link's code (and the claim the link carries), spent once. */
    verifyEmail: build.mutation(contractMutation(verifyEmail, {}, { withSession: true })),
  }),
});

/** The session calls, and the profile and confirmation-mail calls contracts share with the other parts. */
export const sessionApi = { endpoints: { ...sessionCalls.endpoints, ...accountApi.endpoints } };

export const { useLoginMutation, useRegisterMutation, useSocialLoginMutation } = sessionCalls;
