/** Spec sections 5 and 9: exactly 12 words, never more. */
export const WORD_COUNT = 12;

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Chooses or unselects a word; a 13th word is refused and the selection stays as it was. */
export function toggleWord(selected: readonly string[], wordId: string): { selected: string[]; outcome: ToggleOutcome } {
  if (selected.includes(wordId)) return { selected: selected.filter((id) => id !== wordId), outcome: 'removed' };
  if (selected.length >= WORD_COUNT) return { selected: [...selected], outcome: 'full' };
  return { selected: [...selected, wordId], outcome: 'added' };
}
