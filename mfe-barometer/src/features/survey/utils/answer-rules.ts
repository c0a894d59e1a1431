/** Answers a barometer question needs: one for a demographic question, two (ordered) for a main one. */
export const DEMOGRAPHIC_ANSWER_COUNT = 1;
export const QUESTION_ANSWER_COUNT = 2;

/**
 * Spec section 4: the answers of one question, in the order chosen (first choice first).
 * Choosing a chosen answer removes it and those chosen after it; choosing another one adds it,
 * or, once `required` are chosen, takes the place of the last one (a demographic question then
 * behaves like a radio group, a main question like the individual questionnaire).
 */
export function toggleOrdered<T>(chosen: readonly T[], id: T, required: number): T[] {
  const at = chosen.indexOf(id);
  if (at >= 0) return chosen.slice(0, at);
  if (chosen.length < required) return [...chosen, id];
  return [...chosen.slice(0, required - 1), id];
}

/** Next is enabled only with exactly the required count. */
export const isAnswered = (chosen: readonly unknown[] | undefined, required: number): boolean => (chosen?.length ?? 0) === required;

/** 1 for the first choice, 2 for the second, null for an answer not chosen. */
export function rankOf<T>(chosen: readonly T[] | undefined, id: T): number | null {
  const at = chosen?.indexOf(id) ?? -1;
  return at >= 0 ? at + 1 : null;
}
