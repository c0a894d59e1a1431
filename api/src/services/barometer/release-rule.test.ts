import { addsSmallSupport, fingerprint, isolatesSmallGroup, ReleaseLedger, smallSupportExists } from './release-rule';
import { seededRandom } from './synthetic';

/** Response ids r1..rN for the given numbers. */
const ids = (...numbers: number[]) => numbers.map((n) => `r${n}`);
const range = (from: number, to: number) => ids(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('the barometer release rule', () => {
  it('names a set by its members whatever their order', () => {
    expect(fingerprint(ids(3, 1, 2))).toBe(fingerprint(ids(1, 2, 3)));
    expect(fingerprint(ids(1, 2))).not.toBe(fingerprint(ids(1, 2, 3)));
  });

  it('refuses a set under the threshold, and releases the same set again', () => {
    const ledger = new ReleaseLedger();
    expect(ledger.check(range(1, 4), () => 5)).toBe('below_threshold');
    expect(ledger.check(range(1, 5), () => 5)).toBeNull();
    ledger.add(range(1, 5));
    expect(ledger.check(range(1, 5).reverse(), () => 5)).toBeNull();
  });

  it('refuses two overlapping filters whose difference is one person (woman minus 25–34)', () => {
    // 5 women 25–34 (1..5), 1 woman 35–44 (6), 5 men 35–44 (7..11)
    const ledger = new ReleaseLedger([range(1, 11), range(1, 6)]);
    expect(ledger.check(range(1, 5), () => 5)).toBe('differencing');
  });

  it('refuses a later step that adds fewer than k to a released group, and accepts k more', () => {
    const ledger = new ReleaseLedger([range(1, 10)]);
    expect(ledger.check(range(1, 11), () => 5)).toBe('differencing');
    expect(ledger.check(range(1, 15), () => 5)).toBeNull();
  });

  it('refuses a set that no two sets isolate but a combination of four does', () => {
    // A + B + C = 2 × {1..6}, so D - (A + B + C) / 2 = {7}; every pairwise difference is 2 or more (k = 2)
    const a = ids(1, 2, 3, 4);
    const b = ids(3, 4, 5, 6);
    const c = ids(1, 2, 5, 6);
    const d = range(1, 7);
    const ledger = new ReleaseLedger([a, b, c]);
    expect(ledger.check(d, () => 2)).toBe('differencing');
    expect(isolatesSmallGroup([a, b, c].map((set) => new Set(set)), 2)).toBe(false);
  });

  it("refuses the last option of a question once the others and the whole survey are shown, when it would isolate a hidden group's few", () => {
    // whole survey of 20; options 9, 8 shown; the hidden 3 = 20 - 9 - 8
    const ledger = new ReleaseLedger([range(1, 20), range(1, 9)]);
    expect(ledger.check(range(10, 17), () => 5)).toBe('differencing');
  });

  it('accepts disjoint groups of at least k and their union', () => {
    const ledger = new ReleaseLedger([range(1, 10), range(1, 5)]);
    expect(ledger.check(range(6, 10), () => 5)).toBeNull();
  });

  it('refuses whole-company counts that differ from one survey by a group smaller than k', () => {
    // survey A: 1..6 released; survey B: 7..9 never shown (3 < 5); all surveys together: 1..9
    const ledger = new ReleaseLedger([range(1, 6)]);
    expect(ledger.check(range(1, 9), () => 5)).toBe('differencing');
    // once B has 5 released, the whole company differs from A by 5
    expect(ledger.check(range(1, 11), () => 5)).toBeNull();
  });

  /** the rank of rows over the given columns (Gaussian elimination) */
  const rankOver = (rows: number[][], columns: number[]) => {
      const m = rows.map((row) => columns.map((c) => row[c]));
      let found = 0;
      for (let c = 0; c < columns.length && found < m.length; c += 1) {
        const pivot = m.findIndex((row, r) => r >= found && Math.abs(row[c]) > 1e-9);
        if (pivot < 0) continue;
        [m[found], m[pivot]] = [m[pivot], m[found]];
        for (let r = found + 1; r < m.length; r += 1) {
          const factor = m[r][c] / m[found][c];
          for (let j = c; j < columns.length; j += 1) m[r][j] -= factor * m[found][j];
        }
        found += 1;
      }
      return found;
  };

  it('agrees with a brute force over every group of columns on random small cases', () => {
    const random = seededRandom(7);
    let refused = 0;
    for (let trial = 0; trial < 400; trial += 1) {
      const width = 2 + Math.floor(random() * 7);
      const height = 1 + Math.floor(random() * 6);
      const k = 2 + Math.floor(random() * 4);
      const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (random() < 0.5 ? 1 : 0)));
      const weights = Array.from({ length: width }, () => 1 + Math.floor(random() * 6));
      const all = weights.map((_, i) => i);
      const full = rankOver(rows, all);
      let expected = false;
      for (let mask = 1; mask < 1 << width && !expected; mask += 1) {
        const group = all.filter((i) => mask & (1 << i));
        if (group.reduce((sum, i) => sum + weights[i], 0) >= k) continue;
        if (rankOver(rows, all.filter((i) => !(mask & (1 << i)))) < full) expected = true;
      }
      if (expected) refused += 1;
      expect({ trial, found: smallSupportExists(rows.map((row) => Float64Array.from(row)), weights, k) }).toEqual({ trial, found: expected });
    }
    // both answers occur
    expect(refused).toBeGreaterThan(40);
    expect(refused).toBeLessThan(360);
  });

  it('refuses only a new small group, against the threshold promised to its responses: a brute force on random cases', () => {
    const random = seededRandom(11);
    let refused = 0;
    for (let trial = 0; trial < 400; trial += 1) {
      const width = 2 + Math.floor(random() * 6);
      const height = Math.floor(random() * 5);
      const bit = () => (random() < 0.5 ? 1 : 0);
      const base = Array.from({ length: height }, () => Array.from({ length: width }, bit));
      const added = [Array.from({ length: width }, bit)];
      const columns = Array.from({ length: width }, () => ({ weight: 1 + Math.floor(random() * 6), threshold: 3 + Math.floor(random() * 3) }));
      const all = columns.map((_, i) => i);
      const both = [...base, ...added];
      const dim = (rows: number[][], outside: number[]) => (rows.length === 0 ? 0 : rankOver(rows, all) - rankOver(rows, outside));
      let expected = false;
      for (let mask = 1; mask < 1 << width && !expected; mask += 1) {
        const group = all.filter((i) => mask & (1 << i));
        const weight = group.reduce((sum, i) => sum + columns[i].weight, 0);
        if (weight >= Math.max(...group.map((i) => columns[i].threshold))) continue;
        const outside = all.filter((i) => !(mask & (1 << i)));
        if (dim(both, outside) > dim(base, outside)) expected = true;
      }
      if (expected) refused += 1;
      const found = addsSmallSupport(base.map((row) => Float64Array.from(row)), added.map((row) => Float64Array.from(row)), columns);
      expect({ trial, found }).toEqual({ trial, found: expected });
    }
    expect(refused).toBeGreaterThan(40);
    expect(refused).toBeLessThan(360);
  });

  it('lets a survey move on after its threshold was raised: the small step shown before is not a new group', () => {
    // three answers released under a threshold of 3, then the company raises it to 5
    const ledger = new ReleaseLedger([range(1, 3)]);
    expect(ledger.check(range(1, 8), () => 5)).toBeNull();
  });

  it("holds a survey's promise of 5 against counts read under 3 elsewhere", () => {
    // survey A (promised 5): 3 women 1..3; survey C (promised 3): 3 women 11..13; all surveys' women shown
    const promise = (id: string) => (Number(id.slice(1)) < 10 ? 5 : 3);
    const ledger = new ReleaseLedger([[...ids(1, 2, 3), ...ids(11, 12, 13)]]);
    expect(ledger.check(ids(11, 12, 13), promise)).toBe('differencing');
  });
});
