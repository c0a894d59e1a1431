import type { Localized } from './common';

// The questionnaire's shape (spec sections 5 and 9), defined once for the API and the front ends.
export const QUESTION_COUNT = 18;
/** answers shown per question, A..F */
export const ANSWERS_PER_QUESTION = 6;
/** the words offered on /select */
export const WORD_BANK_SIZE = 48;
/** the words chosen on /select, then ranked on /sort */
export const SELECTED_WORD_COUNT = 12;
/** /sort: the wait between sending the ranking and showing /results */
export const RESULT_WAIT_MS = 5000;

/** `question_id` is `q1`..`q18`. Categories and modes stay on the server. */
export interface Question extends Localized {
  question_id: string;
}

/** `answer_id` is `q{n}a{k}`: the question number precedes the `a`; k = 1..6 shown A..F. */
export interface Answer extends Localized {
  answer_id: string;
}

/** One of the 48 words; stake and family stay on the server. */
export interface Word extends Localized {
  word_id: string;
}

export interface QuestionnaireType {
  pk: number;
  /** e.g. `standard`, `workplace`, `barometer` */
  questionnaire_type: string;
  /** pks of the companies for which this type is preselected */
  default_companies: number[];
}

/** The questionnaire type of the barometer surveys, answered anonymously from a survey's link. */
export const BAROMETER_QUESTIONNAIRE = 'barometer';

/**
 * The questionnaire types a person (a company's contact) can be invited to: all but the
 * barometer's, which the API refuses for a contact (it is no person's questionnaire).
 */
export const personQuestionnaires = <T extends Pick<QuestionnaireType, 'questionnaire_type'>>(types: readonly T[]): T[] =>
  types.filter((type) => type.questionnaire_type !== BAROMETER_QUESTIONNAIRE);

/** Saved answers of an unfinished questionnaire, each a comma-separated list in question order. */
export interface ResponseProgress {
  /** question ids answered so far, e.g. `q3,q7` */
  question_answered: string;
  /** first choices, e.g. `q3a2,q7a5` */
  first_answers: string;
  /** second choices, e.g. `q3a6,q7a1` */
  second_answers: string;
}

/**
 * POST and PUT /result/response/: the saved answers and the questionnaire type they are of
 * (the query's, else the user's current one: their latest progress, else `standard`).
 */
export interface SavedResponseProgress extends ResponseProgress {
  /** e.g. `standard`, `workplace` */
  questionnaire_type: string;
}
