/**
 * Spec section 9 and docs/model.md: match percent = ceil(score x 100), the score first rounded
 * to 9 decimals so that floating-point noise cannot turn 0.73 into 74 %.
 */
export function matchPercent(score: number): number {
  const rounded = Math.round(score * 1e9) / 1e9;
  return Math.ceil(Math.round(rounded * 100 * 1e6) / 1e6);
}
