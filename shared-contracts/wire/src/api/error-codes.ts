import { ACCOUNT_MESSAGES, CONTACT_EMAIL_MISMATCH, EMAIL_UNVERIFIED, NO_COMPANY_LINK, OWN_REFERRAL, UNKNOWN_REFERRAL } from './account';
import { BAROMETER_MESSAGES } from './barometer';
import { AUTH_MESSAGES, EMAIL_TAKEN, INVALID_RESET_TOKEN, LOGIN_FAILED, LOGIN_LINK_INVALID, SOCIAL_FAILED, VERIFICATION_LINK_INVALID } from './auth';
import { INVALID_CHARACTERS, INVALID_EMAIL, REQUIRED, tooLong } from './common';
import { COMPANY_MESSAGES } from './company';
import { CONTACTS_IMPORT_MESSAGES as IMPORT } from './contacts-import';
import { REMINDER_MESSAGES } from './contact-reminders';
import { MISSION_MESSAGES } from './missions';
import { RESULTS_MESSAGES } from './results';
import { TEAM_MESSAGES } from './teams';

/**
 * Every error the API answers names a stable `code` beside its English `message`
 * (`{ status: 0, message, code, field?, params? }`); front ends show the code's text in the
 * interface's language (the `server` namespace of contracts' i18n, `serverMessage`).
 *
 * One entry per code: its English message, word for word as the API sends it. A message with
 * parts (a name, a count) is a function of the `params` the answer carries.
 */

export type ErrorParams = Record<string, string | number>;

const text = (params: ErrorParams, key: string): string => String(params[key] ?? '');

export const ERROR_MESSAGES = {
  // ---- validation of a request's fields (400; `field` names the first field at fault) ----
  'validation.required': REQUIRED,
  'validation.email': AUTH_MESSAGES.email,
  'validation.email_invalid': INVALID_EMAIL,
  'validation.password_required': AUTH_MESSAGES.passwordRequired,
  'validation.password_short': AUTH_MESSAGES.passwordShort,
  'validation.password_digit': AUTH_MESSAGES.passwordDigit,
  'validation.password_long': AUTH_MESSAGES.passwordLong,
  /** a new password found in the server's list of common and breached passwords (ASVS 2.1.7) */
  'validation.password_common': AUTH_MESSAGES.passwordCommon,
  /** a new password of a few characters repeated or in sequence (api/src/auth/password-policy.ts) */
  'validation.password_weak': AUTH_MESSAGES.passwordWeak,
  'validation.first_name_required': COMPANY_MESSAGES.firstNameRequired,
  'validation.last_name_required': COMPANY_MESSAGES.lastNameRequired,
  'validation.too_long': (params: ErrorParams) => tooLong(Number(params.max)),
  'validation.not_text': 'Must be text',
  /** NUL, another control character (a line break in a one-line field) or a lone surrogate */
  'validation.invalid_characters': INVALID_CHARACTERS,
  'validation.not_object': 'Must be a JSON object',
  'validation.not_whole_number': 'Must be a whole number',
  'validation.not_positive': 'Must be a positive number',
  'validation.not_an_id': 'Must be a valid id',
  'validation.not_boolean': 'Must be true or false',
  'validation.not_flag': 'Must be 0 or 1',
  'validation.social_site': 'Must be google, facebook or linkedin',
  'validation.sample_uuid': 'Must be a sample uuid',
  'validation.sample_file': 'Must be {uuid}.svg',
  'validation.one_of': (params: ErrorParams) => `Must be one of ${text(params, 'values')}`,
  /** any other broken rule; the message is the rule's own */
  'validation.invalid': 'Invalid value',

  // ---- the request as a whole ----
  'request.malformed_json': 'Malformed JSON in request body',
  'request.empty_body': 'body: Required (the request says JSON but sends nothing)',
  'request.media_type': 'Unsupported content type: send application/json',
  'request.content_length': 'Request body size does not match Content-Length',
  'request.too_large': 'Request body too large',
  'request.malformed_url': 'Malformed URL',
  'request.bad_request': 'Bad request',
  /** the database refused a value the contracts let through (a NUL, a value out of range): a last line of defence */
  'request.unstorable_value': 'The request holds a value that cannot be stored (a NUL, an invalid character or a value out of range)',
  'request.route_not_found': (params: ErrorParams) => `Not found: ${text(params, 'method')} ${text(params, 'path')}`,
  /** a 4xx of Fastify or a plugin without a code of its own; the message is theirs */
  'request.refused': 'The request was refused',
  'rate.limited': (params: ErrorParams) => `Too many ${text(params, 'what')}: please try again in ${text(params, 'wait')}`,
  'rate.account_limited': (params: ErrorParams) =>
    `Too many ${text(params, 'what')} for this account: please try again in ${text(params, 'wait')}`,
  'server.internal': 'Internal server error',
  'server.unavailable': 'Database unavailable',

  // ---- accounts and sessions ----
  'auth.login_failed': LOGIN_FAILED,
  'auth.email_taken': EMAIL_TAKEN,
  /** the message may go on with ": <reason>" */
  'auth.social_failed': SOCIAL_FAILED,
  'auth.invalid_reset_token': INVALID_RESET_TOKEN,
  /** an e-mail confirmation link's code: used, expired or not a code at all */
  'auth.verification_link_invalid': VERIFICATION_LINK_INVALID,
  /** a one-click link's code: used, expired, not for that e-mail, or not a code at all */
  'auth.login_link_invalid': LOGIN_LINK_INVALID,
  'auth.credentials_missing': 'Authentication credentials were not provided.',
  'auth.invalid_token': 'Invalid token.',
  'auth.expired_token': 'Token has expired.',
  'auth.not_your_email': 'You can only access your own account.',
  'auth.not_your_company': 'You are not a user of this company.',
  'account.gone': 'This account no longer exists.',
  /** deleting an account with a password asks for it */
  'account.password_required': ACCOUNT_MESSAGES.passwordRequired,
  'account.wrong_password': ACCOUNT_MESSAGES.wrongPassword,
  /** deleting an account without a password asks for a recent sign-in */
  'account.sign_in_again': ACCOUNT_MESSAGES.signInAgain,

  // ---- invitation links (referral, mission, contact, company) ----
  'link.own_referral': OWN_REFERRAL,
  'link.unknown_referral': UNKNOWN_REFERRAL,
  'link.no_company_link': NO_COMPANY_LINK,
  'link.email_mismatch': CONTACT_EMAIL_MISMATCH,
  /** a claim of a company contact or a mission place waits for the address to be confirmed */
  'link.email_unverified': EMAIL_UNVERIFIED,
  'link.unknown_contact': 'Unknown contact',
  'link.unknown_mission': 'Unknown mission',
  'link.unknown_company': 'Unknown company',
  'link.no_matching_contact': 'No contact of this company has your e-mail address.',
  'link.contact_taken': 'This contact is already linked to another account.',
  'content.unknown_questionnaire_type': (params: ErrorParams) => `Unknown questionnaire type: ${text(params, 'name')}`,
  /** an invitation carries the sender's own referral link (`<site>/?ref=<their code>`) and nothing else */
  'contact.invite_link_refused': 'referral_link: must be your own referral link to this site, with no other parameter',
  /** invitations carry the sender's name to other people's mailboxes: only once the sender's own address is proven */
  'contact.invite_email_unverified': 'Confirm your e-mail address before inviting anyone: follow the link we sent you, or ask for a new one.',

  // ---- the company area ----
  'company.not_a_company_user': COMPANY_MESSAGES.notACompanyUser,
  'company.unknown_contact': COMPANY_MESSAGES.unknownContact,
  'company.unknown_company': COMPANY_MESSAGES.unknownCompany,
  'company.duplicate_email': COMPANY_MESSAGES.duplicateEmail,
  'company.unknown_questionnaire': COMPANY_MESSAGES.unknownQuestionnaire,
  'company.confidential': COMPANY_MESSAGES.confidential,
  'company.no_quotation_access': COMPANY_MESSAGES.noQuotationAccess,
  'company.no_result': COMPANY_MESSAGES.noResult,

  // ---- a contacts import's file (400) and its rows' type ----
  'import.file_type': IMPORT.fileType,
  'import.too_large': IMPORT.tooLarge,
  'import.not_base64': IMPORT.notBase64,
  'import.not_utf8': IMPORT.notUtf8,
  'import.unreadable': IMPORT.unreadable,
  'import.empty': IMPORT.empty,
  'import.too_many_rows': IMPORT.tooManyRows,
  'import.no_header': IMPORT.noHeader,
  'import.missing_columns': IMPORT.missingColumns,
  'import.columns_mismatch': IMPORT.columnsMismatch,
  'import.column_twice': IMPORT.columnTwice,
  'import.bad_type': IMPORT.badType,

  // ---- reminders to invited contacts ----
  'reminders.days_range': REMINDER_MESSAGES.daysRange,
  /** an opt-out link's token that names no contact */
  'reminders.unknown_link': REMINDER_MESSAGES.unknownLink,

  // ---- missions ----
  'mission.future_date': MISSION_MESSAGES.futureDate,
  'mission.unknown': MISSION_MESSAGES.unknownMission,
  'mission.one_role': MISSION_MESSAGES.oneRole,
  'mission.employees_only': MISSION_MESSAGES.employeesOnly,
  'mission.candidates_only': MISSION_MESSAGES.candidatesOnly,
  'mission.not_finished': (params: ErrorParams) => MISSION_MESSAGES.notFinished(text(params, 'name')),
  'mission.ended': MISSION_MESSAGES.ended,

  // ---- team building and values ----
  'team.not_a_team': TEAM_MESSAGES.notATeam,
  'team.already_in_team': TEAM_MESSAGES.alreadyInTeam,
  'values.off': TEAM_MESSAGES.valuesOff,
  'values.avatar_words': TEAM_MESSAGES.avatarWords,
  'values.unknown_word': (params: ErrorParams) => TEAM_MESSAGES.unknownWord(text(params, 'id')),
  'values.field_twice': TEAM_MESSAGES.fieldTwice,
  /** two values given the same field_name_in_api */
  'values.key_twice': 'Each value needs a key of its own.',

  // ---- the barometer ----
  'barometer.off': BAROMETER_MESSAGES.off,
  'barometer.not_a_barometer': BAROMETER_MESSAGES.notABarometer,
  'barometer.filter_pair': BAROMETER_MESSAGES.filterPair,
  'barometer.unknown_option': BAROMETER_MESSAGES.unknownOption,
  'barometer.threshold_min': BAROMETER_MESSAGES.thresholdMin,
  'barometer.threshold_max': BAROMETER_MESSAGES.thresholdMax,
  /** the survey page's texts: some written, none in the default language */
  'barometer.default_texts': BAROMETER_MESSAGES.defaultTexts,
  'barometer.demographic_missing': (params: ErrorParams) => BAROMETER_MESSAGES.demographicMissing(text(params, 'question')),
  'barometer.demographic_unknown': (params: ErrorParams) => BAROMETER_MESSAGES.demographicUnknown(text(params, 'question')),
  'barometer.demographic_one_option': (params: ErrorParams) => BAROMETER_MESSAGES.demographicOneOption(text(params, 'question')),
  'barometer.demographic_not_an_option': (params: ErrorParams) =>
    BAROMETER_MESSAGES.demographicNotAnOption(text(params, 'option'), text(params, 'question')),
  'barometer.question_count': (params: ErrorParams) => BAROMETER_MESSAGES.questionCount(Number(params.count)),
  'barometer.word_count': (params: ErrorParams) => BAROMETER_MESSAGES.wordCount(text(params, 'field'), Number(params.count)),
  'barometer.unknown_word': (params: ErrorParams) => BAROMETER_MESSAGES.unknownWord(text(params, 'field'), text(params, 'id')),
  'barometer.word_twice': (params: ErrorParams) => BAROMETER_MESSAGES.wordTwice(text(params, 'field'), text(params, 'id')),
  'barometer.not_the_selection': BAROMETER_MESSAGES.notTheSelection,
  'barometer.invitation_required': BAROMETER_MESSAGES.invitationRequired,
  'barometer.invitation_unknown': BAROMETER_MESSAGES.invitationUnknown,
  'barometer.invitation_used': BAROMETER_MESSAGES.invitationUsed,
  'barometer.not_invited': BAROMETER_MESSAGES.notInvited,
  'barometer.invitations_ended': BAROMETER_MESSAGES.invitationsEnded,
  'barometer.no_contacts': BAROMETER_MESSAGES.noContacts,
  'barometer.unknown_contact': (params: ErrorParams) => BAROMETER_MESSAGES.unknownContact(text(params, 'id')),

  // ---- the individual journey ----
  'results.no_partner': RESULTS_MESSAGES.noPartner,
  'results.not_finished': RESULTS_MESSAGES.notFinished,
  'results.partner_not_finished': (params: ErrorParams) => RESULTS_MESSAGES.partnerNotFinished(text(params, 'name')),
  'results.unknown_sample': RESULTS_MESSAGES.unknownSample,
  'results.no_result': RESULTS_MESSAGES.noResult,
  'results.answers_incomplete': (params: ErrorParams) => RESULTS_MESSAGES.answersIncomplete(Number(params.answered)),
  'results.no_selection': RESULTS_MESSAGES.noSelection,
  'results.not_the_selection': RESULTS_MESSAGES.notTheSelection,
  'results.lists_differ': RESULTS_MESSAGES.listsDiffer,
  'results.empty_item': (params: ErrorParams) => RESULTS_MESSAGES.emptyItem(text(params, 'field')),
  'results.unknown_question': (params: ErrorParams) => RESULTS_MESSAGES.unknownQuestion(text(params, 'id')),
  'results.question_twice': (params: ErrorParams) => RESULTS_MESSAGES.questionTwice(text(params, 'id')),
  'results.not_an_answer': (params: ErrorParams) =>
    RESULTS_MESSAGES.notAnAnswerOf(text(params, 'field'), text(params, 'answer'), text(params, 'question')),
  'results.same_answers': (params: ErrorParams) => RESULTS_MESSAGES.sameAnswers(text(params, 'question')),
  'results.word_count': (params: ErrorParams) => RESULTS_MESSAGES.wordCount(Number(params.count)),
  'results.unknown_word': (params: ErrorParams) => RESULTS_MESSAGES.unknownWord(text(params, 'id')),
  'results.word_twice': (params: ErrorParams) => RESULTS_MESSAGES.wordTwice(text(params, 'id')),
  /** the model refused its input; the message is the model's own */
  'results.model_input': 'The answers or words could not be computed',
} as const satisfies Record<string, string | ((params: ErrorParams) => string)>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

type ParamCode = { [C in ErrorCode]: (typeof ERROR_MESSAGES)[C] extends string ? never : C }[ErrorCode];
/** The codes whose message has no parts. */
export type FixedErrorCode = Exclude<ErrorCode, ParamCode>;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);

/** The English message of a code: its text, or its text with `params` in place. */
export function errorText(code: FixedErrorCode): string;
export function errorText(code: ErrorCode, params: ErrorParams): string;
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  const message: string | ((params: ErrorParams) => string) = ERROR_MESSAGES[code];
  return typeof message === 'string' ? message : message(params);
}

const CODE_OF_MESSAGE = new Map<string, ErrorCode>(
  ERROR_CODES.flatMap((code) => {
    const message: unknown = ERROR_MESSAGES[code];
    return typeof message === 'string' ? [[message, code] as const] : [];
  }),
);

/** Messages that go on after ": " with a detail: "Login with a social provider failed: <why>". */
const PREFIX_CODES: readonly ErrorCode[] = ['auth.social_failed'];

/** Messages built by a rule with a number or a list in them. */
const PATTERN_CODES: readonly { pattern: RegExp; code: ErrorCode; params: (match: RegExpMatchArray) => ErrorParams }[] = [
  { pattern: /^Maximum (\d+) characters are allowed\.$/, code: 'validation.too_long', params: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Must be one of (.+)$/, code: 'validation.one_of', params: (m) => ({ values: m[1] }) },
];

/** The code of a known English message (exact, a known prefix, or a rule's pattern), else undefined. */
export function codeOfMessage(message: string): { code: ErrorCode; params?: ErrorParams } | undefined {
  const exact = CODE_OF_MESSAGE.get(message);
  if (exact) return { code: exact };
  const prefixed = PREFIX_CODES.find((code) => message.startsWith(`${errorText(code as FixedErrorCode)}: `));
  if (prefixed) return { code: prefixed };
  for (const { pattern, code, params } of PATTERN_CODES) {
    const match = message.match(pattern);
    if (match) return { code, params: params(match) };
  }
  return undefined;
}
