import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { badRequest, httpError } from '../../http-errors';
import { QUESTION_COUNT, RANKED_WORD_COUNT, type AnswerPick, type PreparedContent } from '../../model';
import type { ProgressLists } from '../../repositories/results-repository';

/**
 * The questionnaire's progress as the product sends it (three comma-separated lists, position
 * i of each about the same question), checked against the questionnaire and merged by
 * question id. Pure functions: the results service runs them inside its transactions.
 */

export type { ProgressLists };

/** "q3, q7" -> ["q3", "q7"]; "" -> []; an empty item between commas is an error. */
export function parseList(value: string, field: string): string[] {
  if (value.trim() === '') return [];
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) throw httpError(400, 'results.empty_item', { field });
  return items;
}

/**
 * The body's answers, each checked: known question, listed once, both answers of that
 * question and different, the three lists of the same length. Throws a 400 at the first problem.
 */
export function parseAnswers(prep: PreparedContent, lists: ProgressLists): AnswerPick[] {
  const questions = parseList(lists.question_answered, 'question_answered');
  const firsts = parseList(lists.first_answers, 'first_answers');
  const seconds = parseList(lists.second_answers, 'second_answers');
  if (firsts.length !== questions.length || seconds.length !== questions.length) throw badRequest(M.listsDiffer);
  const seen = new Set<string>();
  return questions.map((questionId, i) => {
    const question = prep.questions.get(questionId);
    if (!question) throw httpError(400, 'results.unknown_question', { id: questionId });
    if (seen.has(questionId)) throw httpError(400, 'results.question_twice', { id: questionId });
    seen.add(questionId);
    const first = firsts[i];
    const second = seconds[i];
    if (!question.answerCategory.has(first)) throw httpError(400, 'results.not_an_answer', { field: 'first_answers', answer: first, question: questionId });
    if (!question.answerCategory.has(second)) throw httpError(400, 'results.not_an_answer', { field: 'second_answers', answer: second, question: questionId });
    if (first === second) throw httpError(400, 'results.same_answers', { question: questionId });
    return { question_id: questionId, first, second };
  });
}

/** Saved lists (written by this module, so trusted) back into answers. */
export function savedAnswers(lists: ProgressLists): AnswerPick[] {
  const split = (value: string) => (value === '' ? [] : value.split(','));
  const questions = split(lists.question_answered);
  const firsts = split(lists.first_answers);
  const seconds = split(lists.second_answers);
  return questions.map((question_id, i) => ({ question_id, first: firsts[i] ?? '', second: seconds[i] ?? '' }));
}

/**
 * Saved answers plus the body's: a question already saved keeps its place and takes the
 * body's answers; a new one is added at the end. Nothing saved is ever dropped, so a retry or
 * a second tab sending an older, shorter list loses nothing.
 */
export function mergeAnswers(saved: readonly AnswerPick[], incoming: readonly AnswerPick[]): AnswerPick[] {
  const merged = new Map<string, AnswerPick>(saved.map((pick) => [pick.question_id, pick]));
  for (const pick of incoming) merged.set(pick.question_id, pick);
  return [...merged.values()];
}

export function toLists(answers: readonly AnswerPick[]): ProgressLists {
  return {
    question_answered: answers.map((a) => a.question_id).join(','),
    first_answers: answers.map((a) => a.first).join(','),
    second_answers: answers.map((a) => a.second).join(','),
  };
}

/** Exactly 12 distinct known word ids, in the order given. */
export function parseWords(prep: PreparedContent, value: string): string[] {
  const words = parseList(value, 'result');
  if (words.length !== RANKED_WORD_COUNT) throw httpError(400, 'results.word_count', { count: words.length });
  const seen = new Set<string>();
  for (const word of words) {
    if (!prep.wordIndex.has(word)) throw httpError(400, 'results.unknown_word', { id: word });
    if (seen.has(word)) throw httpError(400, 'results.word_twice', { id: word });
    seen.add(word);
  }
  return words;
}

/** The 18 answers a result needs, or a 400 saying how far the questionnaire is. */
export function completeAnswers(prep: PreparedContent, answers: readonly AnswerPick[]): AnswerPick[] {
  const known = answers.filter((a) => prep.questions.has(a.question_id));
  if (known.length < QUESTION_COUNT) throw httpError(400, 'results.answers_incomplete', { answered: known.length });
  return known;
}

/** The ranked words must be the selection, in any order. */
export function assertRankedSelection(selected: string | null, ranked: readonly string[]): void {
  if (!selected) throw badRequest(M.noSelection);
  const chosen = new Set(selected.split(','));
  if (chosen.size !== ranked.length || ranked.some((word) => !chosen.has(word))) throw badRequest(M.notTheSelection);
}
