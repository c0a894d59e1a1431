import { SELECTED_WORD_COUNT } from '@rapport/contracts/entities/questionnaire';

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Chooses or unselects a word (spec sections 5 and 9: exactly 12, never more); a 13th word is refused and the selection stays as it was. */
export function toggleWord(selected: readonly string[], wordId: string): { selected: string[]; outcome: ToggleOutcome } {
  if (selected.includes(wordId)) return { selected: selected.filter((id) => id !== wordId), outcome: 'removed' };
  if (selected.length >= SELECTED_WORD_COUNT) return { selected: [...selected], outcome: 'full' };
  return { selected: [...selected, wordId], outcome: 'added' };
}
