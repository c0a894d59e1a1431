import type { Choices } from './choice-rules';

export type Announcement =
  | { key: 'choice.announce.first' | 'choice.announce.second' | 'choice.announce.unselected'; letter: string }
  | { key: 'choice.announce.cleared' };

/** What changed between two states of one question's choices, for the live region. */
export function describeChange(before: Choices, after: Choices, letterOf: (answerId: string) => string): Announcement | null {
  if (after.first && after.first !== before.first) return { key: 'choice.announce.first', letter: letterOf(after.first) };
  if (after.second && after.second !== before.second) return { key: 'choice.announce.second', letter: letterOf(after.second) };
  if (!after.first && before.first) return { key: 'choice.announce.cleared' };
  if (!after.second && before.second) return { key: 'choice.announce.unselected', letter: letterOf(before.second) };
  return null;
}
