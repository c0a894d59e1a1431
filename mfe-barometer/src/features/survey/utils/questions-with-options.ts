import type { BarometerQuestion } from '@rapport/wire/entities/barometer';
import { ANSWERS_PER_QUESTION, type Answer, type Question } from '@rapport/wire/entities/questionnaire';

const answerNumber = (id: string) => Number(id.slice(id.lastIndexOf('a') + 1));

/** Each question with its own answers (those whose id starts with `qNa`), in their letter order. */
export function questionsWithOptions(questions: readonly Question[], answers: readonly Answer[]): BarometerQuestion[] {
  return questions.map((question) => ({
    ...question,
    options: answers
      .filter((answer) => answer.answer_id.startsWith(`${question.question_id}a`))
      .sort((a, b) => answerNumber(a.answer_id) - answerNumber(b.answer_id))
      .slice(0, ANSWERS_PER_QUESTION),
  }));
}
