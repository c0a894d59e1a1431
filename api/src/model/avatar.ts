/**
 * Company avatar and values fields (docs/model.md, matching two profiles: avatar and values
 * field): an ideal
 * profile made of 12 ranked words and, optionally, target axes.
 */
import { AXES } from '../content/types';
import { ModelInputError } from './errors';
import { computeFibers, ircpFromFibers } from './matching';
import { clamp01, snap } from './numeric';
import type { PreparedContent } from './prepare';
import { smooth } from './smoothing';
import type { ProfileVector } from './vector';
import { weighRankedWords } from './words';

/** Like a ProfileVector, but the axes may be absent (null keeps it JSON-serialisable). */
export interface AvatarVector {
  d: number[] | null;
  t: number[] | null;
  s: number[];
  wt: number[];
  fam: number[];
}

export type ValueColour = 'green' | 'orange' | 'red';

function checkAxes(name: string, v: number[] | undefined): number[] | null {
  if (v === undefined) return null;
  if (!Array.isArray(v) || v.length !== AXES.length || !v.every((x) => typeof x === 'number' && x >= -1 && x <= 1)) {
    throw new ModelInputError(`avatar: ${name} must be ${AXES.length} numbers in [-1, 1] (W, X, Y, Z)`);
  }
  return [...v];
}

export function avatarVector(
  rankedWords: string[],
  prep: PreparedContent,
  axes?: { d?: number[]; t?: number[] },
): AvatarVector {
  const words = weighRankedWords(prep, rankedWords);
  return { d: checkAxes('d', axes?.d), t: checkAxes('t', axes?.t), s: words.s, wt: words.wt, fam: words.fam };
}

/**
 * Professional index of a person against the company avatar. Axes the avatar does not set
 * are taken equal to the person's, so they add no invented distance or tension.
 */
export function matchWithAvatar(
  person: ProfileVector,
  avatar: AvatarVector,
): { ircp_with_avatar: number; ircp_smooth_with_avatar: number } {
  const f = new Float64Array(5);
  computeFibers(person, { d: avatar.d ?? person.d, t: avatar.t ?? person.t, s: avatar.s, wt: avatar.wt, fam: avatar.fam }, f);
  const ircp = ircpFromFibers(f);
  return { ircp_with_avatar: ircp, ircp_smooth_with_avatar: smooth(ircp) };
}

/**
 * Distance of a person to the avatar on one company value (a set of words), in [0, 1],
 * lower is closer: |t - a| / max(t, 1 - t), a and t the summed weights of the set.
 * Dividing by the largest gap possible from t makes 1 mean "as far as anyone could be".
 */
export function extraFieldDistance(
  person: ProfileVector,
  avatar: AvatarVector,
  wordIds: string[],
  prep: PreparedContent,
): number {
  let a = 0;
  let t = 0;
  for (const id of new Set(wordIds)) {
    const wi = prep.wordIndex.get(id);
    if (wi === undefined) throw new ModelInputError(`values field: unknown word id ${String(id)}`);
    a += person.wt[wi];
    t += avatar.wt[wi];
  }
  // 9 decimals: the colour boundaries 0.2 and 0.4 must not be crossed by float noise.
  return clamp01(snap(Math.abs(t - a) / Math.max(t, 1 - t), 9));
}

/** green below 0.2, orange 0.2 to 0.4, red above 0.4 */
export function valueColour(distance: number): ValueColour {
  return distance < 0.2 ? 'green' : distance <= 0.4 ? 'orange' : 'red';
}
