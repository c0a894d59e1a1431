/** The two ordered answers of one question; `second` is never set without `first`. */
export interface Choices {
  first: string | null;
  second: string | null;
}

export const NO_CHOICES: Choices = { first: null, second: null };

/**
 * Spec section 2: choosing sets choice 1, choosing another sets choice 2 (a further answer
 * takes the place of choice 2); clicking a chosen answer unselects it, and unselecting
 * choice 1 clears both.
 */
export function toggleAnswer(choices: Choices, answerId: string): Choices {
  if (choices.first === answerId) return NO_CHOICES;
  if (choices.second === answerId) return { first: choices.first, second: null };
  if (!choices.first) return { first: answerId, second: null };
  return { first: choices.first, second: answerId };
}

export const isComplete = (choices: Choices): boolean => Boolean(choices.first && choices.second);

/** 1 for choice 1, 2 for choice 2, null for an answer not chosen. */
export function rankOf(choices: Choices, answerId: string): 1 | 2 | null {
  if (choices.first === answerId) return 1;
  if (choices.second === answerId) return 2;
  return null;
}
