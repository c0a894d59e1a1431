/**
 * Team scores (docs/model.md, teams): CPI, lowest pair and each member's impact on the CPI, in one
 * pass over the pairs of finished members.
 */
import { matchProfiles, type PairMatching } from './matching';
import { roundHalfAway, snap } from './numeric';
import type { ProfileVector } from './vector';

export interface TeamScores {
  /** mean rui_smooth over every pair, 2 decimals; null without a pair */
  cpi: number | null;
  /** smallest pair rui_smooth; null without a pair */
  lowest: number | null;
  /** per member (same indices): impact on CPI in whole percent; null for an unfinished
   *  member, or when the team without the member has no pair */
  impacts: (number | null)[];
  /** every pair of finished members, i < j as indices into `members` */
  pairs: { i: number; j: number; m: PairMatching }[];
}

/** `members`: benchmarks plus manager, null for people without a finished result. */
export function teamScores(members: (ProfileVector | null)[]): TeamScores {
  const finished: number[] = [];
  members.forEach((v, i) => {
    if (v !== null) finished.push(i);
  });
  const pairs: TeamScores['pairs'] = [];
  // per member, the sum of its pairs' rui_smooth: removing a member removes exactly those
  const memberSum = new Float64Array(members.length);
  let total = 0;
  let lowest = Infinity;
  for (let x = 0; x < finished.length; x++) {
    const i = finished[x];
    for (let y = x + 1; y < finished.length; y++) {
      const j = finished[y];
      const m = matchProfiles(members[i] as ProfileVector, members[j] as ProfileVector);
      pairs.push({ i, j, m });
      total += m.rui_smooth;
      memberSum[i] += m.rui_smooth;
      memberSum[j] += m.rui_smooth;
      if (m.rui_smooth < lowest) lowest = m.rui_smooth;
    }
  }
  const n = finished.length;
  const pairCount = (n * (n - 1)) / 2;
  const pairCountWithout = ((n - 1) * (n - 2)) / 2;
  // The impact compares the unrounded means: the 2-decimal CPI is a display value, and
  // rounding both means first would report 0 % for most members of a large team.
  const mean = pairCount > 0 ? total / pairCount : 0;
  const impacts = members.map((v, i) => {
    if (v === null || pairCountWithout === 0) return null;
    const meanWithout = (total - memberSum[i]) / pairCountWithout;
    if (snap(meanWithout) === 0) return null;
    return roundHalfAway(snap(((mean - meanWithout) / meanWithout) * 100, 9), 0);
  });
  return {
    cpi: pairCount > 0 ? roundHalfAway(mean, 2) : null,
    lowest: pairCount > 0 ? lowest : null,
    impacts,
    pairs,
  };
}
