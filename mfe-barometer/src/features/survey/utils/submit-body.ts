import type { BarometerLocalProgress } from '@rapport/contracts/entities/barometer';

/** POST /result/barometer_response/'s body (spec section 7), as the contract names its fields. */
export interface BarometerSubmitBody {
  demographic_answers: Record<string, number>;
  question_answered: string;
  first_answers: string;
  second_answers: string;
  selected_word_result: string;
  sorted_word_result: string;
}

/**
 * The answers as the API takes them: demographic question pk -> option pk, the questions in
 * the order shown with their first and second answers, the 12 words chosen (in the word bank's
 * order: the order of choosing says nothing the sorting does not) and the same 12 sorted.
 */
export function submitBody(progress: BarometerLocalProgress): BarometerSubmitBody {
  const chosen = new Set(progress.selectedWords);
  const answers = progress.questionnaire.map((question) => progress.selectedQuestions[question.question_id] ?? []);
  return {
    demographic_answers: Object.fromEntries(
      progress.demographicQuestionnaire.map((question) => [String(question.pk), progress.selectedDemographicQuestions[question.pk]]),
    ),
    question_answered: progress.questionnaire.map((question) => question.question_id).join(','),
    first_answers: answers.map(([first]) => first ?? '').join(','),
    second_answers: answers.map(([, second]) => second ?? '').join(','),
    selected_word_result: progress.words.filter((word) => chosen.has(word.word_id)).map((word) => word.word_id).join(','),
    sorted_word_result: progress.selectedWords.join(','),
  };
}
