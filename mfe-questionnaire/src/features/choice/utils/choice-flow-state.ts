import type { ResponseProgress } from '@rapport/wire/entities/questionnaire';
import { splitList } from '../../../lib/localized';
import { NO_CHOICES, isComplete, toggleAnswer, type Choices } from './choice-rules';
import { questionOrder } from './question-order';

/** Where the user is in the questionnaire, and what the server has confirmed. */
export interface ChoiceFlowState {
  /** questions answered before this page load: the count starts after them */
  answeredBefore: number;
  /** the questions to ask on this page load, shuffled once */
  order: string[];
  /** index in `order` of the question shown; `order.length` once all are answered */
  position: number;
  /** every complete answer known here, by question id */
  answers: Record<string, Choices>;
  /** question ids with an answer, in the order they are sent */
  answered: string[];
  /** question ids the server confirmed */
  saved: string[];
  /** choices of the question shown */
  current: Choices;
}

/** Reads saved progress: `question_answered[i]` was answered `first_answers[i]`, `second_answers[i]`. */
export function readProgress(progress: ResponseProgress): Record<string, Choices> {
  const questions = splitList(progress.question_answered);
  const firsts = splitList(progress.first_answers);
  const seconds = splitList(progress.second_answers);
  const answers: Record<string, Choices> = {};
  questions.forEach((id, i) => {
    if (firsts[i] && seconds[i]) answers[id] = { first: firsts[i], second: seconds[i] };
  });
  return answers;
}

export function initFlow(questionIds: readonly string[], progress: ResponseProgress, random?: () => number): ChoiceFlowState {
  const saved = readProgress(progress);
  const answered = questionIds.filter((id) => saved[id]);
  const order = questionOrder(questionIds, new Set(answered), random);
  return { answeredBefore: answered.length, order, position: 0, answers: saved, answered, saved: answered, current: NO_CHOICES };
}

export const currentQuestion = (flow: ChoiceFlowState): string | null => flow.order[flow.position] ?? null;

export function toggleInFlow(flow: ChoiceFlowState, answerId: string): ChoiceFlowState {
  if (!currentQuestion(flow)) return flow;
  return { ...flow, current: toggleAnswer(flow.current, answerId) };
}

/** Next: the shown question's choices join the answers and the following question shows. */
export function advance(flow: ChoiceFlowState): ChoiceFlowState {
  const questionId = currentQuestion(flow);
  if (!questionId || !isComplete(flow.current)) return flow;
  const position = flow.position + 1;
  const answers = { ...flow.answers, [questionId]: flow.current };
  const answered = flow.answered.includes(questionId) ? flow.answered : [...flow.answered, questionId];
  const nextId = flow.order[position];
  return { ...flow, position, answers, answered, current: (nextId && answers[nextId]) || NO_CHOICES };
}

/** The cumulative lists the PUT carries. */
export function toProgressLists(flow: ChoiceFlowState): ResponseProgress {
  const ids = flow.answered.filter((id) => isComplete(flow.answers[id] ?? NO_CHOICES));
  return {
    question_answered: ids.join(','),
    first_answers: ids.map((id) => flow.answers[id].first).join(','),
    second_answers: ids.map((id) => flow.answers[id].second).join(','),
  };
}

export function markSaved(flow: ChoiceFlowState, savedIds: readonly string[]): ChoiceFlowState {
  const saved = [...new Set([...flow.saved, ...savedIds])];
  return { ...flow, saved };
}

/** A save failed: back to the first question not confirmed, its choices kept. */
export function backToUnsaved(flow: ChoiceFlowState): ChoiceFlowState {
  const last = Math.min(flow.position, flow.order.length - 1);
  for (let i = 0; i <= last; i += 1) {
    const id = flow.order[i];
    if (!flow.saved.includes(id)) {
      if (i === flow.position) return flow;
      return { ...flow, position: i, current: flow.answers[id] ?? NO_CHOICES };
    }
  }
  return flow;
}

export const isFinished = (flow: ChoiceFlowState): boolean => flow.position >= flow.order.length;
export const allSaved = (flow: ChoiceFlowState): boolean => flow.answered.every((id) => flow.saved.includes(id));
