import { z } from './zod';
import { accountEmail, linkParams, mailLanguage, statusResponse } from './auth';
import { cleanText, messageResponse, requestBody, type EndpointContract } from './common';

/**
 * The signed-in user's own account (docs/auth-wire.md): profile, result, contacts made by
 * referral, company contact links, invitations, and the data export and deletion. Every call
 * needs `Authorization: Token <token>`; a body's `email` must be the token's user (403 otherwise).
 */

export const profileCompany = z.object({
  pk: z.number().int(),
  name: z.string(),
  company_logo: z.string().nullable(),
  supports_barometer: z.boolean(),
  supports_avatar: z.boolean(),
  quotation_access: z.boolean(),
  /** the company's time zone (IANA, `Europe/Paris`): its calendar, in which a mission's end date is a day */
  time_zone: z.string().describe('IANA time zone, e.g. Europe/Paris'),
  /** the company's values (spec section 3, Company): the values missions' columns */
  extra_supported_fields: z.array(z.object({ field_name_in_api: z.string(), field_name_for_user: z.string() })),
});

export const profileResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture_url: z.string().nullable(),
  referral: z.string(),
  /** whether the account signs in with a password (deleting it then asks for that password) */
  has_password: z.boolean(),
  /** whether the person proved they own `email` (a mailed link, a reset, a social provider): needed to claim a company contact or a mission place */
  email_verified: z.boolean(),
  /** the active company is the first (oldest membership) */
  companies: z.array(z.object({ company: profileCompany })),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

const ownEmailBody = requestBody({ email: accountEmail() });

/** The 404 of a call whose account was deleted while its request ran. */
const ACCOUNT_GONE = 'the account no longer exists';

export const getProfile = {
  method: 'POST',
  path: '/result/profile/',
  public: false,
  operationId: 'getMyProfile',
  summary: "The signed-in user's profile with their companies",
  body: ownEmailBody,
  response: profileResponse,
  errors: { 403: "`email` is not the signed-in user's", 404: ACCOUNT_GONE },
} as const satisfies EndpointContract;

export const OWN_REFERRAL = 'You cannot add yourself as a contact.';
export const UNKNOWN_REFERRAL = 'Unknown referral code.';

export const addMatching = {
  method: 'POST',
  path: '/auth/user/add_matching',
  public: false,
  operationId: 'addMatchingContact',
  summary: "The referral code's owner and the signed-in user become matching contacts (both ways, idempotent)",
  body: requestBody({ referral: z.string({ error: 'Required' }).trim().check(cleanText()).min(1, 'Required').max(64) }),
  response: statusResponse,
  errors: { 400: "or the signed-in user's own code", 404: 'no account has this referral code' },
} as const satisfies EndpointContract;

export const NO_COMPANY_LINK = 'mission, contact or company: one is required';
export const CONTACT_EMAIL_MISMATCH = 'This invitation was sent to another e-mail address.';
export const EMAIL_UNVERIFIED = 'Confirm your e-mail address first: follow the link we sent you.';

export const mapCompanyContact = {
  method: 'POST',
  path: '/auth/user/map_company_contact/',
  public: false,
  operationId: 'linkCompanyContact',
  summary: 'Link the signed-in user to a company contact',
  description:
    "The contact is the one of the contact referral, or the contact with the user's e-mail in the mission's or the company's contacts; the e-mails must match, and the address be confirmed unless the contact's own invitation link is used (403 link.email_unverified: a confirmation link carrying this one is mailed). A mission link (not a barometer's) also makes the contact a member of the mission while it is active.",
  body: requestBody({ mission: linkParams.mission, contact: linkParams.contact, company: linkParams.company }),
  response: statusResponse,
  errors: {
    400: 'or none of mission, contact and company',
    403: "the contact's e-mail is another, or the address is not confirmed (link.email_unverified)",
    404: 'an unknown mission or contact link, or no contact with the user\'s e-mail',
    409: 'another account holds this contact already',
    410: 'the mission link no longer accepts answers',
  },
} as const satisfies EndpointContract;

export const INVITATION_SENT = 'invitation sent';

export const reInvite = {
  method: 'POST',
  path: '/auth/re-invite/',
  public: false,
  operationId: 'resendContactInvitation',
  summary: "Mail the invitation again to a company's contact (company users of that company only)",
  body: requestBody({
    user_email: accountEmail(),
    company_id: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').positive('Must be a positive number').max(2_147_483_647),
    lang: mailLanguage(),
  }),
  response: messageResponse,
  errors: {
    403: 'the caller is not a company user',
    404: "company_id is not the caller's active company, or no contact of the company has this e-mail",
    429: 'or too many invitations sent by this account',
  },
} as const satisfies EndpointContract;

// ---- my data ------------------------------------------------------------------------------

const iso = z.string().describe('ISO 8601');

export const exportResponse = z.object({
  exported_at: iso,
  user: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    picture_url: z.string().nullable(),
    referral: z.string(),
    language: z.string(),
    has_password: z.boolean(),
    created_at: iso,
    updated_at: iso,
  }),
  companies: z.array(z.object({ pk: z.number().int(), name: z.string(), member_since: iso })),
  social_accounts: z.array(z.object({ provider: z.string(), subject: z.string(), created_at: iso })),
  sessions: z.array(z.object({ created_at: iso, expires_at: iso, revoked_at: iso.nullable() })),
  password_resets: z.array(z.object({ created_at: iso, expires_at: iso, used_at: iso.nullable() })),
  results: z.array(z.record(z.string(), z.unknown())),
  progress: z.array(
    z.object({
      questionnaire_type: z.string(),
      question_answered: z.string(),
      first_answers: z.string(),
      second_answers: z.string(),
      selected_words: z.string().nullable(),
      updated_at: iso,
    }),
  ),
  matching_contacts: z.array(
    z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), since: iso }),
  ),
  company_contact_records: z.array(
    z.object({
      company: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      contact_type: z.string(),
      invitation_sent: z.boolean(),
      confidential: z.boolean(),
      linked_to_account: z.boolean(),
      created_at: iso,
    }),
  ),
  contact_messages: z.array(z.object({ subject: z.string(), message: z.string(), created_at: iso })),
});
export type ExportResponse = z.infer<typeof exportResponse>;

export const exportMyData = {
  method: 'GET',
  path: '/auth/user/export',
  public: false,
  operationId: 'exportMyData',
  summary: 'Everything held about the signed-in user, as JSON (never password or token hashes)',
  response: exportResponse,
  errors: { 404: ACCOUNT_GONE },
} as const satisfies EndpointContract;

/** An account without a password proves it is its owner by a sign-in this recent. */
export const REAUTHENTICATION_MINUTES = 10;

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'This is not the password of your account.',
  signInAgain: `For your security, sign in again, then delete your account within ${REAUTHENTICATION_MINUTES} minutes.`,
} as const;

export const deleteMyAccountBody = requestBody({
  /** the account's current password; ignored for an account without one */
  password: z.string({ error: 'Must be text' }).max(4096).optional(),
});

export const deleteMyAccount = {
  method: 'DELETE',
  path: '/auth/user',
  public: false,
  operationId: 'deleteMyAccount',
  summary: "Delete the signed-in user's account",
  description: `Deletes answers, results, progress, sessions, social accounts and matching links; company contact records naming the user are anonymised. A stolen session is not enough: an account with a password gives it (400 "${ACCOUNT_MESSAGES.passwordRequired}" without it, 403 "${ACCOUNT_MESSAGES.wrongPassword}" when wrong, tries throttled like sign-ins); one without a password must have signed in within ${REAUTHENTICATION_MINUTES} minutes (403 otherwise).`,
  body: deleteMyAccountBody,
  response: statusResponse,
  errors: {
    400: 'or no password for an account that has one',
    403: `a wrong password, or (without a password) no sign-in within ${REAUTHENTICATION_MINUTES} minutes`,
    404: ACCOUNT_GONE,
    429: 'or too many wrong passwords (as sign-ins)',
  },
} as const satisfies EndpointContract;
