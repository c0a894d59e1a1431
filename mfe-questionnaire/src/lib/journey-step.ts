import { PATHS } from '@rapport/platform';
import { QUESTION_COUNT } from '@rapport/wire/entities/questionnaire';
import { splitList } from './localized';

/** The steps before the result, in the order a person takes them. */
export type JourneyStep = typeof PATHS.choice | typeof PATHS.select | typeof PATHS.sort;

/**
 * The first step a person has not finished: the 18 answers (/choice), then the 12 words
 * chosen (/select), then the words ranked (/sort), from the saved lists. A list that could
 * not be read (null) never sends anyone back: unknown answers count as given, and unknown
 * words leave the person where `unknownWords` says (the page they are on).
 */
export function firstUnfinishedStep(answered: string | null, selected: string | null, unknownWords: JourneyStep = PATHS.select): JourneyStep {
  if (answered !== null && splitList(answered).length < QUESTION_COUNT) return PATHS.choice;
  if (selected === null) return unknownWords;
  return splitList(selected).length === 0 ? PATHS.select : PATHS.sort;
}
