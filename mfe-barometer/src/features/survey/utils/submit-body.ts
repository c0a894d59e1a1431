import type { BarometerMode } from '@rapport/wire/api/barometer';
import { randomizeResponse, type RandomizationContent } from '@rapport/wire/api/barometer-randomized-response';
import type { submitBarometerResponse } from '@rapport/wire/api/calls';
import type { CallArg } from '@rapport/wire/api/client';
import type { BarometerLocalProgress } from '@rapport/wire/entities/barometer';

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

/** What the randomization draws from: each question's own answers, and the whole word bank in its order (as the server counts it). */
export const randomizationContent = (progress: BarometerLocalProgress): RandomizationContent => ({
  questions: progress.questionnaire.map((question) => ({ question_id: question.question_id, answers: question.options.map((option) => option.answer_id) })),
  wordIds: progress.words.map((word) => word.word_id),
});

export interface SurveyLink {
  referral: string;
  mode: BarometerMode;
  /** the personal link's code (invited surveys) */
  invitation: string | undefined;
}

/**
 * The submit of a survey: a public survey's answers randomized on this device (the true ones
 * are never sent), an invited survey's exact answers with the personal link's code.
 */
export function surveySubmission(progress: BarometerLocalProgress, link: SurveyLink, random: () => number): CallArg<typeof submitBarometerResponse> {
  const exact = submitBody(progress);
  if (link.mode === 'invited') return { ...exact, query: { mission: link.referral, invitation: link.invitation } };
  return { ...randomizeResponse(exact, randomizationContent(progress), random), query: { mission: link.referral } };
}
