import { z } from './zod';
import { QUESTION_COUNT, WORD_BANK_SIZE, type Answer, type Question, type QuestionnaireType, type Word } from '../entities/questionnaire';
import { optionalQueryId, optionalQueryText, type EndpointContract } from './common';

const localized = { en: z.string(), fr: z.string(), ru: z.string() };

export const question = z.object({ question_id: z.string(), ...localized }) satisfies z.ZodType<Question>;
export const answer = z.object({ answer_id: z.string(), ...localized }) satisfies z.ZodType<Answer>;
export const word = z.object({ word_id: z.string(), ...localized }) satisfies z.ZodType<Word>;
export const questionnaireType = z.object({
  pk: z.number().int(),
  questionnaire_type: z.string(),
  default_companies: z.array(z.number().int()),
}) satisfies z.ZodType<QuestionnaireType>;

/**
 * Which questionnaire to serve. The first parameter present wins, in this order:
 * questionnaire_type (a type name), mission (a mission referral code), contact (a contact
 * referral code), company (a company pk); none means `standard`.
 */
export const questionnaireSelector = z.object({
  questionnaire_type: optionalQueryText(64),
  mission: optionalQueryText(64),
  contact: optionalQueryText(64),
  company: optionalQueryId(),
});
export type QuestionnaireSelector = z.infer<typeof questionnaireSelector>;

const LINK_NOT_FOUND = 'an unknown questionnaire type, mission link or contact link';
const LINK_GONE = 'the mission link no longer accepts answers (ended or archived)';

export const getQuestions = {
  method: 'GET',
  path: '/response/question/',
  public: true,
  operationId: 'listQuestions',
  summary: `The ${QUESTION_COUNT} questions of the selected questionnaire, q1..q${QUESTION_COUNT}`,
  query: questionnaireSelector,
  response: z.array(question),
  errors: { 404: LINK_NOT_FOUND, 410: LINK_GONE },
} as const satisfies EndpointContract;

export const getAnswers = {
  method: 'GET',
  path: '/response/answer/',
  public: true,
  operationId: 'listAnswers',
  summary: 'The answers of the selected questionnaire, in question then letter order',
  query: questionnaireSelector,
  response: z.array(answer),
  errors: { 404: LINK_NOT_FOUND, 410: LINK_GONE },
} as const satisfies EndpointContract;

export const getWords = {
  method: 'GET',
  path: '/words/',
  public: true,
  operationId: 'listWords',
  summary: `The ${WORD_BANK_SIZE} words to select and sort`,
  response: z.array(word),
} as const satisfies EndpointContract;

export const getQuestionnaireTypes = {
  method: 'GET',
  path: '/response/questionnaire_type',
  public: false,
  operationId: 'listQuestionnaireTypes',
  summary: 'Questionnaire types: every type, or those a company can choose',
  description:
    "Without company_id, every type. With company_id (the caller's active company), the types the company can choose: the barometer only with the barometer option.",
  query: z.object({ company_id: optionalQueryId() }),
  response: z.array(questionnaireType),
  errors: { 403: 'with company_id, a caller who is not a company user', 404: "company_id is not the caller's active company" },
} as const satisfies EndpointContract;
