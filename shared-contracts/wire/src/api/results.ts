import { z } from './zod';
import { QUESTION_COUNT, SELECTED_WORD_COUNT, type SavedResponseProgress } from '../entities/questionnaire';
import { REPORT_KINDS, type ReportFiles, type ReportKind } from '../entities/result';
import { accountEmail } from './auth';
import { cleanText, requestBody, type EndpointContract } from './common';
import { questionnaireSelector } from './content';

/**
 * The individual journey (docs/results-wire.md): saved answers, chosen words, the computed
 * result, matchings with contacts and sample profiles, the morph picture, sample pictures and
 * the report files. Every call but the sample picture needs `Authorization: Token <token>`;
 * a body's `email` must be the token's user (403 otherwise). The questionnaire is chosen by
 * the optional query `questionnaire_type`, `mission`, `contact` or `company` (first present
 * wins). Without one, progress, selection and submission use the user's current
 * questionnaire (the type of their most recently updated progress), `standard` when they have
 * none; reading the individual result or a report gives the primary result.
 */

const localized = z.object({ en: z.string(), fr: z.string(), ru: z.string() });

/** A comma-separated list as the product sends it ("q3,q7"); "" is the empty list. */
const commaList = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required' : 'Must be text') })
    .check(cleanText())
    .max(max, `Maximum ${max} characters are allowed.`);

const ownEmail = { email: accountEmail() };

/** The error answers of a call naming the user's e-mail and a questionnaire (the query). */
const NOT_YOUR_EMAIL = "`email` is not the signed-in user's";
const QUESTIONNAIRE_ERRORS = {
  403: NOT_YOUR_EMAIL,
  404: 'an unknown questionnaire type, mission link or contact link',
  410: 'the mission link no longer accepts answers',
};

// ---- messages (400 unless said otherwise) ------------------------------------------------

export const RESULTS_MESSAGES = {
  listsDiffer: 'question_answered, first_answers and second_answers must list the same number of items',
  emptyItem: (field: string) => `${field}: an item is empty`,
  unknownQuestion: (id: string) => `question_answered: unknown question id ${id}`,
  questionTwice: (id: string) => `question_answered: question ${id} is listed twice`,
  notAnAnswerOf: (field: string, answer: string, question: string) => `${field}: ${answer} is not an answer of question ${question}`,
  sameAnswers: (question: string) => `question ${question}: the first and second answers must be different`,
  wordCount: (count: number) => `result: exactly ${SELECTED_WORD_COUNT} words are required, got ${count}`,
  unknownWord: (id: string) => `result: unknown word id ${id}`,
  wordTwice: (id: string) => `result: word ${id} is listed twice`,
  answersIncomplete: (answered: number) => `The questionnaire is not finished: ${answered} of ${QUESTION_COUNT} questions answered`,
  noSelection: `Select your ${SELECTED_WORD_COUNT} words first (PUT /result/select/)`,
  notTheSelection: `result: the ranked words must be the ${SELECTED_WORD_COUNT} selected words`,
  /** 404 */
  noPartner: 'No person is selected to match.',
  /** 400: matching needs both results */
  notFinished: 'Finish the questionnaire to see your matchings.',
  partnerNotFinished: (name: string) => `${name} hasn't completed the evaluation yet.`,
  /** 404 */
  unknownSample: 'Unknown sample profile',
  /** 404 */
  noResult: 'No finished result: finish the questionnaire first.',
} as const;

// ---- saved answers -------------------------------------------------------------------------

export const responseProgress = z.object({
  question_answered: z.string(),
  first_answers: z.string(),
  second_answers: z.string(),
  /** the name of the questionnaire type these answers are of (`standard`, `workplace`...) */
  questionnaire_type: z.string(),
}) satisfies z.ZodType<SavedResponseProgress>;
export type ResponseProgressResponse = z.infer<typeof responseProgress>;

export const getResponseProgress = {
  method: 'POST',
  path: '/result/response/',
  public: false,
  operationId: 'getResponseProgress',
  summary: 'The saved answers of the selected questionnaire and the name of its type',
  description: '"" when none. Without a query, of the current questionnaire (the latest progress, else standard).',
  errors: QUESTIONNAIRE_ERRORS,
  query: questionnaireSelector,
  body: requestBody(ownEmail),
  response: responseProgress,
} as const satisfies EndpointContract;

export const saveResponseProgress = {
  method: 'PUT',
  path: '/result/response/',
  public: false,
  operationId: 'saveResponseProgress',
  summary: 'Merge answers into the saved ones by question id',
  description:
    'Saved answers are kept, the body adds or replaces; a stale shorter list deletes nothing. Answers the merged progress and the name of its type.',
  errors: { ...QUESTIONNAIRE_ERRORS, 400: 'or the lists do not fit the questionnaire (an unknown question, an answer of another question, the same answer twice)' },
  query: questionnaireSelector,
  body: requestBody({
    ...ownEmail,
    question_answered: commaList(1000),
    first_answers: commaList(1000),
    second_answers: commaList(1000),
  }),
  response: responseProgress,
} as const satisfies EndpointContract;

// ---- chosen words --------------------------------------------------------------------------

export const selectedWords = z.object({ result: z.string() });

export const getSelectedWords = {
  method: 'POST',
  path: '/result/select/',
  public: false,
  operationId: 'getSelectedWords',
  summary: `The ${SELECTED_WORD_COUNT} selected word ids ("" when none)`,
  errors: QUESTIONNAIRE_ERRORS,
  query: questionnaireSelector,
  body: requestBody(ownEmail),
  response: selectedWords,
} as const satisfies EndpointContract;

export const saveSelectedWords = {
  method: 'PUT',
  path: '/result/select/',
  public: false,
  operationId: 'saveSelectedWords',
  summary: `Save the selection: exactly ${SELECTED_WORD_COUNT} distinct known word ids`,
  errors: { ...QUESTIONNAIRE_ERRORS, 400: `or not ${SELECTED_WORD_COUNT} distinct known word ids` },
  query: questionnaireSelector,
  body: requestBody({ ...ownEmail, result: commaList(1000) }),
  response: selectedWords,
} as const satisfies EndpointContract;

// ---- the individual result -----------------------------------------------------------------

export { REPORT_KINDS, type ReportKind };
export const REPORT_LANGS = ['en', 'fr', 'ru'] as const;

/** `files` of a result: per report, per language, the path (under the API base) to GET it. */
export const reportFiles = z.object({ profile_pdf: localized, cv_pdf: localized, cv_docx: localized }) satisfies z.ZodType<ReportFiles>;
export type ReportFilesResponse = z.infer<typeof reportFiles>;

/** The eight axis scores (spec section 3), in [-1, 1]: the individual and the company views share them. */
export const axisScoresShape = {
  w_1: z.number(),
  x_1: z.number(),
  y_1: z.number(),
  z_1: z.number(),
  w_2: z.number(),
  x_2: z.number(),
  y_2: z.number(),
  z_2: z.number(),
};

/** The stakes balance as whole percentages (Action, Vision, Intention). */
export const stakesBalanceShape = {
  r_percent: z.number().int(),
  i_percent: z.number().int(),
  s_percent: z.number().int(),
};

/**
 * Axes in [-1, 1]; `w_1: -1` (the other numbers 0, texts and files null) while the
 * questionnaire is not finished. `reports_ready` is false while the report files are being made
 * in the background after a submission (a download works either way: a file not made yet is
 * made on demand); false too while not finished.
 */
export const individualResultResponse = z.object({
  ...axisScoresShape,
  ...stakesBalanceShape,
  soft_skills: localized.nullable(),
  top_personal_development: localized.nullable(),
  wellbeing_expression: localized.nullable(),
  relational_communication: localized.nullable(),
  approach_to_situations: localized.nullable(),
  vision_of_the_world: localized.nullable(),
  files: reportFiles.nullable(),
  reports_ready: z.boolean(),
});
export type IndividualResultResponse = z.infer<typeof individualResultResponse>;

export const getIndividualResult = {
  method: 'POST',
  path: '/result/individual_result/',
  public: false,
  operationId: 'getMyResult',
  summary: "The signed-in user's result",
  description: "Of the selected questionnaire when a query names one, else the standard questionnaire's, else the latest; w_1 = -1 while not finished.",
  errors: QUESTIONNAIRE_ERRORS,
  query: questionnaireSelector,
  body: requestBody(ownEmail),
  response: individualResultResponse,
} as const satisfies EndpointContract;

export const submitIndividualResult = {
  method: 'PUT',
  path: '/result/individual_result/',
  public: false,
  operationId: 'submitMyResult',
  summary: "Compute and store the signed-in user's result",
  description: `From the ${QUESTION_COUNT} saved answers and the ${SELECTED_WORD_COUNT} selected words ranked in the order given (rank 1 first); queues the making of the report files (reports_ready false until they are made).`,
  errors: {
    ...QUESTIONNAIRE_ERRORS,
    400: 'or the questionnaire is not finished, no words are selected, or the ranked words are not the selection',
    429: 'or too many submissions by this account',
  },
  query: questionnaireSelector,
  body: requestBody({ ...ownEmail, result: commaList(1000) }),
  response: individualResultResponse,
} as const satisfies EndpointContract;

// ---- matchings -----------------------------------------------------------------------------

export const matchingEntry = z.object({
  first_name: z.string(),
  last_name: z.string(),
  picture_url: z.string().nullable(),
  /** null for sample profiles */
  email: z.string().nullable(),
  /** Relational Index 0..1; null while either side has not finished */
  rui_smooth: z.number().nullable(),
  top_fiber_en: z.string().nullable(),
  top_fiber_fr: z.string().nullable(),
  top_fiber_ru: z.string().nullable(),
  is_finished: z.boolean(),
  /** set on sample profiles only */
  fake_user_uuid: z.string().nullable(),
});
export type MatchingEntryResponse = z.infer<typeof matchingEntry>;

export const matchingLists = z.object({ b2c_matching: z.array(matchingEntry), fake_matching: z.array(matchingEntry) });
export type MatchingListsResponse = z.infer<typeof matchingLists>;

export const getMatchings = {
  method: 'POST',
  path: '/result/matching/',
  public: false,
  operationId: 'listMyMatchings',
  summary: "The signed-in user's matching contacts and the sample profiles",
  description: 'b2c_matching the contacts, fake_matching the samples, each by rui_smooth descending, unfinished contacts last.',
  errors: { 403: NOT_YOUR_EMAIL },
  body: requestBody(ownEmail),
  response: matchingLists,
} as const satisfies EndpointContract;

const perLang = <Name extends string>(name: Name) =>
  ({ [`${name}_en`]: z.string(), [`${name}_fr`]: z.string(), [`${name}_ru`]: z.string() }) as Record<
    `${Name}_${'en' | 'fr' | 'ru'}`,
    z.ZodString
  >;

export const matchingDetail = z.object({
  rui_smooth: z.number(),
  similarity_smooth: z.number(),
  immediate_harmony_smooth: z.number(),
  deep_compatibility_smooth: z.number(),
  complementarity_smooth: z.number(),
  understanding_smooth: z.number(),
  ...perLang('top_fiber'),
  ...perLang('bottom_fiber'),
  ...perLang('top_fiber_description'),
  ...perLang('bottom_fiber_description'),
  /** the user's picture */
  picture_url_1: z.string().nullable(),
  /** the partner's picture */
  picture_url_2: z.string().nullable(),
  /** the partner's soft skills */
  soft_skills: localized,
  partner: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type MatchingDetailResponse = z.infer<typeof matchingDetail>;

export const getMatchingDetail = {
  method: 'POST',
  path: '/result/matching/detail/',
  public: false,
  operationId: 'getMatchingDetail',
  summary: 'The matching with one partner',
  description: "The partner is a matching contact's e-mail or a sample's fake_user_uuid.",
  errors: {
    400: 'or either side has not finished',
    403: NOT_YOUR_EMAIL,
    404: 'the partner is neither a matching contact nor a sample profile',
  },
  body: requestBody({
    ...ownEmail,
    partner: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required' : 'Must be text') })
      .trim()
      .check(cleanText())
      .min(1, 'Required')
      .max(254, 'Maximum 254 characters are allowed.'),
  }),
  response: z.object({ result: matchingDetail }),
} as const satisfies EndpointContract;

// ---- pictures and files --------------------------------------------------------------------

const sampleUuid = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Must be a sample uuid')
  .transform((value) => value.toLowerCase());

export const getFakeUserImage = {
  method: 'GET',
  path: '/auth/get_fake_user_image/',
  public: false,
  operationId: 'getSampleBlendImage',
  summary: 'Two sample pictures blended 50/50 (image/png, 256 x 256)',
  errors: { 404: 'an unknown sample' },
  query: z.object({ user_1: sampleUuid, user_2: sampleUuid }),
  response: z.unknown().describe('image/png'),
} as const satisfies EndpointContract;

export const getSamplePicture = {
  method: 'GET',
  path: '/result/sample_picture/:file',
  public: true,
  operationId: 'getSamplePicture',
  summary: "A sample profile's picture (image/svg+xml), `{uuid}.svg`",
  errors: { 404: 'an unknown sample' },
  params: z.object({
    file: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/i, 'Must be {uuid}.svg')
      .transform((value) => value.slice(0, -'.svg'.length).toLowerCase()),
  }),
  response: z.unknown().describe('image/svg+xml'),
} as const satisfies EndpointContract;

/** The path of a sample's picture under the API base. */
export const samplePicturePath = (uuid: string): string => `/result/sample_picture/${uuid}.svg`;

export const getReport = {
  method: 'GET',
  path: '/result/report/:kind/:lang/',
  public: false,
  operationId: 'getMyReport',
  summary: "The signed-in user's report file (PDF or DOCX) as an attachment",
  description: 'Made on demand when missing. The result is chosen as by POST /result/individual_result/.',
  errors: {
    404: 'no finished result, or an unknown questionnaire type, mission link or contact link',
    410: 'the mission link no longer accepts answers',
  },
  params: z.object({
    kind: z.enum(REPORT_KINDS, { error: `Must be one of ${REPORT_KINDS.join(", ")}` }),
    lang: z.enum(REPORT_LANGS, { error: `Must be one of ${REPORT_LANGS.join(", ")}` }),
  }),
  query: questionnaireSelector,
  response: z.unknown().describe('application/pdf or application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
} as const satisfies EndpointContract;

/** `/result/report/profile-pdf/fr/`, plus `?questionnaire_type=` for a result of another type than standard. */
export const reportPath = (kind: ReportKind, lang: (typeof REPORT_LANGS)[number], questionnaireType?: string): string =>
  `/result/report/${kind}/${lang}/${questionnaireType ? `?questionnaire_type=${encodeURIComponent(questionnaireType)}` : ''}`;
