import fc from 'fast-check';
import { guardOptionCounts, surveyHidden } from './anonymity';

const counts = (...values: number[]) => values.map((count, i) => ({ pk: i + 1, count }));
const shown = (guarded: ReturnType<typeof guardOptionCounts>) => guarded.map((entry) => entry.count);

describe('the barometer threshold and differencing guard', () => {
  it('hides every option of a survey under the threshold', () => {
    expect(guardOptionCounts(counts(3, 1), 4, 5)).toEqual([
      { pk: 1, count: null, hidden: 'survey_below_threshold' },
      { pk: 2, count: null, hidden: 'survey_below_threshold' },
    ]);
    expect(surveyHidden(4, 5)).toBe('survey_below_threshold');
    expect(surveyHidden(5, 5)).toBeNull();
  });

  it('shows every group of at least N', () => {
    expect(guardOptionCounts(counts(5, 7, 12), 24, 5)).toEqual([
      { pk: 1, count: 5, hidden: null },
      { pk: 2, count: 7, hidden: null },
      { pk: 3, count: 12, hidden: null },
    ]);
  });

  it('hides a group under N, and the smallest shown group too when the hidden one could be recovered by subtraction', () => {
    // 20 = 9 + 8 + 3: showing 9 and 8 would give the third group as 20 - 9 - 8
    expect(guardOptionCounts(counts(9, 8, 3), 20, 5)).toEqual([
      { pk: 1, count: 9, hidden: null },
      { pk: 2, count: null, hidden: 'differencing' },
      { pk: 3, count: null, hidden: 'group_below_threshold' },
    ]);
  });

  it('hides the last of equal smallest groups, so the first options stay readable', () => {
    expect(shown(guardOptionCounts(counts(6, 6, 2, 0), 14, 5))).toEqual([6, null, null, null]);
  });

  it('needs no extra hiding when the hidden groups together hold at least N, or nobody', () => {
    expect(shown(guardOptionCounts(counts(8, 3, 3), 14, 5))).toEqual([8, null, null]);
    expect(shown(guardOptionCounts(counts(8, 7, 0, 0), 15, 5))).toEqual([8, 7, null, null]);
  });

  it('follows the company threshold (3 at least)', () => {
    expect(shown(guardOptionCounts(counts(3, 3, 2), 8, 3))).toEqual([3, null, null]);
    expect(shown(guardOptionCounts(counts(3, 4), 7, 3))).toEqual([3, 4]);
  });

  it('never lets the shown counts give a hidden group of 1 to N-1 people by subtraction', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 3, max: 10 }), (values, threshold) => {
        const total = values.reduce((a, b) => a + b, 0);
        const guarded = guardOptionCounts(counts(...values), total, threshold);
        if (total < threshold) return guarded.every((entry) => entry.count === null);
        // every shown count is at least N and is the true count
        for (const [i, entry] of guarded.entries()) if (entry.count !== null && (entry.count < threshold || entry.count !== values[i])) return false;
        // what subtraction gives: the hidden groups together
        const hiddenTogether = guarded.reduce((sum, entry, i) => sum + (entry.count === null ? values[i] : 0), 0);
        return hiddenTogether === 0 || hiddenTogether >= threshold;
      }),
    );
  });
});
