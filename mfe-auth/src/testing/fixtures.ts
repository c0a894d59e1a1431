import type { getIndividualResult, getProfile, login } from '@rapport/wire/api/calls';
import type { CallResult } from '@rapport/wire/api/client';

/** The fixtures of mfe-auth's tests, typed by the contracts (the mock API is shared-contracts/platform/testing/mock-api). */

type Profile = CallResult<typeof getProfile>;

export const profile = (companies: Profile['companies'] = []): Profile => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  picture_url: null,
  referral: 'ada-ref',
  has_password: true,
  email_verified: true,
  companies,
});

export const companyMembership = (flags: { supports_barometer?: boolean; supports_avatar?: boolean } = {}): Profile['companies'][number] => ({
  company: { pk: 7, name: 'Acme', company_logo: null, supports_barometer: false, supports_avatar: false, quotation_access: true, time_zone: 'Europe/Paris', extra_supported_fields: [], ...flags },
});

export const loginOk: CallResult<typeof login> = { status: 1, message: 'ok', email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada' };

/** An individual result whose `w_1` says whether the questionnaire is finished (-1: not). */
export const individualResult = (w_1: number): CallResult<typeof getIndividualResult> => ({
  w_1,
  x_1: 0,
  y_1: 0,
  z_1: 0,
  w_2: 0,
  x_2: 0,
  y_2: 0,
  z_2: 0,
  r_percent: 0,
  i_percent: 0,
  s_percent: 0,
  soft_skills: null,
  top_personal_development: null,
  wellbeing_expression: null,
  relational_communication: null,
  approach_to_situations: null,
  vision_of_the_world: null,
  files: null,
  reports_ready: false,
});
