/**
 * Small numeric helpers shared by the model. Every published number goes through one of the
 * rounding helpers here so that floating-point noise (0.1 + 0.2 = 0.30000000000000004) can
 * never move a score across a display boundary.
 */

/** `pos(v) = (v + 1) / 2` maps [-1, 1] to [0, 1] (docs/model.md notation). */
export function pos(v: number): number {
  return (v + 1) / 2;
}

/** `p(v) = max(v, 0)` (docs/model.md notation). */
export function positivePart(v: number): number {
  return v > 0 ? v : 0;
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/**
 * Rounds to `decimals` places to wipe out accumulated floating-point error (a sum of twelve
 * k/78 weights is 0.9999999999999999, not 1). Noise is ~1e-16, far below the 1e-12 default,
 * and the rounding is monotone, so it keeps every order and symmetry property intact.
 * Normalises -0 to 0 so JSON and Object.is comparisons agree.
 */
export function snap(v: number, decimals = 12): number {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return r === 0 ? 0 : r;
}

/**
 * Decimal rounding, halves away from zero (so -x rounds to the negation of x), after
 * snapping the scaled value so that 62.49999999999999 counts as the 62.5 it stands for.
 */
export function roundHalfAway(v: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(snap(Math.abs(v) * f, 6)) / f;
  return v < 0 && r !== 0 ? -r : r;
}

/** Display rule "match percent = ceil(score x 100)": 0.73 gives 73, never 74. */
export function matchPercent(score: number): number {
  return Math.ceil(snap(clamp01(score) * 100, 9));
}
