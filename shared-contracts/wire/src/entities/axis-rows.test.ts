import { AXES, axisRows, onGraphScale, signed } from './axis-rows';

describe('axis rows', () => {
  it('puts a score on the ±10 graph scale: x10, one decimal', () => {
    expect(onGraphScale(-1)).toBe(-10);
    expect(onGraphScale(-0.764)).toBe(-7.6);
    expect(onGraphScale(0.034)).toBe(0.3);
    expect(onGraphScale(0)).toBe(0);
  });

  it('lists the four axes in order, mode 1 as daily and mode 2 as tension', () => {
    const rows = axisRows({ w_1: 0.751, x_1: -0.2, y_1: 0, z_1: 1, w_2: -0.999, x_2: 0.034, y_2: 0.5, z_2: -1 });
    expect(rows.map((row) => row.axis)).toEqual([...AXES]);
    expect(rows).toEqual([
      { axis: 'w', daily: 7.5, tension: -10 },
      { axis: 'x', daily: -2, tension: 0.3 },
      { axis: 'y', daily: 0, tension: 5 },
      { axis: 'z', daily: 10, tension: -10 },
    ]);
  });

  it('signs positive values only, in the interface language', () => {
    expect(signed(3.4, 'en')).toBe('+3.4');
    expect(signed(0.5, 'fr')).toBe('+0,5');
    expect(signed(-7.5, 'fr')).toBe('-7,5');
    expect(signed(-7, 'en')).toBe('-7');
    expect(signed(0, 'en')).toBe('0');
  });
});
