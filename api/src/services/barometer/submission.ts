import type { BarometerResponseBody } from '@rapport/wire/api/barometer';
import { errorText, type ErrorCode, type ErrorParams } from '@rapport/wire/api/error-codes';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import { HttpError } from '../../http-errors';
import type { NewBarometerResponse, StoredDemographicQuestion, StoredQuestion } from '../../repositories/barometer-repository';

/**
 * One barometer response as the product sends it (spec section 7), checked against the
 * survey's questionnaire before anything is stored. Pure: the service runs it, then stores
 * the result in one statement. The first problem is a 400 naming its field; nothing is saved.
 */

export interface SurveyContent {
  demographics: readonly StoredDemographicQuestion[];
  questions: readonly StoredQuestion[];
  wordIds: readonly string[];
}

/** A 400 with its code, its params and the field at fault. */
const invalid = (field: string, code: ErrorCode, params: ErrorParams = {}): HttpError =>
  new HttpError(400, errorText(code, params), { code, params, field });

/** "q3, q7" -> ["q3", "q7"]; "" -> []; an empty item between commas is an error. */
function parseList(value: string, field: string): string[] {
  if (value.trim() === '') return [];
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) throw invalid(field, 'results.empty_item', { field });
  return items;
}

/** Every demographic question of the survey answered once, with one of its own options. */
function parseDemographics(content: SurveyContent, answers: BarometerResponseBody['demographic_answers']): NewBarometerResponse['demographics'] {
  const field = 'demographic_answers';
  const byPk = new Map(content.demographics.map((question) => [String(question.pk), question]));
  for (const key of Object.keys(answers)) {
    if (!byPk.has(key)) throw invalid(field, 'barometer.demographic_unknown', { question: key });
  }
  return content.demographics.map((question) => {
    const given = answers[String(question.pk)];
    if (given === undefined) throw invalid(field, 'barometer.demographic_missing', { question: question.question_id });
    const options = Array.isArray(given) ? given : [given];
    if (options.length !== 1) throw invalid(field, 'barometer.demographic_one_option', { question: question.question_id });
    const [optionId] = options;
    if (!question.options.some((option) => option.pk === optionId)) {
      throw invalid(field, 'barometer.demographic_not_an_option', { option: String(optionId), question: question.question_id });
    }
    return { questionId: question.pk, optionId };
  });
}

/** Every question answered once, two different answers of its own, the three lists aligned. */
function parseAnswers(content: SurveyContent, body: BarometerResponseBody): Pick<NewBarometerResponse, 'questionAnswered' | 'firstAnswers' | 'secondAnswers'> {
  const questionIds = parseList(body.question_answered, 'question_answered');
  const firsts = parseList(body.first_answers, 'first_answers');
  const seconds = parseList(body.second_answers, 'second_answers');
  if (firsts.length !== questionIds.length) throw invalid('first_answers', 'results.lists_differ');
  if (seconds.length !== questionIds.length) throw invalid('second_answers', 'results.lists_differ');
  const answersOf = new Map(content.questions.map((question) => [question.question_id, new Set(question.answers.map((a) => a.answer_id))]));
  const seen = new Set<string>();
  questionIds.forEach((questionId, i) => {
    const own = answersOf.get(questionId);
    if (!own) throw invalid('question_answered', 'results.unknown_question', { id: questionId });
    if (seen.has(questionId)) throw invalid('question_answered', 'results.question_twice', { id: questionId });
    seen.add(questionId);
    if (!own.has(firsts[i])) throw invalid('first_answers', 'results.not_an_answer', { field: 'first_answers', answer: firsts[i], question: questionId });
    if (!own.has(seconds[i])) throw invalid('second_answers', 'results.not_an_answer', { field: 'second_answers', answer: seconds[i], question: questionId });
    if (firsts[i] === seconds[i]) throw invalid('second_answers', 'results.same_answers', { question: questionId });
  });
  if (questionIds.length !== content.questions.length) throw invalid('question_answered', 'barometer.question_count', { count: questionIds.length });
  return { questionAnswered: questionIds, firstAnswers: firsts, secondAnswers: seconds };
}

/** Exactly 12 distinct known word ids, in the order given. */
function parseWords(content: SurveyContent, value: string, field: string): string[] {
  const chosen = parseList(value, field);
  if (chosen.length !== SELECTED_WORD_COUNT) throw invalid(field, 'barometer.word_count', { field, count: chosen.length });
  const known = new Set(content.wordIds);
  const seen = new Set<string>();
  for (const word of chosen) {
    if (!known.has(word)) throw invalid(field, 'barometer.unknown_word', { field, id: word });
    if (seen.has(word)) throw invalid(field, 'barometer.word_twice', { field, id: word });
    seen.add(word);
  }
  return chosen;
}

/** The response to store, or a 400 at the first problem (demographics, then questions, then words). */
export function parseSubmission(missionId: number, content: SurveyContent, body: BarometerResponseBody): NewBarometerResponse {
  const demographics = parseDemographics(content, body.demographic_answers);
  const answers = parseAnswers(content, body);
  const selectedWords = parseWords(content, body.selected_word_result, 'selected_word_result');
  const sortedWords = parseWords(content, body.sorted_word_result, 'sorted_word_result');
  const selected = new Set(selectedWords);
  if (sortedWords.some((word) => !selected.has(word))) throw invalid('sorted_word_result', 'barometer.not_the_selection');
  return { missionId, demographics, ...answers, selectedWords, sortedWords };
}
