import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';

export type ToggleOutcome = 'added' | 'removed' | 'full';

/**
 * Chooses or unselects a word; once `max` are chosen (spec sections 5 and 9: the individual
 * journey and the company's avatar take exactly 12) another word is refused and the selection
 * stays as it was.
 */
export function toggleWord(
  selected: readonly string[],
  wordId: string,
  max: number = SELECTED_WORD_COUNT,
): { selected: string[]; outcome: ToggleOutcome } {
  if (selected.includes(wordId)) return { selected: selected.filter((id) => id !== wordId), outcome: 'removed' };
  if (selected.length >= max) return { selected: [...selected], outcome: 'full' };
  return { selected: [...selected, wordId], outcome: 'added' };
}
