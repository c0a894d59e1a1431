import { rawScoreRows } from './quotation-rows';

describe('quotation rows', () => {
  it('lists the ten behaviour categories by mode', () => {
    const raw = Object.fromEntries(['agp', 'agv', 'opa', 'opp', 'reg', 'tri', 'evi', 'fui', 'fea', 'ade'].flatMap((c, i) => [[`${c}1`, i], [`${c}2`, 18 - i]]));
    const rows = rawScoreRows(raw as Parameters<typeof rawScoreRows>[0]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ category: 'agp', daily: 0, tension: 18 });
    expect(rows[9]).toEqual({ category: 'ade', daily: 9, tension: 9 });
  });
});
