import { z } from './zod';
import type { DemographicQuestion } from '../entities/barometer';
import { QUESTION_COUNT, SELECTED_WORD_COUNT } from '../entities/questionnaire';
import { BAROMETER_TEXT_LANGUAGES, type BarometerTexts } from './barometer-texts';
import { NOT_A_COMPANY_USER } from './company';
import { cleanText, expected, messageResponse, optionalQueryId, REQUIRED, requestBody, type EndpointContract } from './common';

/**
 * The barometer (spec sections 2, 3, 4, 7; docs/barometer-anonymity.md): an anonymous public
 * survey answered from a mission link (mission type B), and its results for the company.
 *
 * Public calls (no token): the company behind a link, the demographic questions, the submit.
 * An unknown link is a 404 (`link.unknown_mission`), a link of a mission that is not a
 * barometer a 404 (`barometer.not_a_barometer`), and the questions and the submit of a
 * barometer whose end date has passed (or that was archived) a 410 (`mission.ended`); the
 * company lookup answers `is_active: false` for such a link instead, like is_mission_active.
 *
 * Company calls act on the caller's active company: 403 without one (`company.not_a_company_user`)
 * or when it does not support the barometer (`barometer.off`), 404 for a mission that is not
 * one of its barometers (`mission.unknown`). Every count is hidden (null) for a group of fewer
 * than the company's threshold of responses, and a group that could be recovered by
 * subtracting shown counts is hidden too (the differencing guard).
 */

/** The smallest group whose answers a company may see: the default, and the floor of the setting. */
export const BAROMETER_DEFAULT_THRESHOLD = 5;
export const BAROMETER_MIN_THRESHOLD = 3;
export const BAROMETER_MAX_THRESHOLD = 1000;

/**
 * How a survey is answered. public: anyone with the survey's link, each answer randomized in
 * the respondent's browser before it is sent (randomized response, `../barometer/randomized-response.ts`),
 * results released as de-biased estimates with their margin. invited: a personal single-use
 * link per contact, sent by e-mail; only those links' answers count, exact results.
 */
export const BAROMETER_MODES = ['public', 'invited'] as const;
export type BarometerMode = (typeof BAROMETER_MODES)[number];

/** The public survey's page: a survey's link is `${BAROMETER_PAGE}/{company name}/?mission={referral}` (the routes table uses it too). */
export const BAROMETER_PAGE = '/barometerquestionnaire';

/** The public submit's limit per visitor (address) and survey: stuffing a survey shows up as refused requests. */
export const BAROMETER_PUBLIC_SUBMIT_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

export const BAROMETER_MESSAGES = {
  /** POST /result/barometer_response/ */
  saved: 'Thank you: your answers are saved.',
  /** 403: barometer calls of a company without the barometer option */
  off: 'The barometer is not available for this company.',
  /** 404: a public barometer call with the link of another kind of mission */
  notABarometer: 'This link is not a barometer survey.',
  /** 400: a results filter needs both the demographic question and its option */
  filterPair: 'Choose a demographic question and one of its answers, or neither.',
  /** 400: the filter's option is not an option of the filter's question in this survey */
  unknownOption: 'This answer is not an answer of this question in this survey.',
  /** 400: the threshold setting */
  thresholdMin: `The threshold cannot be below ${BAROMETER_MIN_THRESHOLD}.`,
  thresholdMax: `The threshold cannot be above ${BAROMETER_MAX_THRESHOLD}.`,
  /** 400: submit, the demographic part */
  demographicMissing: (question: string) => `demographic_answers: question ${question} is not answered`,
  demographicUnknown: (question: string) => `demographic_answers: ${question} is not a question of this survey`,
  demographicOneOption: (question: string) => `demographic_answers: question ${question} takes exactly one option`,
  demographicNotAnOption: (option: string, question: string) => `demographic_answers: ${option} is not an option of question ${question}`,
  /** 400: submit, the main questions */
  questionCount: (count: number) => `question_answered: all ${QUESTION_COUNT} questions must be answered, got ${count}`,
  /** 400: submit, the words */
  wordCount: (field: string, count: number) => `${field}: exactly ${SELECTED_WORD_COUNT} words are required, got ${count}`,
  unknownWord: (field: string, id: string) => `${field}: unknown word id ${id}`,
  wordTwice: (field: string, id: string) => `${field}: word ${id} is listed twice`,
  notTheSelection: `The sorted words must be the ${SELECTED_WORD_COUNT} selected words.`,
  /** 403: the public link of an invited survey, without a personal link */
  invitationRequired: 'This survey is answered from the personal link in your invitation e-mail.',
  /** 404: a personal link that is not one of this survey's */
  invitationUnknown: 'This personal link is not valid for this survey.',
  /** 410: a personal link already used */
  invitationUsed: 'This personal link has already been used: each link takes one set of answers.',
  /** 400: invitations for a survey answered from its public link */
  notInvited: 'This survey is answered from its public link: it sends no personal invitations.',
  /** 400: invitations for a survey that no longer accepts answers */
  invitationsEnded: 'This survey has ended: it can no longer send invitations.',
  /** 400: no contact to invite */
  noContacts: 'Choose at least one contact with an e-mail address.',
  /** 400: a contact that is not one of the company's */
  unknownContact: (id: string) => `Contact ${id} is not one of your company's contacts.`,
  /** POST /company/barometer_invitations/ */
  invitationsSent: (count: number) => `${count} invitation(s) sent.`,
  /** 400: the survey page's texts, some written but none in the default language, which the other languages fall back to */
  defaultTexts: "Write the texts in the default language too: a language without texts of its own shows the default language's.",
} as const;

/** A mission link's code (`?mission_referral=`, `?mission=`). */
const referral = () => z.string({ error: REQUIRED }).trim().check(cleanText()).min(1, REQUIRED).max(64, 'Maximum 64 characters are allowed.');

/** A query pk (`?mission=12`). */
export const pkParam = () =>
  z.coerce
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : 'Must be a whole number') })
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Must be a valid id');

/** An option pk in a body. */
export const optionPk = () =>
  z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Must be a valid id');

/** A comma-separated list (`q1,q2`, `w3,w9`). */
const commaList = () =>
  z
    .string({ error: expected('text') })
    .check(cleanText())
    .max(2000, 'Maximum 2000 characters are allowed.');

const localized = { en: z.string(), fr: z.string(), ru: z.string() };

/** One language's texts of the survey page (`./barometer-texts.ts`); null where none is written. */
const barometerTextSet = z.object({ header1: z.string().nullable(), header2: z.string().nullable(), intro: z.string().nullable() });

/** The company's survey page texts in each survey language, and the language a language without texts shows. */
export const barometerTexts = z.object({
  default_language: z.enum(BAROMETER_TEXT_LANGUAGES),
  texts: z.object({ en: barometerTextSet, fr: barometerTextSet, ru: barometerTextSet }),
}) satisfies z.ZodType<BarometerTexts>;

// ---- public --------------------------------------------------------------------------------

export const companyFromMission = z.object({
  /** the company pk */
  pk: z.number().int(),
  name: z.string(),
  /** an image URL or data URL; null when the company has none */
  company_logo: z.string().nullable(),
  /** the page's texts per survey language: a page shows its language's, else the default language's, whole (barometerTextsIn) */
  barometer_texts: barometerTexts,
  /** the default language's texts (spec section 3, Company), for a client that reads one language */
  barometer_text_header1: z.string().nullable(),
  barometer_text_header2: z.string().nullable(),
  barometer_text_intro: z.string().nullable(),
  mission_name: z.string(),
  /** public: the survey's link, answers randomized in the browser before they are sent; invited: a personal link is needed */
  mode: z.enum(BAROMETER_MODES),
  /** false once the end date has passed or the survey was archived: the link no longer accepts answers */
  is_active: z.boolean(),
});
export type CompanyFromMissionResponse = z.infer<typeof companyFromMission>;

/** The error answers of the survey's links and of the company's barometer calls. */
const UNKNOWN_SURVEY_LINK = 'an unknown link, or a mission that is not a barometer survey';
export const BAROMETER_REFUSED = `${NOT_A_COMPANY_USER}, or a company without the barometer option`;
export const NO_SUCH_SURVEY = 'no barometer survey of this pk (mission) in the active company';
export const COMPANY_GONE = 'the company no longer exists';

export const getCompanyFromMission = {
  method: 'GET',
  path: '/company/get_company_from_mission/',
  public: true,
  operationId: 'getBarometerLinkCompany',
  summary: 'The company and the survey behind a barometer link',
  description:
    "The company's logo and its survey page's texts in each survey language (the default language's also as the spec's three fields), and the survey's name; is_active false when the link no longer accepts answers.",
  errors: { 404: UNKNOWN_SURVEY_LINK },
  query: z.object({ mission_referral: referral() }),
  response: companyFromMission,
} as const satisfies EndpointContract;

/** A personal link's code (`&invitation=`): 43 base64url characters. */
const invitationCode = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'Must be the code of a personal link');

export const demographicOption = z.object({ option_id: z.string(), pk: z.number().int(), ...localized });
export const demographicQuestion = z.object({
  question_id: z.string(),
  pk: z.number().int(),
  ...localized,
  options: z.array(demographicOption),
}) satisfies z.ZodType<DemographicQuestion>;

export const getDemographicQuestions = {
  method: 'GET',
  path: '/response/demographic_question/',
  public: true,
  operationId: 'listDemographicQuestions',
  summary: "The barometer's short statistical part (one option per question), in order",
  errors: { 404: UNKNOWN_SURVEY_LINK, 410: 'the survey has ended or was archived' },
  query: z.object({ mission: referral() }),
  response: z.array(demographicQuestion),
} as const satisfies EndpointContract;

/**
 * One respondent's answers (spec section 7). Nothing names the respondent: the server keeps
 * the answers and the day, no user, address, browser or time of day.
 */
export const barometerResponseBody = requestBody({
  /** demographic question pk -> the chosen option pk (or a one-item list of it) */
  demographic_answers: z
    .record(z.string().regex(/^\d{1,10}$/, 'Must be a question pk'), z.union([optionPk(), z.array(optionPk()).max(20, 'Too many options')]), {
      error: expected('a JSON object'),
    })
    .refine((answers) => Object.keys(answers).length <= 50, 'Too many questions'),
  /** the 18 question ids, comma-separated, in the order answered */
  question_answered: commaList(),
  /** the first answer of each question above, same order */
  first_answers: commaList(),
  /** the second answer of each question above, same order */
  second_answers: commaList(),
  /** the 12 word ids chosen */
  selected_word_result: commaList(),
  /** the same 12 word ids, sorted (rank 1 first) */
  sorted_word_result: commaList(),
});
export type BarometerResponseBody = z.infer<typeof barometerResponseBody>;

export const submitBarometerResponse = {
  method: 'POST',
  path: '/result/barometer_response/',
  public: true,
  operationId: 'submitBarometerResponse',
  summary: 'Save one anonymous barometer response',
  description:
    'An invited survey needs its personal link (invitation=<code>). Every demographic question is answered once with one of its options, the 18 questions with two different answers of their own, 12 distinct known words and the same 12 sorted; a broken rule is a 400 with the field at fault and nothing saved. Rate-limited per address and survey (the address is never stored; refused requests are counted for the company).',
  errors: {
    400: 'or an answer breaks a rule of the survey (`field` names it), or a personal link sent to a public survey',
    403: 'an invited survey without its personal link (invitation)',
    404: `${UNKNOWN_SURVEY_LINK}, or an unknown personal link`,
    410: 'the survey has ended or was archived, or the personal link was used',
    429: 'per address and survey',
  },
  query: z.object({ mission: referral(), invitation: invitationCode().optional() }),
  body: barometerResponseBody,
  response: messageResponse,
} as const satisfies EndpointContract;

// ---- company: results ----------------------------------------------------------------------

/**
 * Why counts are hidden (null): fewer responses than the threshold in the whole survey or in
 * the filtered group, or a group whose answers could be worked out from figures already shown
 * (this survey's, other surveys', earlier releases: the release rule of docs/barometer-anonymity.md).
 */
export const BAROMETER_HIDDEN_REASONS = ['survey_below_threshold', 'group_below_threshold', 'differencing'] as const;
export type BarometerHiddenReason = (typeof BAROMETER_HIDDEN_REASONS)[number];
const hiddenReason = z.enum(BAROMETER_HIDDEN_REASONS);

export const barometerResultOption = z.object({
  answer_id: z.string(),
  ...localized,
  /** respondents (of the group) who chose this answer, first or second; null when hidden; an estimate (not always whole) for a public survey */
  selected_count: z.number().nullable(),
  /** respondents (of the group) who chose it first; null when hidden; an estimate for a public survey */
  first_count: z.number().nullable(),
  /** a public survey's 95% margin of selected_count (the estimate is within ± this in 95 surveys of 100); null when exact or hidden */
  selected_margin: z.number().nullable(),
  /** the same for first_count */
  first_margin: z.number().nullable(),
});
export const barometerResultQuestion = z.object({ question_id: z.string(), ...localized, options: z.array(barometerResultOption) });
export type BarometerResultQuestion = z.infer<typeof barometerResultQuestion>;

/** A demographic option's count of responses; null when hidden (under the threshold, or by the differencing guard). */
export const demographicCountOption = z.object({
  option_id: z.string(),
  pk: z.number().int(),
  ...localized,
  count: z.number().int().nullable(),
  hidden: hiddenReason.nullable(),
});
export const demographicCountQuestion = z.object({
  question_id: z.string(),
  pk: z.number().int(),
  ...localized,
  options: z.array(demographicCountOption),
});
export type DemographicCountQuestion = z.infer<typeof demographicCountQuestion>;

export const barometerWordCount = z.object({
  word_id: z.string(),
  ...localized,
  /** respondents (of the group) who chose the word; an estimate for a public survey */
  count: z.number(),
  /** a public survey's 95% margin of count; null when exact */
  margin: z.number().nullable(),
});

export const barometerResults = z.object({
  /** the mission pk */
  mission: z.number().int(),
  /** the minimum group size in force for this survey (the highest of the company's setting and the setting when the survey was created) */
  threshold: z.number().int(),
  /** public: figures are estimates from randomized answers, with margins; invited: exact */
  mode: z.enum(BAROMETER_MODES),
  /** the responses the figures are about: results move in steps of at least the threshold, so the newest answers wait for the next step */
  response_count: z.number().int(),
  /** the demographic answer the results are filtered by; null for the whole survey */
  filter: z.object({ question: z.number().int(), option: z.number().int() }).nullable(),
  /** responses in the filtered group (the whole survey without a filter); null when hidden */
  group_count: z.number().int().nullable(),
  /** null when the counts are shown */
  hidden: hiddenReason.nullable(),
  /** every question of the survey's questionnaire with its answers' counts (null when hidden) */
  questions: z.array(barometerResultQuestion),
  /** the words chosen most often, at most 12, most chosen first; empty when hidden */
  words: z.array(barometerWordCount),
  /** the survey's demographic questions with each option's count: the filters that can be applied (count not null) */
  demographics: z.array(demographicCountQuestion),
});
export type BarometerResultsResponse = z.infer<typeof barometerResults>;

export const getBarometerResults = {
  method: 'GET',
  path: '/company/barometer_results/',
  public: false,
  operationId: 'getBarometerResults',
  summary: "The results of a barometer survey of the active company",
  description:
    "Each question's answers with selected_count, the most chosen words and the demographic counts, for the whole survey or the group of one demographic answer (question and option); counts null under the company's threshold or when the differencing guard hides the group.",
  errors: { 400: 'or an unknown question or option', 403: BAROMETER_REFUSED, 404: NO_SUCH_SURVEY },
  query: z
    .object({ mission: pkParam(), question: optionalQueryId(), option: optionalQueryId() })
    .refine((query) => (query.question === undefined) === (query.option === undefined), { message: BAROMETER_MESSAGES.filterPair, path: ['option'] }),
  response: barometerResults,
} as const satisfies EndpointContract;

export const demographicAnswersCount = z.object({
  /** per demographic question, each option's count of responses (null when hidden) */
  data: z.array(demographicCountQuestion),
  /** every response counted (one mission, or every barometer survey of the company), as of their last release */
  response_count: z.number().int(),
  threshold: z.number().int(),
  /** survey_below_threshold when every count is hidden; else null */
  hidden: hiddenReason.nullable(),
});
export type DemographicAnswersCountResponse = z.infer<typeof demographicAnswersCount>;

export const getDemographicAnswersCount = {
  method: 'GET',
  path: '/response/demographic_answers_count',
  public: false,
  operationId: 'getDemographicAnswersCount',
  summary: "The demographic answer counts of the company's barometer surveys",
  description:
    "Of every survey, or of one with mission=<pk>, behind the threshold and the differencing guard; the client reads data.data. company is the caller's active company (another company is a 404, as in the other company calls).",
  errors: { 403: BAROMETER_REFUSED, 404: `company is not the caller's active company, or ${NO_SUCH_SURVEY}` },
  query: z.object({ company: pkParam(), mission: optionalQueryId() }),
  response: demographicAnswersCount,
} as const satisfies EndpointContract;
