import { z } from './zod';
import { CONTACT_STATUSES, CONTACT_TYPES, type Contact } from '../entities/contact';
import { RAW_SCORE_CATEGORIES, type CompanyResult } from '../entities/result';
import { mailLanguage } from './auth';
import { axisScoresShape, stakesBalanceShape } from './results';
import { cleanText, emailAddress, messageResponse, optionalQueryId, optionalText, requestBody, tooLong, type EndpointContract } from './common';

/**
 * The company area (spec sections 2, 3, 4, 6, 7): a company's contacts, their invitations and
 * the company's view of their results. Every call acts on the caller's first company (the
 * active one): a user without a company gets 403, an id of another company's record 404.
 */

export const COMPANY_MESSAGES = {
  contactAdded: 'Contact successfully added.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  statusModified: 'Status modified',
  contactDeleted: 'Profile deleted from contact list',
  invitationSent: 'invitation sent',
  /** 403: the caller has no company */
  notACompanyUser: 'This call is for company users.',
  /** 404 */
  unknownContact: 'Unknown contact.',
  /** 404: a company_id other than the caller's active company */
  unknownCompany: 'Unknown company.',
  /** 400 */
  duplicateEmail: 'A contact with this e-mail address already exists.',
  /** 400 */
  unknownQuestionnaire: 'Unknown questionnaire type.',
  /** 403 */
  confidential: 'This profile is confidential.',
  /** 403 */
  noQuotationAccess: 'Your company has no access to quotation tables.',
  /** 404 */
  noResult: "This contact hasn't completed the evaluation yet.",
} as const;

/** The 403 every company call can answer (the API document's error answers). */
export const NOT_A_COMPANY_USER = 'the caller is not a company user';
/** The 404 of a company call that names a company_id. */
export const NOT_THE_ACTIVE_COMPANY = "company_id is not the caller's active company";
const NO_SUCH_CONTACT = 'no contact of this id in the active company';

/** A record id in a path (`/update/12/`). */
const idParam = () =>
  z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').positive('Must be a positive number').max(2_147_483_647, 'Must be a valid id');

/** A required trimmed text whose absence says `missing` (the add-contact form's own words). */
const namedText = (max: number, missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'Must be text') })
    .trim()
    .check(cleanText())
    .min(1, missing)
    .max(max, tooLong(max));

const contactType = () => z.enum(CONTACT_TYPES, { error: 'Required' });

export const completeProfile = z.object({ en: z.string().nullable(), fr: z.string().nullable() });

export const companyContact = z.object({
  id: z.number().int(),
  pk: z.number().int(),
  user_id: z.number().int().nullable(),
  company_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  contact_type: z.enum(CONTACT_TYPES),
  status: z.enum(CONTACT_STATUSES),
  contact_referral: z.string(),
  invitation_sent: z.boolean(),
  confidential: z.boolean(),
  /** the questionnaire type the contact was invited to take (its name), null for the standard one */
  questionnaire_type: z.string().nullable(),
  /** paths (under the API base) of the profile report in en and fr; null when confidential or unfinished */
  complete_profile: completeProfile.nullable(),
  /** null when unfinished; the summary is shown even for confidential contacts (no answers in it) */
  result: z
    .object({ date: z.string(), r_percent: z.number().int(), i_percent: z.number().int(), s_percent: z.number().int() })
    .nullable(),
  /** reminders mailed since the contact was invited (at most 3) */
  reminders_sent: z.number().int(),
  /** ISO 8601 date-time of the last reminder, null before the first */
  last_reminded_at: z.string().nullable(),
  /** the contact stopped the reminders with a reminder's link */
  reminders_opted_out: z.boolean(),
}) satisfies z.ZodType<Contact>;
export type CompanyContact = z.infer<typeof companyContact>;

export const listCompanyContacts = {
  method: 'GET',
  path: '/company/company_contact/',
  public: false,
  operationId: 'listCompanyContacts',
  summary: "The active company's contacts with their derived status, result summary and report links",
  query: z.object({ company_id: optionalQueryId() }),
  response: z.array(companyContact),
  errors: { 403: NOT_A_COMPANY_USER, 404: NOT_THE_ACTIVE_COMPANY },
} as const satisfies EndpointContract;

/** The add-contact form (spec section 5); the messages are the form's own. */
export const newContactFields = {
  first_name: namedText(150, COMPANY_MESSAGES.firstNameRequired),
  last_name: namedText(150, COMPANY_MESSAGES.lastNameRequired),
  email: emailAddress(),
  phone: optionalText(40),
  contact_type: contactType(),
  confidential: z.boolean({ error: 'Must be true or false' }).default(false),
};

export const createCompanyContact = {
  method: 'POST',
  path: '/company/company_contact/',
  public: false,
  operationId: 'createCompanyContact',
  summary: 'Add a contact to the active company, and invite them',
  description:
    'With send_invitation=1 (the default) the contact is mailed the invitation link to the questionnaire_id type (a pk), else to the company default.',
  errors: {
    400: `or "${COMPANY_MESSAGES.duplicateEmail}", or an unknown questionnaire type`,
    403: NOT_A_COMPANY_USER,
    404: NOT_THE_ACTIVE_COMPANY,
  },
  query: z.object({
    send_invitation: z.enum(['0', '1'], { error: 'Must be 0 or 1' }).default('1'),
    questionnaire_id: optionalQueryId(),
  }),
  body: requestBody({ company_id: optionalQueryId(), ...newContactFields, lang: mailLanguage() }),
  response: messageResponse,
} as const satisfies EndpointContract;

export const updateCompanyContact = {
  method: 'PUT',
  path: '/company/company_contact/update/:id/',
  public: false,
  operationId: 'updateCompanyContact',
  summary: 'Change a contact of the active company (a candidate becomes an employee with contact_type E)',
  errors: { 400: `or "${COMPANY_MESSAGES.duplicateEmail}"`, 403: NOT_A_COMPANY_USER, 404: NO_SUCH_CONTACT },
  params: z.object({ id: idParam() }),
  body: requestBody({
    first_name: namedText(150, COMPANY_MESSAGES.firstNameRequired).optional(),
    last_name: namedText(150, COMPANY_MESSAGES.lastNameRequired).optional(),
    email: emailAddress().optional(),
    phone: optionalText(40),
    contact_type: contactType().optional(),
    confidential: z.boolean({ error: 'Must be true or false' }).optional(),
  }),
  response: messageResponse,
} as const satisfies EndpointContract;

export const deleteCompanyContact = {
  method: 'DELETE',
  path: '/company/company_contact/update/:id/',
  public: false,
  operationId: 'deleteCompanyContact',
  summary: 'Remove a contact from the active company (the person keeps their account and result)',
  errors: { 403: NOT_A_COMPANY_USER, 404: NO_SUCH_CONTACT },
  params: z.object({ id: idParam() }),
  response: messageResponse,
} as const satisfies EndpointContract;

export const inviteContact = {
  method: 'POST',
  path: '/company/invite_contact/',
  public: false,
  operationId: 'inviteCompanyContact',
  summary: "Mail a contact of the active company their invitation link (first invitation or again)",
  errors: {
    403: NOT_A_COMPANY_USER,
    404: 'no contact of the active company has this referral',
    429: 'or too many invitations sent by this account',
  },
  body: requestBody({
    contact_referral: z.string({ error: 'Required' }).trim().check(cleanText()).min(1, 'Required').max(64, 'Maximum 64 characters are allowed.'),
    lang: mailLanguage(),
  }),
  response: messageResponse,
} as const satisfies EndpointContract;

const rawScoreShape = Object.fromEntries(
  RAW_SCORE_CATEGORIES.flatMap((category) => [1, 2].map((mode) => [`${category}${mode}`, z.number().int()])),
) as Record<`${(typeof RAW_SCORE_CATEGORIES)[number]}${1 | 2}`, z.ZodNumber>;

export const companyResult = z.object({
  ...axisScoresShape,
  ...rawScoreShape,
  ...stakesBalanceShape,
  date: z.string().describe('ISO 8601'),
}) satisfies z.ZodType<CompanyResult>;
export type CompanyResultResponse = z.infer<typeof companyResult>;

export const getContactResult = {
  method: 'GET',
  path: '/company/company_contact/:id/result/',
  public: false,
  operationId: 'getCompanyContactResult',
  summary: "The company view of a contact's result: the quotation table",
  description: 'The axes, the raw scores by mode, the stakes and the date. Needs the quotation access; never for a confidential contact.',
  errors: {
    403: `${NOT_A_COMPANY_USER}, a confidential contact, or a company without quotation access`,
    404: `${NO_SUCH_CONTACT}, or the contact has not finished`,
  },
  params: z.object({ id: idParam() }),
  response: companyResult,
} as const satisfies EndpointContract;

export const CONTACT_REPORT_LANGS = ['en', 'fr'] as const;

export const getContactReport = {
  method: 'GET',
  path: '/company/company_contact/:id/report/:lang/',
  public: false,
  operationId: 'getCompanyContactReport',
  summary: "A contact's profile report (PDF) as an attachment",
  description: 'Made on first download; never for a confidential contact.',
  errors: { 403: `${NOT_A_COMPANY_USER}, or a confidential contact`, 404: `${NO_SUCH_CONTACT}, or the contact has not finished` },
  params: z.object({
    id: idParam(),
    lang: z.enum(CONTACT_REPORT_LANGS, { error: `Must be one of ${CONTACT_REPORT_LANGS.join(', ')}` }),
  }),
  response: z.unknown().describe('application/pdf'),
} as const satisfies EndpointContract;

/** `/company/company_contact/12/report/fr/`: the path a contact's complete_profile lists. */
export const contactReportPath = (id: number, lang: (typeof CONTACT_REPORT_LANGS)[number]): string =>
  `/company/company_contact/${id}/report/${lang}/`;
