import assert from 'node:assert/strict';
import fc from 'fast-check';
import { anyVector } from '@rapport/api/testing/model-arbitraries';
import { matchProfiles } from './matching';
import { roundHalfAway } from './numeric';
import { teamScores } from './team';
import type { ProfileVector } from './vector';

/** The definitions of docs/model.md, teams, computed the slow, obvious way. */
function naive(members: (ProfileVector | null)[]) {
  const meanOf = (ms: (ProfileVector | null)[]): number | null => {
    const scores: number[] = [];
    ms.forEach((a, i) => ms.forEach((b, j) => {
      if (i < j && a && b) scores.push(matchProfiles(a, b).rui_smooth);
    }));
    return scores.length ? scores.reduce((x, y) => x + y, 0) / scores.length : null;
  };
  const mean = meanOf(members);
  return {
    mean,
    impacts: members.map((m, k) => {
      if (m === null) return null;
      const without = meanOf(members.map((x, i) => (i === k ? null : x)));
      return without === null || mean === null ? null : roundHalfAway(((mean - without) / without) * 100, 0);
    }),
  };
}

describe('teamScores', () => {
  it('has no CPI, lowest score or impact without a pair', () => {
    expect(teamScores([])).toEqual({ cpi: null, lowest: null, impacts: [], pairs: [] });
    const v = fc.sample(anyVector, { numRuns: 1, seed: 1 })[0];
    expect(teamScores([v, null])).toEqual({ cpi: null, lowest: null, impacts: [null, null], pairs: [] });
  });

  it('two finished members: CPI is their score to 2 decimals; nobody has an impact (no pair without them)', () => {
    const [a, b] = fc.sample(anyVector, { numRuns: 2, seed: 2 });
    const rui = matchProfiles(a, b).rui_smooth;
    const t = teamScores([a, null, b]);
    expect(t.cpi).toBe(Math.round(rui * 100) / 100);
    expect(t.lowest).toBe(rui);
    expect(t.impacts).toEqual([null, null, null]);
    expect(t.pairs).toEqual([{ i: 0, j: 2, m: matchProfiles(a, b) }]);
  });

  it('three members, by the definitions', () => {
    const [a, b, c] = fc.sample(anyVector, { numRuns: 3, seed: 3 });
    const ab = matchProfiles(a, b).rui_smooth;
    const ac = matchProfiles(a, c).rui_smooth;
    const bc = matchProfiles(b, c).rui_smooth;
    const t = teamScores([a, b, c]);
    const mean = (ab + ac + bc) / 3;
    expect(t.cpi).toBe(roundHalfAway(mean, 2));
    expect(t.lowest).toBe(Math.min(ab, ac, bc));
    // without a, the only pair left is (b, c)
    expect(t.impacts[0]).toBe(roundHalfAway(((mean - bc) / bc) * 100, 0));
    expect(t.impacts[1]).toBe(roundHalfAway(((mean - ac) / ac) * 100, 0));
    expect(t.impacts[2]).toBe(roundHalfAway(((mean - ab) / ab) * 100, 0));
  });

  it('agrees with the slow definitions on random teams with unfinished members', () => {
    fc.assert(
      fc.property(fc.array(fc.option(anyVector, { nil: null, freq: 4 }), { maxLength: 9 }), (members) => {
        const t = teamScores(members);
        const n = naive(members);
        assert.equal(t.cpi, n.mean === null ? null : roundHalfAway(n.mean, 2));
        assert.deepEqual(t.impacts, n.impacts);
        const finished = members.filter((m) => m !== null).length;
        assert.equal(t.pairs.length, finished < 2 ? 0 : (finished * (finished - 1)) / 2);
        for (const { i, j, m } of t.pairs) {
          assert.ok(i < j && members[i] !== null && members[j] !== null);
          assert.deepEqual(m, matchProfiles(members[i] as ProfileVector, members[j] as ProfileVector));
        }
        if (t.lowest !== null) assert.equal(t.lowest, Math.min(...t.pairs.map((p) => p.m.rui_smooth)));
        if (t.cpi !== null) assert.ok(t.cpi >= 0 && t.cpi <= 1);
      }),
      { numRuns: 300 },
    );
  });
});
