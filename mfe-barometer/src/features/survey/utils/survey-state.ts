import type { BarometerLocalProgress, BarometerQuestion, BarometerView, DemographicQuestion } from '@rapport/wire/entities/barometer';
import { SELECTED_WORD_COUNT, type Word } from '@rapport/wire/entities/questionnaire';
import { DEMOGRAPHIC_ANSWER_COUNT, QUESTION_ANSWER_COUNT, isAnswered, toggleOrdered } from './answer-rules';

/**
 * The barometer flow as a pure state machine (spec section 4): FIRST_PAGE, DEMOGRAPHIC,
 * QUESTIONNAIRE, SELECT_WORDS, SORT_WORDS, then LAST_PAGE after a successful submit. The
 * progress is what the browser keeps per mission (spec section 3); `index` is the question
 * shown, which a reload recomputes: the next unanswered one.
 */
export interface SurveyState {
  progress: BarometerLocalProgress;
  /** the question shown in DEMOGRAPHIC or QUESTIONNAIRE */
  index: number;
}

export interface SurveyContent {
  demographicQuestionnaire: DemographicQuestion[];
  questionnaire: BarometerQuestion[];
  words: Word[];
}

export type SurveyAction =
  | { type: 'content'; content: SurveyContent }
  | { type: 'start' }
  | { type: 'toggleDemographic'; optionPk: number }
  | { type: 'toggleAnswer'; answerId: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'selectWords'; selected: string[] }
  | { type: 'sortWords'; order: string[] }
  | { type: 'submitted' };

export const emptyProgress = (): BarometerLocalProgress => ({
  demographicQuestionnaire: [],
  selectedDemographicQuestions: {},
  questionnaire: [],
  selectedQuestions: {},
  words: [],
  selectedWords: [],
  view: 'FIRST_PAGE',
});

/** The questions and words are there (kept from an earlier visit, or loaded). */
export const hasContent = (progress: BarometerLocalProgress): boolean => progress.questionnaire.length > 0 && progress.words.length > 0;

/** The respondent went past the first page, or answered something before coming back to it. */
export const started = (progress: BarometerLocalProgress): boolean =>
  progress.view !== 'FIRST_PAGE' ||
  Object.keys(progress.selectedDemographicQuestions).length > 0 ||
  Object.values(progress.selectedQuestions).some((chosen) => chosen.length > 0) ||
  progress.selectedWords.length > 0;

export const demographicAnswered = (progress: BarometerLocalProgress, question: DemographicQuestion): boolean =>
  progress.selectedDemographicQuestions[question.pk] !== undefined;

export const questionAnswered = (progress: BarometerLocalProgress, question: BarometerQuestion): boolean =>
  isAnswered(progress.selectedQuestions[question.question_id], QUESTION_ANSWER_COUNT);

/** How many main questions have both their answers. */
export const answeredCount = (progress: BarometerLocalProgress): number =>
  progress.questionnaire.filter((question) => questionAnswered(progress, question)).length;

const firstUnanswered = <Q>(questions: readonly Q[], answered: (question: Q) => boolean): number => {
  const at = questions.findIndex((question) => !answered(question));
  return at >= 0 ? at : Math.max(questions.length - 1, 0);
};

const allAnswered = <Q>(questions: readonly Q[], answered: (question: Q) => boolean): boolean => questions.every(answered);

const at = (progress: BarometerLocalProgress, view: BarometerView, index = 0): SurveyState => ({ progress: { ...progress, view }, index });

/**
 * Where a kept progress resumes: the next unanswered demographic or main question, the word
 * selection or the sorting. A view the answers do not support (a question left unanswered, a
 * selection short of 12) falls back to the first step that still needs something; the
 * thank-you page is the submitted flag's, never the progress's.
 */
export function resume(progress: BarometerLocalProgress): SurveyState {
  const demographicOk = (question: DemographicQuestion) => demographicAnswered(progress, question);
  const questionOk = (question: BarometerQuestion) => questionAnswered(progress, question);
  const order: BarometerView[] = ['FIRST_PAGE', 'DEMOGRAPHIC', 'QUESTIONNAIRE', 'SELECT_WORDS', 'SORT_WORDS'];
  const wanted = progress.view === 'LAST_PAGE' ? 'SORT_WORDS' : progress.view;
  const past = (view: BarometerView) => order.indexOf(wanted) > order.indexOf(view);
  if (!hasContent(progress) || wanted === 'FIRST_PAGE') return at(progress, 'FIRST_PAGE');
  if (wanted === 'DEMOGRAPHIC' || (past('DEMOGRAPHIC') && !allAnswered(progress.demographicQuestionnaire, demographicOk))) {
    if (progress.demographicQuestionnaire.length) return at(progress, 'DEMOGRAPHIC', firstUnanswered(progress.demographicQuestionnaire, demographicOk));
  }
  if (wanted === 'DEMOGRAPHIC' || wanted === 'QUESTIONNAIRE' || !allAnswered(progress.questionnaire, questionOk)) {
    return at(progress, 'QUESTIONNAIRE', firstUnanswered(progress.questionnaire, questionOk));
  }
  if (wanted === 'SORT_WORDS' && progress.selectedWords.length === SELECTED_WORD_COUNT) return at(progress, 'SORT_WORDS');
  return at(progress, 'SELECT_WORDS');
}

/** Whether the step shown may go on (Next enabled). */
export function canGoOn({ progress, index }: SurveyState): boolean {
  switch (progress.view) {
    case 'DEMOGRAPHIC': {
      const question = progress.demographicQuestionnaire[index];
      return Boolean(question) && demographicAnswered(progress, question);
    }
    case 'QUESTIONNAIRE': {
      const question = progress.questionnaire[index];
      return Boolean(question) && questionAnswered(progress, question);
    }
    case 'SELECT_WORDS':
    case 'SORT_WORDS':
      return progress.selectedWords.length === SELECTED_WORD_COUNT;
    default:
      return true;
  }
}

function next(state: SurveyState): SurveyState {
  const { progress, index } = state;
  if (!canGoOn(state)) return state;
  switch (progress.view) {
    case 'FIRST_PAGE':
      return progress.demographicQuestionnaire.length ? at(progress, 'DEMOGRAPHIC') : at(progress, 'QUESTIONNAIRE');
    case 'DEMOGRAPHIC':
      return index < progress.demographicQuestionnaire.length - 1 ? at(progress, 'DEMOGRAPHIC', index + 1) : at(progress, 'QUESTIONNAIRE');
    case 'QUESTIONNAIRE':
      return index < progress.questionnaire.length - 1 ? at(progress, 'QUESTIONNAIRE', index + 1) : at(progress, 'SELECT_WORDS');
    case 'SELECT_WORDS':
      return at(progress, 'SORT_WORDS');
    default:
      return state;
  }
}

function back({ progress, index }: SurveyState): SurveyState {
  const lastDemographic = progress.demographicQuestionnaire.length - 1;
  switch (progress.view) {
    case 'DEMOGRAPHIC':
      return index > 0 ? at(progress, 'DEMOGRAPHIC', index - 1) : at(progress, 'FIRST_PAGE');
    case 'QUESTIONNAIRE':
      if (index > 0) return at(progress, 'QUESTIONNAIRE', index - 1);
      return lastDemographic >= 0 ? at(progress, 'DEMOGRAPHIC', lastDemographic) : at(progress, 'FIRST_PAGE');
    case 'SELECT_WORDS':
      return at(progress, 'QUESTIONNAIRE', Math.max(progress.questionnaire.length - 1, 0));
    case 'SORT_WORDS':
      return at(progress, 'SELECT_WORDS');
    default:
      return { progress, index };
  }
}

export function surveyReducer(state: SurveyState, action: SurveyAction): SurveyState {
  const { progress, index } = state;
  switch (action.type) {
    case 'content':
      return { progress: { ...progress, ...action.content }, index };
    case 'start':
      return progress.view === 'FIRST_PAGE' && hasContent(progress) ? next(state) : state;
    case 'toggleDemographic': {
      const question = progress.demographicQuestionnaire[index];
      if (progress.view !== 'DEMOGRAPHIC' || !question?.options.some((option) => option.pk === action.optionPk)) return state;
      const current = progress.selectedDemographicQuestions[question.pk];
      const [chosen] = toggleOrdered(current === undefined ? [] : [current], action.optionPk, DEMOGRAPHIC_ANSWER_COUNT);
      const selected = { ...progress.selectedDemographicQuestions };
      if (chosen === undefined) delete selected[question.pk];
      else selected[question.pk] = chosen;
      return { progress: { ...progress, selectedDemographicQuestions: selected }, index };
    }
    case 'toggleAnswer': {
      const question = progress.questionnaire[index];
      if (progress.view !== 'QUESTIONNAIRE' || !question?.options.some((option) => option.answer_id === action.answerId)) return state;
      const chosen = toggleOrdered(progress.selectedQuestions[question.question_id] ?? [], action.answerId, QUESTION_ANSWER_COUNT);
      return { progress: { ...progress, selectedQuestions: { ...progress.selectedQuestions, [question.question_id]: chosen } }, index };
    }
    case 'next':
      return next(state);
    case 'back':
      return back(state);
    case 'selectWords':
      return progress.view === 'SELECT_WORDS' ? { progress: { ...progress, selectedWords: action.selected.slice(0, SELECTED_WORD_COUNT) }, index } : state;
    case 'sortWords': {
      const same = action.order.length === progress.selectedWords.length && action.order.every((id) => progress.selectedWords.includes(id));
      return progress.view === 'SORT_WORDS' && same ? { progress: { ...progress, selectedWords: action.order }, index } : state;
    }
    case 'submitted':
      return at(emptyProgress(), 'LAST_PAGE');
  }
}
