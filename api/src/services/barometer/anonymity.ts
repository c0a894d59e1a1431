import type { BarometerHiddenReason } from '@rapport/wire/api/barometer';

/**
 * What a company may see of its barometer (docs/barometer-anonymity.md). Pure functions over
 * counts: no database, no Fastify.
 *
 * 1. Threshold: a group of fewer than N responses (the company's threshold) is hidden: the
 *    whole survey, or the group of one demographic option.
 * 2. Differencing guard: the options of a demographic question split the respondents (each
 *    answers it exactly once), so the survey's counts minus the shown groups' counts are the
 *    hidden groups' counts, together. When the hidden groups of a question hold between 1 and
 *    N - 1 responses together, the smallest shown group is hidden too, until they hold at least
 *    N (hidden groups of no response at all reveal nobody).
 */

export interface OptionCount {
  pk: number;
  /** responses whose answer to the question is this option */
  count: number;
}

export interface GuardedCount {
  pk: number;
  /** null when hidden */
  count: number | null;
  hidden: BarometerHiddenReason | null;
}

/**
 * The counts of one demographic question's options as the company may see them. `surveyCount`
 * is the number of responses of the whole survey (or surveys) the counts are of.
 */
export function guardOptionCounts(options: readonly OptionCount[], surveyCount: number, threshold: number): GuardedCount[] {
  if (surveyCount < threshold) return options.map(({ pk }) => ({ pk, count: null, hidden: 'survey_below_threshold' }));
  const guarded: GuardedCount[] = options.map(({ pk, count }) =>
    count < threshold ? { pk, count: null, hidden: 'group_below_threshold' } : { pk, count, hidden: null },
  );
  const countOf = new Map(options.map(({ pk, count }) => [pk, count]));
  let hiddenTogether = options.filter(({ count }) => count < threshold).reduce((sum, { count }) => sum + count, 0);
  while (hiddenTogether > 0 && hiddenTogether < threshold) {
    // the smallest shown group; among equals the last, so the first options stay readable
    let smallest: GuardedCount | undefined;
    for (const entry of guarded) {
      if (entry.count !== null && (smallest === undefined || entry.count <= (smallest.count ?? 0))) smallest = entry;
    }
    if (!smallest) break;
    hiddenTogether += countOf.get(smallest.pk) ?? 0;
    smallest.count = null;
    smallest.hidden = 'differencing';
  }
  return guarded;
}

/** Why a survey's results are hidden, or null when they may be shown. */
export const surveyHidden = (surveyCount: number, threshold: number): BarometerHiddenReason | null =>
  surveyCount < threshold ? 'survey_below_threshold' : null;
