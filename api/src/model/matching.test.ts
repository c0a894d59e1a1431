import assert from 'node:assert/strict';
import fc from 'fast-check';
import { anyVector, freeVector, respondentPair, weightsOf } from '@rapport/api/testing/model-arbitraries';
import { computeIndividualResult } from './individual-result';
import { FIBERS, integrationIndex, matchProfiles, ruiAgainstMany, type PairMatching } from './matching';
import { matchPercent } from './numeric';
import { smooth } from './smoothing';
import type { ProfileVector } from './vector';

const PUBLISHED = [
  'similarity_smooth', 'immediate_harmony_smooth', 'deep_compatibility_smooth', 'complementarity_smooth',
  'understanding_smooth', 'rui_smooth', 'ircp', 'ircp_smooth',
] as const;
const RAW = ['connivance', 'feeling', 'deep', 'complementarity', 'understanding'] as const;

describe('smooth', () => {
  it('fixes 0 and 1 exactly and passes 0.5 to 0.5', () => {
    expect(smooth(0)).toBe(0);
    expect(smooth(1)).toBe(1);
    expect(smooth(0.5)).toBeCloseTo(0.5, 12);
  });

  it('is monotone and stays in [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (u, v) => {
        const [lo, hi] = u <= v ? [u, v] : [v, u];
        assert.ok(smooth(lo) <= smooth(hi), `smooth(${lo}) > smooth(${hi})`);
        assert.ok(smooth(lo) >= 0 && smooth(hi) <= 1);
      }),
      { numRuns: 5000 },
    );
  });

  it('by hand: smooth(0.738) = 0.8387174', () => {
    // sig(v) = 1 / (1 + e^(-6 (v - 0.5)))
    // sig(0) = 1 / (1 + e^3) = 0.0474259, sig(1) = 1 / (1 + e^-3) = 0.9525741, span 0.9051483
    // sig(0.738) = 1 / (1 + e^-1.428) = 1 / 1.2397880 = 0.8065895
    // smooth = (0.8065895 - 0.0474259) / 0.9051483 = 0.8387174
    expect(smooth(0.738)).toBeCloseTo(0.8387174, 7);
  });
});

describe('hand-computed pair', () => {
  // Words of the hand-made bank (family of w_i: floor((i-1)/6), stake: R, I, S, R, ...):
  // A ranks w01..w12 (weights 12..1 / 78), B ranks them in reverse (1..12 / 78).
  const wtOf = (order: number[]): number[] => {
    const wt = new Array<number>(48).fill(0);
    order.forEach((w, k) => (wt[w] = (12 - k) / 78));
    return wt;
  };
  const famOf = (wt: number[]): number[] => Array.from({ length: 8 }, (_, f) => wt.slice(f * 6, f * 6 + 6).reduce((a, b) => a + b, 0));
  const wa = wtOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const wb = wtOf([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  const A: ProfileVector = { d: [0.6, -0.2, 0.2, -0.6], t: [0.2, 0.5, -0.4, 0.1], s: [30 / 78, 26 / 78, 22 / 78], wt: wa, fam: famOf(wa) };
  const B: ProfileVector = { d: [0.2, 0.2, -0.2, -0.2], t: [-0.2, 0.3, 0.4, -0.5], s: [22 / 78, 26 / 78, 30 / 78], wt: wb, fam: famOf(wb) };
  const m = matchProfiles(A, B);

  it('connivance', () => {
    // D_A - D_B = (0.4, -0.4, 0.4, -0.4): ||.|| = sqrt(4 x 0.16) = 0.8, dist4 = 0.2
    // T_A - T_B = (0.4, 0.2, -0.8, 0.6): ||.|| = sqrt(0.16 + 0.04 + 0.64 + 0.36) = sqrt(1.2) = 1.0954451, dist4 = 0.2738613
    // sum |S_A - S_B| = (8 + 0 + 8) / 78 = 0.2051282
    // 0.5 x 0.8 + 0.2 x (1 - 0.2738613) + 0.3 x (1 - 0.5 x 0.2051282) = 0.4 + 0.1452277 + 0.2692308 = 0.8144585
    expect(m.connivance).toBeCloseTo(0.8144585, 7);
  });

  it('feeling', () => {
    // pos(0.6) = 0.8, pos(0.2) = 0.6: 0.5 x (0.8 + 0.6) / 2 = 0.35
    // pos(-0.2) = 0.4, pos(0.2) = 0.6: 0.3 x (1 - 0.24) = 0.228
    // 0.2 x (1 - 0.2) = 0.16                                   -> 0.738
    expect(m.feeling).toBeCloseTo(0.738, 12);
  });

  it('deep compatibility', () => {
    // p(x2): A 0.5, B 0.3; p(y2): A 0, B 0.4; p(z2): A 0.1, B 0
    // escalation 1.0 x 0.5 x 0.3 = 0.15; pursue-withdraw 0.8 x (0.5 x 0.4 + 0 x 0.3) / 2 = 0.08;
    // disengagement 0.6 x 0 x 0.4 = 0; dominance 0.6 x (0.5 x 0 + 0.1 x 0.3) / 2 = 0.009;
    // co-dependence 0.4 x 0.1 x 0 = 0                          -> risk 0.239
    // (1 - 0.239) x (0.6 + 0.4 x (pos(0.2) + pos(-0.2)) / 2) = 0.761 x (0.6 + 0.4 x 0.5) = 0.761 x 0.8 = 0.6088
    expect(m.deep).toBeCloseTo(0.6088, 12);
  });

  it('complementarity', () => {
    // C = ((30 + 22) / 2, (26 + 26) / 2, (22 + 30) / 2) / 78 = (26, 26, 26) / 78: max - min = 0
    // dominant stakes differ (A: R, B: S): 1 - 0 + 0.1 = 1.1, capped at 1
    expect(m.complementarity).toBe(1);
  });

  it('understanding', () => {
    // words: min(12, 1) + min(11, 2) + ... + min(1, 12) = 1+2+3+4+5+6+6+5+4+3+2+1 = 42 -> 42/78
    // families: A leadership 12+11+10+9+8+7 = 57, cooperation 21; B the reverse:
    //   min(57, 21) + min(21, 57) = 42 -> 42/78
    // 0.5 x 42/78 + 0.5 x 42/78 = 42/78 = 0.5384615
    expect(m.understanding).toBeCloseTo(42 / 78, 12);
  });

  it('relational index, professional index, smoothed fibers, top and bottom', () => {
    // rui raw = 0.25 x 0.738 + 0.25 x 0.6088 + 0.15 x 1 + 0.15 x 0.8144585 + 0.20 x 0.5384615
    //         = 0.1845 + 0.1522 + 0.15 + 0.1221688 + 0.1076923 = 0.7165611
    // sig(0.7165611) = 1 / (1 + e^(-6 x 0.2165611)) = 1 / (1 + 0.2727045) = 0.7857284
    // rui_smooth = (0.7857284 - 0.0474259) / 0.9051483 = 0.8156702 -> shown as 82 %
    expect(m.rui_smooth).toBeCloseTo(0.8156702, 6);
    expect(matchPercent(m.rui_smooth)).toBe(82);
    // ircp = 0.35 x 0.6088 + 0.25 x 1 + 0.20 x 0.738 + 0.20 x 0.5384615 = 0.21308 + 0.25 + 0.1476 + 0.1076923 = 0.7183723
    expect(m.ircp).toBeCloseTo(0.7183723, 7);
    expect(m.ircp_smooth).toBeCloseTo(0.8176853, 6);
    expect(m.immediate_harmony_smooth).toBeCloseTo(0.8387174, 7);
    expect(m.deep_compatibility_smooth).toBeCloseTo(0.6741606, 7);
    expect(m.similarity_smooth).toBeCloseTo(0.9069882, 6);
    expect(m.understanding_smooth).toBeCloseTo(0.5634566, 6);
    expect(m.complementarity_smooth).toBe(1);
    // smoothed: CO 0.907, FE 0.839, DC 0.674, CP 1, UN 0.563
    expect(m.top_fiber).toBe('complementarity');
    expect(m.bottom_fiber).toBe('understanding');
  });
});

describe('properties of every matching (docs/model.md)', () => {
  const pair = fc.oneof(
    fc.tuple(anyVector, anyVector),
    respondentPair.map(([a, b]) => [a.result.vector, b.result.vector] as [ProfileVector, ProfileVector]),
  );

  it('every raw fiber and published score lies in [0, 1]; top and bottom fibers are the extremes', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const m = matchProfiles(a, b);
        for (const k of [...RAW, ...PUBLISHED]) assert.ok(m[k] >= 0 && m[k] <= 1, `${k} = ${m[k]}`);
        const smoothed = [m.similarity_smooth, m.immediate_harmony_smooth, m.deep_compatibility_smooth, m.complementarity_smooth, m.understanding_smooth];
        const top = FIBERS.indexOf(m.top_fiber);
        const bottom = FIBERS.indexOf(m.bottom_fiber);
        smoothed.forEach((v, i) => {
          // the first of the largest / smallest, in fiber order
          assert.ok(v < smoothed[top] || (v === smoothed[top] && i >= top));
          assert.ok(v > smoothed[bottom] || (v === smoothed[bottom] && i >= bottom));
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('is symmetric: match(A, B) = match(B, A) field by field, byte for byte', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const ab = matchProfiles(a, b);
        const ba = matchProfiles(b, a);
        for (const k of Object.keys(ab) as (keyof PairMatching)[]) assert.ok(Object.is(ab[k], ba[k]), `${k}: ${ab[k]} vs ${ba[k]}`);
        assert.equal(JSON.stringify(ab), JSON.stringify(ba));
      }),
      { numRuns: 3000 },
    );
  });

  it('connivance(A, A) = 1 and understanding(A, A) = 1', () => {
    fc.assert(
      fc.property(anyVector, (a) => {
        const m = matchProfiles(a, a);
        assert.equal(m.connivance, 1);
        assert.equal(m.understanding, 1);
        assert.equal(m.similarity_smooth, 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('raising either partner\'s tension-mode opposition x_2 never raises deep compatibility', () => {
    fc.assert(
      fc.property(anyVector, anyVector, fc.double({ min: 0, max: 2, noNaN: true }), fc.boolean(), (a, b, delta, raiseA) => {
        const before = matchProfiles(a, b);
        const target = raiseA ? a : b;
        const raised: ProfileVector = { ...target, t: [target.t[0], Math.min(1, target.t[1] + delta), target.t[2], target.t[3]] };
        const after = raiseA ? matchProfiles(raised, b) : matchProfiles(a, raised);
        assert.ok(after.deep <= before.deep, `deep ${before.deep} -> ${after.deep}`);
        assert.ok(after.deep_compatibility_smooth <= before.deep_compatibility_smooth);
      }),
      { numRuns: 3000 },
    );
  });

  it('adding a shared word at the same rank weight to both never lowers understanding', () => {
    // vector level: a word neither chose gets the same weight (13 - k) / 78 in A and B,
    // and so does its family
    fc.assert(
      fc.property(anyVector, anyVector, fc.integer({ min: 1, max: 12 }), fc.nat(), (a, b, rank, pick) => {
        const free = a.wt.map((w, i) => (w === 0 && b.wt[i] === 0 ? i : -1)).filter((i) => i >= 0);
        const word = free[pick % free.length];
        const family = word % 8; // as in the arbitraries' layout (weightsOf)
        const add = (v: ProfileVector): ProfileVector => ({
          ...v,
          wt: v.wt.map((w, i) => (i === word ? (13 - rank) / 78 : w)),
          fam: v.fam.map((f, i) => (i === family ? f + (13 - rank) / 78 : f)),
        });
        assert.ok(matchProfiles(add(a), add(b)).understanding >= matchProfiles(a, b).understanding);
      }),
      { numRuns: 2000 },
    );
  });

  it('12-word lists: B taking A\'s word at the same rank, in place of a word A did not choose, never lowers understanding', () => {
    // B drops a word A does not have and takes, at the same rank, A's word there; the
    // shared-word sum gains that weight and each family sum moves by at most as much.
    const words12 = fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(words12, words12, fc.integer({ min: 0, max: 11 }), (ia, ib, k) => {
        fc.pre(!ib.includes(ia[k]) && !ia.includes(ib[k]));
        const vec = (ix: number[]): ProfileVector => ({ d: [0, 0, 0, 0], t: [0, 0, 0, 0], s: [1 / 3, 1 / 3, 1 / 3], ...weightsOf(ix) });
        const ib2 = ib.map((w, r) => (r === k ? ia[k] : w));
        assert.ok(matchProfiles(vec(ia), vec(ib2)).understanding >= matchProfiles(vec(ia), vec(ib)).understanding);
      }),
      { numRuns: 2000 },
    );
  });

  it('is deterministic: same vectors, same bytes, also after a JSON round trip (storage)', () => {
    fc.assert(
      fc.property(anyVector, anyVector, (a, b) => {
        const stored = (v: ProfileVector) => JSON.parse(JSON.stringify(v)) as ProfileVector;
        assert.equal(JSON.stringify(matchProfiles(stored(a), stored(b))), JSON.stringify(matchProfiles(a, b)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('ruiAgainstMany', () => {
  it('gives exactly the rui_smooth of matchProfiles, pair by pair', () => {
    fc.assert(
      fc.property(anyVector, fc.array(anyVector, { maxLength: 20 }), (a, others) => {
        const fast = ruiAgainstMany(a, others);
        assert.equal(fast.length, others.length);
        others.forEach((o, i) => assert.ok(Object.is(fast[i], matchProfiles(a, o).rui_smooth)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('integrationIndex', () => {
  it('is 0.6 FE + 0.4 CO, only when both are present and nonzero', () => {
    expect(integrationIndex({ immediate_harmony_smooth: 0.8, similarity_smooth: 0.5 })).toBeCloseTo(0.68, 12);
    expect(integrationIndex({ immediate_harmony_smooth: 0, similarity_smooth: 0.5 })).toBeNull();
    expect(integrationIndex({ immediate_harmony_smooth: 0.8, similarity_smooth: 0 })).toBeNull();
    expect(integrationIndex({ immediate_harmony_smooth: null, similarity_smooth: 0.5 })).toBeNull();
    expect(integrationIndex({ similarity_smooth: 0.5 })).toBeNull();
  });

  it('lies in [0, 1] for every matching', () => {
    fc.assert(
      fc.property(freeVector, freeVector, (a, b) => {
        const ii = integrationIndex(matchProfiles(a, b));
        assert.ok(ii === null || (ii >= 0 && ii <= 1));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('matchPercent', () => {
  it('is ceil(score x 100) without floating-point noise', () => {
    // 0.57 x 100 = 56.99999999999999 and 0.29 x 100 = 28.999999999999996 in floats;
    // k / 100 x 100 is sometimes k + 1e-14 (0.07 x 100 = 7.000000000000001): all must give k
    for (let k = 0; k <= 100; k++) expect([k, matchPercent(k / 100)]).toEqual([k, k]);
    expect(matchPercent(0.731)).toBe(74);
    expect(matchPercent(0.7300001)).toBe(74);
    expect(matchPercent(0.0001)).toBe(1);
  });
  it('clamps into 0..100', () => {
    expect(matchPercent(-0.2)).toBe(0);
    expect(matchPercent(1.3)).toBe(100);
  });
});

it('a matching from real results keeps the result vectors untouched', () => {
  fc.assert(
    fc.property(respondentPair, ([a, b]) => {
      const before = JSON.stringify([a.result.vector, b.result.vector]);
      matchProfiles(a.result.vector, b.result.vector);
      assert.equal(JSON.stringify([a.result.vector, b.result.vector]), before);
      // and the vectors recomputed from the answers are the same
      assert.equal(JSON.stringify(computeIndividualResult(a.q.prep, a.answers, a.words).vector), JSON.stringify(a.result.vector));
    }),
    { numRuns: 200 },
  );
});
