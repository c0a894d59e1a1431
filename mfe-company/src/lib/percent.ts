/**
 * Spec section 9 and docs/model.md (match percent): match percent = ceil(score x 100), the score first rounded to
 * 9 decimals so that floating-point noise cannot turn 0.07 into 8 %.
 */
export function matchPercent(score: number): number {
  const rounded = Math.round(score * 1e9) / 1e9;
  return Math.ceil(Math.round(rounded * 100 * 1e6) / 1e6);
}

/**
 * A team's CPI as a whole percent. Spec section 9 rounds the mean RI to 2 decimals (the server
 * does it), so CPI x 100 is already whole: Math.round only removes the floating-point noise
 * (0.07 x 100 = 7.000000000000001, which ceil would show as 8 %). It is a mean, not a pair's
 * match percent: rounding it up again would bias every team upwards.
 */
export const cpiPercent = (cpi: number): number => Math.round(cpi * 100);

/** A change in points or percent with its sign: "+3", "-2", "0". */
export const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');
