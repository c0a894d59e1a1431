/** Test helpers of the content checks: mutations of the real content and the problems they add. */
import { loadContent } from '../src/content/load';
import type { Content } from '../src/content/types';

export const real: Content = loadContent();

/** the problems that `check` finds in a mutated copy of the real content and not in the real one */
export function newProblems(check: (c: Content) => string[], mutate: (c: Content) => void): string[] {
  const before = new Set(check(real));
  const copy = structuredClone(real);
  mutate(copy);
  return check(copy).filter((p) => !before.has(p));
}

export const byType = (c: Content, t: string) => {
  const q = c.questionnaires.find((x) => x.questionnaire_type === t);
  if (!q) throw new Error(`questionnaire ${t} not found`);
  return q;
};
