/**
 * Matching two finished profiles (docs/model.md, matching two profiles). Everything is computed from the
 * stored vectors: five raw fibers, their smoothed values and the indices built on them.
 * The pair formulas are written so that swapping A and B gives the same floating-point
 * operations (a + b, a * b and (a - b)^2 are exactly commutative), so match(A, B) equals
 * match(B, A) bit for bit.
 */
import { clamp01, pos, positivePart as p, snap } from './numeric';
import { smooth } from './smoothing';
import type { ProfileVector } from './vector';
import { firstMaxIndex, firstMinIndex } from './words';

/** The five fibers in the order of docs/model.md (also the order that breaks ties). */
export const FIBERS = ['connivance', 'feeling', 'deep_compatibility', 'complementarity', 'understanding'] as const;
export type FiberName = (typeof FIBERS)[number];

export interface RawFibers {
  connivance: number;
  feeling: number;
  deep: number;
  complementarity: number;
  understanding: number;
}

/** Raw fibers plus the published fields, API names. */
export interface PairMatching extends RawFibers {
  similarity_smooth: number;
  immediate_harmony_smooth: number;
  deep_compatibility_smooth: number;
  complementarity_smooth: number;
  understanding_smooth: number;
  rui_smooth: number;
  ircp: number;
  ircp_smooth: number;
  top_fiber: FiberName;
  bottom_fiber: FiberName;
}

// Indices into the fiber scratch arrays, in FIBERS order.
const CO = 0;
const FE = 1;
const DC = 2;
const CP = 3;
const UN = 4;

/** The vectors a fiber needs; an avatar supplies its own or borrows the person's axes. */
type FiberInput = Pick<ProfileVector, 'd' | 't' | 's' | 'wt' | 'fam'>;

/** ||U - V||_2 / 4, 4 being the diameter of [-1, 1]^4. */
function dist4(u: readonly number[], v: readonly number[]): number {
  const a = u[0] - v[0];
  const b = u[1] - v[1];
  const c = u[2] - v[2];
  const d = u[3] - v[3];
  return Math.sqrt(a * a + b * b + c * c + d * d) / 4;
}

/** Writes the five raw fibers of (A, B), noise-snapped into [0, 1], into out[0..4]. */
export function computeFibers(a: FiberInput, b: FiberInput, out: Float64Array): void {
  const dD = dist4(a.d, b.d);
  const dT = dist4(a.t, b.t);
  const sa = a.s;
  const sb = b.s;

  // Connivance: similar daily axes, tension axes and stakes.
  const stakeGap = Math.abs(sa[0] - sb[0]) + Math.abs(sa[1] - sb[1]) + Math.abs(sa[2] - sb[2]);
  out[CO] = 0.5 * (1 - dD) + 0.2 * (1 - dT) + 0.3 * (1 - 0.5 * stakeGap);

  // Feeling: daily well-being of both, little shared opposition, similar daily profile.
  out[FE] = (0.5 * (pos(a.d[0]) + pos(b.d[0]))) / 2 + 0.3 * (1 - pos(a.d[1]) * pos(b.d[1])) + 0.2 * (1 - dD);

  // Deep compatibility: risk of the destructive pairings under tension.
  const xa = p(a.t[1]);
  const ya = p(a.t[2]);
  const za = p(a.t[3]);
  const xb = p(b.t[1]);
  const yb = p(b.t[2]);
  const zb = p(b.t[3]);
  const risk = Math.min(
    1,
    1.0 * xa * xb + // escalation
      (0.8 * (xa * yb + ya * xb)) / 2 + // pursue-withdraw
      0.6 * ya * yb + // disengagement
      (0.6 * (xa * zb + za * xb)) / 2 + // dominance-submission
      0.4 * za * zb, // co-dependence
  );
  out[DC] = (1 - risk) * (0.6 + (0.4 * (pos(a.t[0]) + pos(b.t[0]))) / 2);

  // Complementarity: together the pair covers the three stakes evenly.
  const c0 = (sa[0] + sb[0]) / 2;
  const c1 = (sa[1] + sb[1]) / 2;
  const c2 = (sa[2] + sb[2]) / 2;
  const bonus = firstMaxIndex(sa) !== firstMaxIndex(sb) ? 0.1 : 0;
  out[CP] = Math.min(1, 1 - (Math.max(c0, c1, c2) - Math.min(c0, c1, c2)) + bonus);

  // Understanding: shared words and shared families.
  let words = 0;
  const wa = a.wt;
  const wb = b.wt;
  for (let i = 0; i < wa.length; i++) words += wa[i] < wb[i] ? wa[i] : wb[i];
  let families = 0;
  for (let i = 0; i < a.fam.length; i++) families += a.fam[i] < b.fam[i] ? a.fam[i] : b.fam[i];
  out[UN] = 0.5 * words + 0.5 * families;

  for (let i = 0; i < 5; i++) out[i] = clamp01(snap(out[i]));
}

/** Relational index before smoothing, on the raw fibers. */
function ruiRaw(f: Float64Array): number {
  return clamp01(snap(0.25 * f[FE] + 0.25 * f[DC] + 0.15 * f[CP] + 0.15 * f[CO] + 0.2 * f[UN]));
}

/** Professional index before smoothing, on the raw fibers. */
export function ircpFromFibers(f: Float64Array): number {
  return clamp01(snap(0.35 * f[DC] + 0.25 * f[CP] + 0.2 * f[FE] + 0.2 * f[UN]));
}

export function matchProfiles(a: ProfileVector, b: ProfileVector): PairMatching {
  const f = new Float64Array(5);
  computeFibers(a, b, f);
  const smoothed = [smooth(f[CO]), smooth(f[FE]), smooth(f[DC]), smooth(f[CP]), smooth(f[UN])];
  const ircp = ircpFromFibers(f);
  return {
    connivance: f[CO],
    feeling: f[FE],
    deep: f[DC],
    complementarity: f[CP],
    understanding: f[UN],
    similarity_smooth: smoothed[CO],
    immediate_harmony_smooth: smoothed[FE],
    deep_compatibility_smooth: smoothed[DC],
    complementarity_smooth: smoothed[CP],
    understanding_smooth: smoothed[UN],
    rui_smooth: smooth(ruiRaw(f)),
    ircp,
    ircp_smooth: smooth(ircp),
    top_fiber: FIBERS[firstMaxIndex(smoothed)],
    bottom_fiber: FIBERS[firstMinIndex(smoothed)],
  };
}

/**
 * rui_smooth of `a` against each of `others`, through the same arithmetic as matchProfiles
 * (so the numbers are identical) but with one scratch buffer instead of an object per pair.
 */
export function ruiAgainstMany(a: ProfileVector, others: readonly ProfileVector[]): Float64Array {
  const out = new Float64Array(others.length);
  const f = new Float64Array(5);
  for (let i = 0; i < others.length; i++) {
    computeFibers(a, others[i], f);
    out[i] = smooth(ruiRaw(f));
  }
  return out;
}

/**
 * Onboarding integration index II = 0.6 FE + 0.4 CO (smoothed), only when both are present
 * and nonzero. Accepts stored rows where either may be missing.
 */
export function integrationIndex(m: {
  immediate_harmony_smooth?: number | null;
  similarity_smooth?: number | null;
}): number | null {
  const fe = m.immediate_harmony_smooth;
  const co = m.similarity_smooth;
  if (typeof fe !== 'number' || typeof co !== 'number' || fe === 0 || co === 0) return null;
  return clamp01(snap(0.6 * fe + 0.4 * co));
}
