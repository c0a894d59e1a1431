import type { Answer } from '@rapport/wire/entities/questionnaire';

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const answerNumber = (id: string) => Number(id.slice(id.lastIndexOf('a') + 1));

/** The answers of question `qN` are those whose id starts with `qNa`, in their own order. */
export function answersOf(questionId: string, answers: readonly Answer[]): Answer[] {
  return answers
    .filter((answer) => answer.answer_id.startsWith(`${questionId}a`))
    .sort((a, b) => answerNumber(a.answer_id) - answerNumber(b.answer_id))
    .slice(0, LETTERS.length);
}
