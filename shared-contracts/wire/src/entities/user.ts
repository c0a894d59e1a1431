import type { CompanyMembership } from './company';
import type { Status } from './common';

/** The signed-in user's profile. A company user is one whose `companies` list is non-empty. */
export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  picture_url: string | null;
  /** the user's own referral code, used in invitation links */
  referral: string;
  companies: CompanyMembership[];
}

/** Answer of /auth/user, /auth/user/register and /auth/user/login. */
export interface LoginResponse {
  /** 0 failure (see message), 1 success */
  status: Status;
  message: string;
  email?: string;
  referral?: string;
  /** sent as `Authorization: Token <token>` */
  token?: string;
  /** this sign-in proved the address and removed the password and sessions set before it */
  previous_access_removed?: boolean;
}

export const SOCIAL_SITES = ['facebook', 'google', 'linkedin'] as const;
export type SocialSite = (typeof SOCIAL_SITES)[number];
