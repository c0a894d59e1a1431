/**
 * The stored feature vectors (docs/model.md, matching two profiles): computed once per finished result and kept in
 * the database as plain JSON, so that every matching is a pass over numbers, no re-scoring.
 */
import { AXES, FAMILIES, STAKES } from '../content/types';
import { WORD_BANK_SIZE } from './prepare';

export interface ProfileVector {
  /** daily mode axes [w_1, x_1, y_1, z_1], the published (3-decimal, w_1 >= -0.999) values */
  d: number[];
  /** tension mode axes [w_2, x_2, y_2, z_2] */
  t: number[];
  /** stake fractions [R, I, S] summing to 1 */
  s: number[];
  /** word weights (13 - rank) / 78, 48 numbers in bank order, 0 for words not chosen */
  wt: number[];
  /** family weights, 8 numbers in FAMILIES order */
  fam: number[];
}

function isNumberArray(v: unknown, length: number, min: number, max: number): v is number[] {
  return Array.isArray(v) && v.length === length && v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max);
}

/** Shape check for a vector read back from storage (the model trusts what it computed). */
export function isProfileVector(v: unknown): v is ProfileVector {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    isNumberArray(o.d, AXES.length, -1, 1) &&
    isNumberArray(o.t, AXES.length, -1, 1) &&
    isNumberArray(o.s, STAKES.length, 0, 1) &&
    isNumberArray(o.wt, WORD_BANK_SIZE, 0, 1) &&
    isNumberArray(o.fam, FAMILIES.length, 0, 1)
  );
}
