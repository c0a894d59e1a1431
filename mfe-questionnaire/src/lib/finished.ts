import type { IndividualResultResponse } from '@rapport/wire/api/results';
import { isNotFound } from './not-found';

/** Spec section 4: no soft skills, or w_1 = -1, means the questionnaire is not finished. */
export const isFinished = (result: IndividualResultResponse): boolean => result.w_1 !== -1 && Boolean(result.soft_skills);

/**
 * What the individual result read says of the person: finished, not finished (a result
 * without soft skills, or none at all: 404), or unknown (still loading, or the read failed).
 */
export function finishedState(result: IndividualResultResponse | undefined, error: unknown): boolean | null {
  if (result) return isFinished(result);
  return isNotFound(error) ? false : null;
}
