import { cpiPercent, matchPercent, signed } from './percent';

describe('percentages', () => {
  it('rounds a match up, ignoring floating-point noise', () => {
    expect(matchPercent(0.501)).toBe(51);
    expect(matchPercent(0.07)).toBe(7);
    expect(matchPercent(0.5)).toBe(50);
  });

  it('shows a CPI (2 decimals already) as its whole percent, never one more', () => {
    expect(cpiPercent(0.07)).toBe(7);
    expect(cpiPercent(0.29)).toBe(29);
    expect(cpiPercent(0.57)).toBe(57);
    expect(cpiPercent(1)).toBe(100);
  });

  it('signs a change', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('−2');
    expect(signed(0)).toBe('0');
  });
});
