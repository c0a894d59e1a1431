import { axisRows, onGraphScale, rawScoreRows, signed } from './quotation-rows';

const scores = { w_1: 0.751, x_1: -0.2, y_1: 0.034, z_1: -0.764, w_2: 0.2, x_2: 0.5, y_2: -0.4, z_2: 0.1 };

describe('quotation rows', () => {
  it('puts the four axes on the ±10 graph scale (score x10, one decimal)', () => {
    expect(onGraphScale(-1)).toBe(-10);
    expect(axisRows(scores)).toEqual([
      { axis: 'w', daily: 7.5, tension: 2 },
      { axis: 'x', daily: -2, tension: 5 },
      { axis: 'y', daily: 0.3, tension: -4 },
      { axis: 'z', daily: -7.6, tension: 1 },
    ]);
  });

  it('lists the ten behaviour categories by mode', () => {
    const raw = Object.fromEntries(['agp', 'agv', 'opa', 'opp', 'reg', 'tri', 'evi', 'fui', 'fea', 'ade'].flatMap((c, i) => [[`${c}1`, i], [`${c}2`, 18 - i]]));
    const rows = rawScoreRows(raw as Parameters<typeof rawScoreRows>[0]);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ category: 'agp', daily: 0, tension: 18 });
    expect(rows[9]).toEqual({ category: 'ade', daily: 9, tension: 9 });
  });

  it('signs positive values', () => {
    expect(signed(3.4, 'en')).toBe('+3.4');
    expect(signed(-7, 'fr')).toBe('-7');
    expect(signed(0.5, 'fr')).toBe('+0,5');
  });
});
