import { z } from './zod';
import { SOCIAL_SITES, type LoginResponse } from '../entities/user';
import { cleanText, EMAIL_PATTERN, errorResponse, REQUIRED, requestBody, requiredText, type EndpointContract } from './common';

/**
 * Accounts and sessions (docs/auth-wire.md): sign-up, sign-in (password or a social provider),
 * logout, password reset, and the public settings of the social providers. The validation
 * messages are the front end's own (spec section 5), word for word.
 */

// ---- validation rules shared with the front end ---------------------------------------------

/** The shortest new password, in characters (spec section 5); the sign-up and reset forms check it too. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 takes any length; a bound keeps hashing a request's password cheap (ASVS 2.1.2: at least 64 allowed) */
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  required: REQUIRED,
  email: 'Email must be a valid email',
  passwordRequired: 'No password provided.',
  passwordShort: `Password is too short - should be ${PASSWORD_MIN_LENGTH} chars minimum`,
  passwordDigit: 'Password must contain a number.',
  passwordLong: `Password is too long - should be ${PASSWORD_MAX_LENGTH} chars maximum`,
  /** ASVS 2.1.7: the server's list of common and breached passwords (a rule of the server's, beyond the spec's) */
  passwordCommon: 'This password is too common: it appears in lists of leaked passwords. Please choose another one.',
  /** a password of a few characters repeated or in sequence, spaces aside (what such lists miss) */
  passwordWeak: 'This password is too easy to guess: it repeats or follows on from a few characters. Please choose another one.',
} as const;

/**
 * How long a password is: in characters (Unicode code points) of its NFC form, so an accented
 * letter typed as one or two code points, or an emoji, counts as one character.
 */
export const passwordLength = (password: string): number => [...password.normalize('NFC')].length;

const notText = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : 'Must be text';

/**
 * Every rule a password breaks, in the order the front end checks them (required, length,
 * digit), then the maximum. Empty: only "No password provided.". The server adds its own
 * checks (common and trivially weak passwords) once these pass.
 */
export function passwordProblems(password: string): string[] {
  if (password.length === 0) return [AUTH_MESSAGES.passwordRequired];
  const problems: string[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) problems.push(AUTH_MESSAGES.passwordShort);
  if (!/\d/.test(password)) problems.push(AUTH_MESSAGES.passwordDigit);
  if (length > PASSWORD_MAX_LENGTH) problems.push(AUTH_MESSAGES.passwordLong);
  return problems;
}

/**
 * A new password (sign-up, reset): the first broken rule is the message. Not trimmed; any
 * Unicode, normalised to NFC (the form it is hashed and checked in), lengths in characters.
 */
export const newPassword = () =>
  z
    .string({ error: notText(AUTH_MESSAGES.passwordRequired) })
    // NUL cannot be stored, and a lone surrogate would be hashed as U+FFFD (two passwords, one hash)
    .check(cleanText({ multiline: true }))
    .normalize('NFC')
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordShort, abort: true })
    .regex(/\d/, { error: AUTH_MESSAGES.passwordDigit, abort: true })
    .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordLong, abort: true });

/**
 * A password to check at sign-in: only required and bounded (in characters of its NFC form).
 * Kept as typed: the server checks it in NFC, and as typed against hashes made before
 * passwords were normalised. A wrong one answers the one failed-login message whatever rule
 * it breaks.
 */
export const givenPassword = () =>
  z
    .string({ error: notText(AUTH_MESSAGES.passwordRequired) })
    .check(cleanText({ multiline: true }))
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordLong, abort: true });

/** An account's e-mail address: required, trimmed, EMAIL_PATTERN. Compared case-insensitively. */
export const accountEmail = () =>
  z
    .string({ error: notText(REQUIRED) })
    .trim()
    .check(cleanText())
    .min(1, { error: REQUIRED, abort: true })
    .max(254, { error: AUTH_MESSAGES.email, abort: true })
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.email);

/** A first or last name: required, trimmed. */
export const personName = () => requiredText(150);

/** The interface language mails are written in; optional everywhere (else Accept-Language). */
export const mailLanguage = () => z.enum(['en', 'fr']).optional().catch(undefined);

// ---- invitation parameters of a link (spec section 2: ref, mission, contact, company) -------

/**
 * An invitation code carried by a link. Best effort: sign-in must not fail because a link
 * carried garbage, so a malformed value counts as absent.
 */
const linkCode = () =>
  z
    .string()
    .trim()
    .check(cleanText())
    .max(64)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined);

/** A company pk; the front end sends it as the link's text (`"12"`), numbers are accepted too. */
const linkCompany = () =>
  z
    .union([
      z.number().int().positive().max(2_147_483_647),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .optional()
    .catch(undefined);

export const linkParams = {
  /** another user's referral code: that user and the new one become matching contacts */
  referral: linkCode(),
  /** a mission referral: the company contact of the mission's company with the user's e-mail */
  mission: linkCode(),
  /** a contact referral: that company contact, when its e-mail is the user's */
  contact: linkCode(),
  /** a company pk: the company's contact with the user's e-mail */
  company: linkCompany(),
};

// ---- responses ------------------------------------------------------------------------------

export const loginResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  email: z.string(),
  referral: z.string(),
  token: z.string().describe('send as `Authorization: Token <token>`'),
  previous_access_removed: z
    .boolean()
    .optional()
    .describe('true when this sign-in proved an address that was not proven and removed the password and sessions set on the account before it'),
}) satisfies z.ZodType<LoginResponse>;

export const statusResponse = z.object({ status: z.literal(1) });
export const okResponse = z.object({ status: z.literal('OK') });

export const LOGIN_FAILED = 'Unable to log in with provided credentials.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const SOCIAL_FAILED = 'Login with a social provider failed';
export const INVALID_RESET_TOKEN = 'Invalid token';
export const LOGIN_LINK_INVALID = 'This sign-in link is no longer valid.';

// ---- calls ----------------------------------------------------------------------------------

export const registerBody = requestBody({
  first_name: personName(),
  last_name: personName(),
  email: accountEmail(),
  password: newPassword(),
  lang: mailLanguage(),
  ...linkParams,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const register = {
  method: 'POST',
  path: '/auth/user/register',
  public: true,
  operationId: 'registerAccount',
  summary: 'Create an account with e-mail and password, and sign in',
  description: 'Rate-limited per IP and per e-mail. The links the body carries (referral, mission, contact, company) are applied best effort.',
  body: registerBody,
  response: loginResponse,
  errors: { 400: `or "${EMAIL_TAKEN}"`, 429: 'per IP, or per e-mail' },
} as const satisfies EndpointContract;

export const loginBody = requestBody({
  email: accountEmail(),
  password: givenPassword(),
  is_b2b: z.boolean().optional().catch(undefined),
  lang: mailLanguage(),
  ...linkParams,
});
export type LoginBody = z.infer<typeof loginBody>;

export const login = {
  method: 'POST',
  path: '/auth/user/login',
  public: true,
  operationId: 'signInWithPassword',
  summary: 'Sign in with e-mail and password',
  description: `Any failure is a 400 "${LOGIN_FAILED}". Rate-limited per IP, and guesses slowed per e-mail and address.`,
  body: loginBody,
  response: loginResponse,
  errors: { 400: `or "${LOGIN_FAILED}"`, 429: 'per IP, or while guesses of this e-mail from this address are slowed' },
} as const satisfies EndpointContract;

export const socialLoginBody = requestBody({
  site: z.enum(SOCIAL_SITES, { error: 'Must be google, facebook or linkedin' }),
  /** Google: the ID token of the implicit flow */
  id_token: z.string().check(cleanText()).max(8192).optional(),
  /** Google: the nonce the browser put in the authorization request */
  nonce: z.string().check(cleanText()).max(512).optional(),
  /** Facebook: the user access token */
  access_token: z.string().check(cleanText()).max(4096).optional(),
  /** LinkedIn: the authorization code */
  code: z.string().check(cleanText()).max(4096).optional(),
  /** LinkedIn: ignored; the server always uses SITE_ORIGIN + /home */
  redirect_uri: z.string().check(cleanText()).max(2048).optional(),
  is_b2b: z.boolean().optional().catch(undefined),
  lang: mailLanguage(),
  ...linkParams,
});
export type SocialLoginBody = z.infer<typeof socialLoginBody>;

export const socialLogin = {
  method: 'POST',
  path: '/auth/user',
  public: true,
  operationId: 'signInWithProvider',
  summary: 'Sign in with Google, Facebook or LinkedIn',
  description:
    'Google gives an ID token, Facebook an access token, LinkedIn a code, verified with the provider; never trusts an e-mail sent by the browser. Rate-limited per IP; 502 when the provider cannot be reached.',
  body: socialLoginBody,
  response: loginResponse,
  errors: { 400: `or "${SOCIAL_FAILED}" (the provider or this API refuses the token or code)` },
} as const satisfies EndpointContract;

/**
 * A one-click link's parameters (spec section 2: token, email, referral). `token` carries a
 * single-use sign-in code mailed to `email`, never a session token; `referral` is the
 * account's own referral code, as the link carries it.
 */
export const loginLinkBody = requestBody({
  email: accountEmail(),
  /** the link's `token` parameter: a single-use code, valid hours, exchanged once */
  code: requiredText(256),
  /** the link's `referral` parameter (the account's own code); a different one is refused */
  referral: linkCode(),
});
export type LoginLinkBody = z.infer<typeof loginLinkBody>;

export const exchangeLoginCode = {
  method: 'POST',
  path: '/auth/user/login_link/',
  public: true,
  operationId: 'signInWithLink',
  summary: 'Sign in with a one-click link',
  description: `The link's single-use code, sent to that e-mail, is spent for a session and proves the address (an address not proven until then loses the password and sessions set before, unless the request carries a session of that account); a used, expired or foreign code is a 400 "${LOGIN_LINK_INVALID}". Rate-limited per IP.`,
  body: loginLinkBody,
  response: loginResponse,
  errors: { 400: `or "${LOGIN_LINK_INVALID}"` },
} as const satisfies EndpointContract;

export const logout = {
  method: 'POST',
  path: '/auth/user/logout',
  public: false,
  operationId: 'revokeSession',
  summary: 'Revoke the token of this request',
  response: statusResponse,
} as const satisfies EndpointContract;

export const logoutAll = {
  method: 'POST',
  path: '/auth/user/logout_all/',
  public: false,
  operationId: 'revokeAllSessions',
  summary: 'Sign out everywhere: revoke every token of the user, this one included (a stolen session ends too)',
  response: statusResponse,
} as const satisfies EndpointContract;

export const passwordResetRequest = {
  method: 'POST',
  path: '/password_reset/',
  public: true,
  operationId: 'requestPasswordReset',
  summary: 'Mail a password reset link when the address has an account',
  description:
    "The link is valid one hour, in the account's language; the answer is the same whether the address has an account or not. Rate-limited per IP and per e-mail.",
  body: requestBody({ email: accountEmail() }),
  response: okResponse,
  errors: { 429: 'per IP, or per e-mail' },
} as const satisfies EndpointContract;

const resetToken = () => requiredText(256);
const RESET_TOKEN_NOT_FOUND = `the token is used, expired or unknown ("${INVALID_RESET_TOKEN}")`;

export const passwordResetValidate = {
  method: 'POST',
  path: '/password_reset/validate_token/',
  public: true,
  operationId: 'validatePasswordResetToken',
  summary: 'Whether a password reset token is still valid (unused and unexpired)',
  body: requestBody({ token: resetToken() }),
  response: okResponse,
  errors: { 404: RESET_TOKEN_NOT_FOUND },
} as const satisfies EndpointContract;

/** A refused new password: `password` lists the broken rules, the first one first. */
export const passwordResetFailure = errorResponse.extend({
  password: z.array(z.string()).optional(),
});
export type PasswordResetFailure = z.infer<typeof passwordResetFailure>;

export const passwordResetConfirm = {
  method: 'POST',
  path: '/password_reset/confirm/',
  public: true,
  operationId: 'confirmPasswordReset',
  summary: 'Set a new password with a reset token',
  description:
    'The token is single use; every session of the user is revoked. `previous_access_removed`: the address was not proven before, and what was set on the account then is gone.',
  body: requestBody({
    token: resetToken(),
    // checked by the handler, which answers every broken rule in `password` (NFC, as a new password)
    password: z.preprocess((value) => value ?? '', z.string({ error: 'Must be text' }).max(4096).normalize('NFC')),
  }),
  response: okResponse.extend({ previous_access_removed: z.boolean() }),
  errors: { 400: 'or the new password breaks a rule: `password` lists every broken rule', 404: RESET_TOKEN_NOT_FOUND },
} as const satisfies EndpointContract;

export const providerSettings = z.object({ clientId: z.string(), authorizationEndpoint: z.string() });
export type ProviderSettings = z.infer<typeof providerSettings>;

export const providers = {
  method: 'GET',
  path: '/auth/providers',
  public: true,
  operationId: 'listSignInProviders',
  summary: 'Public settings of the configured social providers (absent ones are not configured)',
  response: z.object({
    google: providerSettings.optional(),
    facebook: providerSettings.optional(),
    linkedin: providerSettings.optional(),
  }),
} as const satisfies EndpointContract;

// ---- e-mail ownership -----------------------------------------------------------------------

export const VERIFICATION_LINK_INVALID = 'This confirmation link is no longer valid.';

export const verifyEmailBody = requestBody({
  /** the link's `verify` parameter: a single-use code mailed to the account's address */
  code: requiredText(256),
  /** what the link carried besides (the mission, contact or company waiting for the proof) */
  mission: linkParams.mission,
  contact: linkParams.contact,
  company: linkParams.company,
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const verifyEmail = {
  method: 'POST',
  path: '/auth/user/verify_email/',
  public: true,
  operationId: 'confirmEmailAddress',
  summary: 'Confirm an e-mail address with the code of the link mailed to it',
  description: `The code is single use, valid 24 hours; the mission, contact or company the link carries is then applied (best effort). The password and sessions set before go unless the request carries a session of that account. A used, expired or unknown code is a 400 "${VERIFICATION_LINK_INVALID}". Rate-limited per IP.`,
  errors: { 400: `or "${VERIFICATION_LINK_INVALID}"` },
  body: verifyEmailBody,
  response: z.object({
    status: z.literal(1),
    email: z.string(),
    previous_access_removed: z
      .boolean()
      .describe('true when the address was not proven and the password and sessions set before were removed (the request carried no session of that account)'),
  }),
} as const satisfies EndpointContract;

export const resendVerification = {
  method: 'POST',
  path: '/auth/user/verify_email/resend/',
  public: false,
  operationId: 'resendEmailConfirmation',
  summary: "Mail a new confirmation link to the signed-in user's address",
  description:
    'The link carries the mission, contact or company waiting for it; `sent` is false when the address is confirmed already. Rate-limited per IP and per account.',
  errors: { 404: 'the account no longer exists', 429: 'per IP, or per account' },
  body: requestBody({ mission: linkParams.mission, contact: linkParams.contact, company: linkParams.company, lang: mailLanguage() }),
  response: z.object({ status: z.literal(1), sent: z.boolean() }),
} as const satisfies EndpointContract;
