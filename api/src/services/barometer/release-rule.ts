import { createHash } from 'crypto';

/**
 * The barometer's release rule (docs/barometer-anonymity.md): the one place that decides
 * whether the company may be shown figures about a set of responses. Pure: sets of response
 * ids in, a decision out; the service keeps the ledger of what was already released.
 *
 * Every figure the company sees (counts by answer, words, a demographic option's count, a
 * number of responses) is a sum over a set of responses. A set T may be released, given the
 * sets already released to the company (any survey, filter, step or threshold), only if:
 *
 * 1. it has at least k responses;
 * 2. against each released set S, T and S differ by nothing or by at least k, both ways
 *    (overlapping filters, before and after, a survey subtracted from the whole company);
 * 3. no combination of the released sets and T, added and subtracted with any weights,
 *    isolates a group of 1 to k - 1 responses (three or more filters together, a question's
 *    hidden options recovered from the shown ones). Responses that belong to exactly the
 *    same released sets (an "atom") always get the same weight, so it is enough to look for a
 *    non-zero vector of the span of the sets' indicators that lives on atoms holding fewer
 *    than k responses together: linear algebra over the atoms.
 */

/** The identity of a set, whatever the order of its ids. */
export function fingerprint(members: readonly string[]): string {
  return createHash('sha256').update([...members].sort().join(',')).digest('base64url');
}

/** Why a set is refused. */
export type Refusal = 'below_threshold' | 'differencing';

/** More atom subsets than this to look at: refuse rather than spend the request on it. */
const SUBSET_BUDGET = 20_000;
const EPSILON = 1e-9;

export class ReleaseLedger {
  private readonly sets: Set<string>[] = [];
  private readonly fingerprints = new Set<string>();

  constructor(released: readonly (readonly string[])[] = []) {
    for (const members of released) this.add(members);
  }

  has(members: readonly string[]): boolean {
    return this.fingerprints.has(fingerprint(members));
  }

  /** Remembers a released set (the caller stores it too). */
  add(members: readonly string[]): void {
    const print = fingerprint(members);
    if (this.fingerprints.has(print)) return;
    this.fingerprints.add(print);
    this.sets.push(new Set(members));
  }

  /** null when T may be released with threshold k, else why not. */
  check(members: readonly string[], k: number): Refusal | null {
    const candidate = new Set(members);
    if (candidate.size < k) return 'below_threshold';
    if (this.has(members)) return null;
    for (const released of this.sets) {
      if (smallDifference(candidate, released, k) || smallDifference(released, candidate, k)) return 'differencing';
    }
    return isolatesSmallGroup([...this.connectedTo(candidate), candidate], k) ? 'differencing' : null;
  }

  /** The released sets reachable from T through shared responses (the others cannot combine with it). */
  private connectedTo(candidate: Set<string>): Set<string>[] {
    const reached = new Set<Set<string>>();
    const seen = new Set(candidate);
    let frontier = candidate;
    while (frontier.size > 0) {
      const next = new Set<string>();
      for (const released of this.sets) {
        if (reached.has(released)) continue;
        let touches = false;
        for (const id of frontier) {
          if (released.has(id)) {
            touches = true;
            break;
          }
        }
        if (!touches) continue;
        reached.add(released);
        for (const id of released) {
          if (!seen.has(id)) {
            seen.add(id);
            next.add(id);
          }
        }
      }
      frontier = next;
    }
    return [...reached];
  }
}

/** |a \ b| is between 1 and k - 1. */
function smallDifference(a: Set<string>, b: Set<string>, k: number): boolean {
  let count = 0;
  for (const id of a) {
    if (!b.has(id)) {
      count += 1;
      if (count >= k) return false;
    }
  }
  return count > 0;
}

interface Atom {
  size: number;
  /** the indices of the sets holding it */
  sets: number[];
}

function atomsOf(sets: readonly Set<string>[]): Atom[] {
  const bySignature = new Map<string, Atom>();
  const signatures = new Map<string, number[]>();
  sets.forEach((set, index) => {
    for (const id of set) {
      const list = signatures.get(id);
      if (list) list.push(index);
      else signatures.set(id, [index]);
    }
  });
  for (const list of signatures.values()) {
    const key = list.join(',');
    const atom = bySignature.get(key);
    if (atom) atom.size += 1;
    else bySignature.set(key, { size: 1, sets: list });
  }
  return [...bySignature.values()];
}

/** Row-reduced echelon form of the sets' indicator matrix over the atoms: each pivot column's row. */
function reduce(sets: readonly Set<string>[], atoms: readonly Atom[]): { rows: Map<number, Float64Array>; pivots: Set<number> } {
  const matrix = sets.map(() => new Float64Array(atoms.length));
  atoms.forEach((atom, column) => {
    for (const set of atom.sets) matrix[set][column] = 1;
  });
  const rows = new Map<number, Float64Array>();
  let free = matrix;
  for (let column = 0; column < atoms.length && free.length > 0; column += 1) {
    let best = -1;
    for (let r = 0; r < free.length; r += 1) {
      if (Math.abs(free[r][column]) > EPSILON && (best < 0 || Math.abs(free[r][column]) > Math.abs(free[best][column]))) best = r;
    }
    if (best < 0) continue;
    const pivot = free[best];
    const scale = pivot[column];
    for (let c = 0; c < atoms.length; c += 1) pivot[c] /= scale;
    const eliminate = (row: Float64Array) => {
      const factor = row[column];
      if (Math.abs(factor) <= EPSILON) return;
      for (let c = 0; c < atoms.length; c += 1) row[c] -= factor * pivot[c];
      row[column] = 0;
    };
    free = free.filter((_, r) => r !== best);
    free.forEach(eliminate);
    rows.forEach(eliminate);
    rows.set(column, pivot);
  }
  return { rows, pivots: new Set(rows.keys()) };
}

/** The rank of a few short vectors (Gaussian elimination on copies). */
function rank(vectors: Float64Array[]): number {
  const rows = vectors.map((v) => Float64Array.from(v));
  let found = 0;
  const width = rows[0]?.length ?? 0;
  for (let column = 0; column < width && found < rows.length; column += 1) {
    let best = -1;
    for (let r = found; r < rows.length; r += 1) {
      if (Math.abs(rows[r][column]) > EPSILON && (best < 0 || Math.abs(rows[r][column]) > Math.abs(rows[best][column]))) best = r;
    }
    if (best < 0) continue;
    [rows[found], rows[best]] = [rows[best], rows[found]];
    for (let r = found + 1; r < rows.length; r += 1) {
      const factor = rows[r][column] / rows[found][column];
      if (factor !== 0) for (let c = column; c < width; c += 1) rows[r][c] -= factor * rows[found][c];
    }
    found += 1;
  }
  return found;
}

/**
 * Whether some non-zero combination of the sets is zero outside a group of atoms holding
 * fewer than k responses. In the reduced form, a combination is fixed by its values on the
 * pivot columns; one living on the atoms U uses only U's pivot rows, and must cancel on every
 * other non-pivot column: it exists when those rows, cut to those columns, are dependent.
 */
export function isolatesSmallGroup(sets: readonly Set<string>[], k: number): boolean {
  const atoms = atomsOf(sets);
  const small = atoms.map((atom, index) => ({ atom, index })).filter(({ atom }) => atom.size < k);
  if (small.length === 0) return false;
  const { rows, pivots } = reduce(sets, atoms);
  const nonPivot = atoms.map((_, index) => index).filter((index) => !pivots.has(index));
  let budget = SUBSET_BUDGET;

  const isolates = (group: number[]): boolean => {
    const pivotRows = group.filter((index) => pivots.has(index)).map((index) => rows.get(index) as Float64Array);
    if (pivotRows.length === 0) return false;
    const inGroup = new Set(group);
    const columns = nonPivot.filter((index) => !inGroup.has(index));
    const cut = pivotRows.map((row) => Float64Array.from(columns, (column) => row[column]));
    return columns.length === 0 || rank(cut) < cut.length;
  };

  // every group of small atoms under k responses, each grown from its first atom in index order
  const grow = (group: number[], size: number, from: number): boolean => {
    budget -= 1;
    if (budget < 0) return true;
    if (group.length > 0 && isolates(group)) return true;
    for (let i = from; i < small.length; i += 1) {
      const { atom, index } = small[i];
      if (size + atom.size >= k) continue;
      if (grow([...group, index], size + atom.size, i + 1)) return true;
    }
    return false;
  };
  return grow([], 0, 0);
}
