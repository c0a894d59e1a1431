/**
 * What is wrong with the content of api/content/: the shape of each file (./shape.ts) and the
 * content rules across items and files (./rules.ts). The server refuses to start on any problem
 * (db/seed.ts `loadValidContent`).
 *
 * `validateContent` never throws on malformed data: it returns a list of human-readable
 * problems (empty = valid), so that a writer sees every mistake at once.
 */
import { ruleProblems, type RuleOptions } from './rules';
import { shapeProblems } from './shape';
import type { Content } from './types';

/** Checks every shape and rule; returns the problems found (empty = valid). */
export function validateContent(c: Content, options: RuleOptions = {}): string[] {
  return [...shapeProblems(c), ...ruleProblems(c, options)];
}
