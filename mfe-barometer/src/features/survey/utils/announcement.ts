export type AnswerAnnouncement =
  | { key: 'question.announce.first' | 'question.announce.second' | 'question.announce.removed'; letter: string }
  | { key: 'question.announce.cleared' };

/** What one click changed in a main question's ordered answers, for the live region. */
export function describeToggle(before: readonly string[], after: readonly string[], letterOf: (answerId: string) => string): AnswerAnnouncement | null {
  const added = after.find((id, i) => before[i] !== id);
  if (added) return { key: after.indexOf(added) === 0 ? 'question.announce.first' : 'question.announce.second', letter: letterOf(added) };
  if (after.length < before.length) {
    return before.length - after.length > 1 ? { key: 'question.announce.cleared' } : { key: 'question.announce.removed', letter: letterOf(before[before.length - 1]) };
  }
  return null;
}

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
