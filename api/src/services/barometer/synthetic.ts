import type { BarometerResponseBody } from '@rapport/wire/api/barometer';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import type { SurveyContent } from './submission';

/**
 * Made-up barometer responses for the demo data, the tests and the bench: valid bodies of
 * POST /result/barometer_response/, drawn from a seeded generator so a seed always gives the
 * same responses.
 */

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** `count` distinct items in a random order. */
function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/**
 * One valid response. `demographics` chooses each demographic question's option pk (by
 * question pk); a question it does not name gets a random option.
 */
export function syntheticResponse(
  content: SurveyContent,
  random: () => number,
  demographics: Readonly<Record<number, number>> = {},
): BarometerResponseBody {
  const answers = content.questions.map((question) => {
    const [first, second] = sample(random, question.answers, 2);
    return { question: question.question_id, first: first.answer_id, second: second.answer_id };
  });
  const selected = sample(random, content.wordIds, SELECTED_WORD_COUNT);
  return {
    demographic_answers: Object.fromEntries(
      content.demographics.map((question) => [String(question.pk), demographics[question.pk] ?? pick(random, question.options).pk]),
    ),
    question_answered: answers.map((a) => a.question).join(','),
    first_answers: answers.map((a) => a.first).join(','),
    second_answers: answers.map((a) => a.second).join(','),
    selected_word_result: selected.join(','),
    sorted_word_result: sample(random, selected, selected.length).join(','),
  };
}
