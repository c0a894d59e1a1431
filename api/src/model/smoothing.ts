/**
 * Smoothing (docs/model.md, matching two profiles): a logistic curve rescaled so that 0 and 1 stay fixed while the
 * middle of the scale, where most pairs fall, is spread out.
 */
import { clamp01, snap } from './numeric';

/** Slope parameter k of sig(v) = 1 / (1 + e^(-k (v - 0.5))); the model uses 6 (docs/model.md). */
export const SMOOTH_STEEPNESS = 6;

function sig(v: number): number {
  return 1 / (1 + Math.exp(-SMOOTH_STEEPNESS * (v - 0.5)));
}
const SIG_0 = sig(0);
const SIG_SPAN = sig(1) - SIG_0;

/**
 * smooth(v) = (sig(v) - sig(0)) / (sig(1) - sig(0)); smooth(0) = 0 and smooth(1) = 1 exactly
 * (x - x = 0, x / x = 1 in floating point), monotone, result clamped into [0, 1].
 */
export function smooth(v: number): number {
  return clamp01(snap((sig(v) - SIG_0) / SIG_SPAN));
}
