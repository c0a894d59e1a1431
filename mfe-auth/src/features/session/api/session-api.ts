import { api } from '@rapport/contracts';
import type { IndividualResult } from '@rapport/contracts/entities/result';
import type { SessionProfile } from '@rapport/contracts';
import type { LoginResponse, SocialSite } from '@rapport/contracts/entities/user';
import type { LinkParams } from '../utils/link-params';

export interface LoginBody extends LinkParams {
  email: string;
  password: string;
  is_b2b?: boolean;
}

export interface RegisterBody extends LinkParams {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface SocialLoginBody extends LinkParams {
  site: SocialSite;
  id_token?: string;
  access_token?: string;
  code?: string;
  redirect_uri?: string;
  nonce?: string;
  is_b2b?: boolean;
}

export interface StatusResponse {
  status: 0 | 1;
  message?: string;
}

/** What routing needs of the individual result: `w_1 === -1` means not finished. */
export type IndividualResultSummary = Pick<IndividualResult, 'w_1'> & Partial<IndividualResult>;

const post = <Body>(url: string) => (body: Body) => ({ url, method: 'POST', body });

/** The account and session calls of docs/auth-wire.md. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({ query: post('/auth/user/login') }),
    register: build.mutation<LoginResponse, RegisterBody>({ query: post('/auth/user/register') }),
    socialLogin: build.mutation<LoginResponse, SocialLoginBody>({ query: post('/auth/user') }),
    logout: build.mutation<StatusResponse, void>({ query: () => ({ url: '/auth/user/logout', method: 'POST' }) }),
    loadProfile: build.mutation<SessionProfile, { email: string }>({ query: post('/result/profile/') }),
    loadIndividualResult: build.mutation<IndividualResultSummary, { email: string }>({
      query: post('/result/individual_result/'),
    }),
    addMatching: build.mutation<StatusResponse, { referral: string }>({ query: post('/auth/user/add_matching') }),
    mapCompanyContact: build.mutation<StatusResponse, Omit<LinkParams, 'referral'>>({
      query: post('/auth/user/map_company_contact/'),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useSocialLoginMutation } = sessionApi;
