import { axisRows, signed, toScale } from './axis-rows';

describe('axis rows', () => {
  it('puts the scores on the ±10 scale, mode 1 and mode 2', () => {
    const rows = axisRows({ w_1: 0.751, x_1: -0.2, y_1: 0, z_1: 1, w_2: -0.999, x_2: 0.034, y_2: 0.5, z_2: -1 });
    expect(rows[0]).toEqual({ axis: 'w', daily: 7.5, tension: -10 });
    expect(rows.map((r) => r.daily)).toEqual([7.5, -2, 0, 10]);
    expect(rows.map((r) => r.tension)).toEqual([-10, 0.3, 5, -10]);
    expect(toScale(-0.764)).toBe(-7.6);
  });

  it('writes signed values in the interface language', () => {
    expect(signed(3.4, 'en')).toBe('+3.4');
    expect(signed(-7.5, 'fr')).toBe('-7,5');
    expect(signed(0, 'en')).toBe('0');
  });
});
