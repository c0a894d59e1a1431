import type { Localized } from './common';
import type { Word } from './questionnaire';

export interface BarometerOption extends Localized {
  answer_id: string;
  /** in results only: how many respondents picked it */
  selected_count?: number;
}

export interface BarometerQuestion extends Localized {
  question_id: string;
  options: BarometerOption[];
}

export interface DemographicOption extends Localized {
  option_id: string;
  pk: number;
}

/** The short statistical part answered first, one option per question. */
export interface DemographicQuestion extends Localized {
  question_id: string;
  pk: number;
  options: DemographicOption[];
}

export const BAROMETER_VIEWS = [
  'FIRST_PAGE',
  'DEMOGRAPHIC',
  'QUESTIONNAIRE',
  'SELECT_WORDS',
  'SORT_WORDS',
  'LAST_PAGE',
] as const;
export type BarometerView = (typeof BAROMETER_VIEWS)[number];

/** Progress a respondent's browser keeps per mission so a reload resumes (never sent as is). */
export interface BarometerLocalProgress {
  demographicQuestionnaire: DemographicQuestion[];
  /** question pk -> chosen option pk */
  selectedDemographicQuestions: Record<number, number>;
  questionnaire: BarometerQuestion[];
  /** question id -> ordered answer ids (first, second) */
  selectedQuestions: Record<string, string[]>;
  words: Word[];
  /** word ids in the order chosen, then sorted */
  selectedWords: string[];
  view: BarometerView;
}
