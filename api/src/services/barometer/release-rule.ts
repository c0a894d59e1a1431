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

  /** `released`: the ledger's sets, with their stored fingerprints when known (saves hashing them again). */
  constructor(released: readonly (readonly string[] | { members: readonly string[]; fingerprint: string })[] = []) {
    for (const set of released) {
      if ('fingerprint' in set) {
        if (this.fingerprints.has(set.fingerprint)) continue;
        this.fingerprints.add(set.fingerprint);
        this.sets.push(new Set(set.members));
      } else this.add(set);
    }
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

/**
 * Row-reduces `rows` in place (Gauss-Jordan), choosing pivot columns in `order`; answers each
 * pivot column's row. The rows not used as pivots end as zero rows.
 */
function rowReduce(rows: Float64Array[], order: readonly number[]): Map<number, Float64Array> {
  const width = rows[0]?.length ?? 0;
  const pivots = new Map<number, Float64Array>();
  let free = rows;
  for (const column of order) {
    if (free.length === 0) break;
    let best = -1;
    for (let r = 0; r < free.length; r += 1) {
      if (Math.abs(free[r][column]) > EPSILON && (best < 0 || Math.abs(free[r][column]) > Math.abs(free[best][column]))) best = r;
    }
    if (best < 0) continue;
    const pivot = free[best];
    const scale = pivot[column];
    for (let c = 0; c < width; c += 1) pivot[c] /= scale;
    const eliminate = (row: Float64Array) => {
      const factor = row[column];
      if (Math.abs(factor) <= EPSILON) return;
      for (let c = 0; c < width; c += 1) row[c] -= factor * pivot[c];
      row[column] = 0;
    };
    free = free.filter((_, r) => r !== best);
    free.forEach(eliminate);
    pivots.forEach(eliminate);
    pivots.set(column, pivot);
  }
  return pivots;
}

/** A basis of the vectors c (length n) with c · column = 0 for each of `columns` (each of length n). */
function orthogonalComplement(columns: readonly Float64Array[], n: number): Float64Array[] {
  if (columns.length === 0) return Array.from({ length: n }, (_, i) => Float64Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  // the constraints as rows (one per column), reduced: the free variables give the basis
  const rows = columns.map((column) => Float64Array.from(column));
  const pivots = rowReduce(rows, Array.from({ length: n }, (_, i) => i));
  const basis: Float64Array[] = [];
  for (let free = 0; free < n; free += 1) {
    if (pivots.has(free)) continue;
    const vector = new Float64Array(n);
    vector[free] = 1;
    pivots.forEach((row, column) => {
      vector[column] = -row[free];
    });
    basis.push(vector);
  }
  return basis;
}

/**
 * Whether the span of `rows` holds a non-zero vector whose support (columns where it is not
 * zero) weighs less than k, each column weighing `weights[column]` (the responses of an atom).
 *
 * 1. Reduce the rows choosing heavy columns (weight >= k) as pivots first. A vector that lives
 *    on light columns only is zero on every heavy pivot, so it combines light-pivot rows only;
 *    with no light pivot there is none (the common case once groups are big).
 * 2. Those combinations must also vanish on the heavy columns that are not pivots: the
 *    combinations allowed are the orthogonal complement of those columns. None: no vector.
 * 3. What is left is a small code over the light columns: every group of light columns under k
 *    is tested for a code vector living on it alone (rank drop), within a budget past which
 *    the answer is yes (refuse rather than guess).
 */
export function smallSupportExists(rows: readonly Float64Array[], weights: readonly number[], k: number): boolean {
  const width = weights.length;
  if (rows.length === 0 || width === 0) return false;
  const heavy = (column: number) => weights[column] >= k;
  const order = weights.map((_, column) => column).sort((a, b) => weights[b] - weights[a]);
  const pivots = rowReduce(rows.map((row) => Float64Array.from(row)), order);
  const lightPivots = [...pivots.keys()].filter((column) => !heavy(column));
  if (lightPivots.length === 0) return false;
  const lightRows = lightPivots.map((column) => pivots.get(column) as Float64Array);
  const heavyColumns = weights.map((_, column) => column).filter((column) => heavy(column) && !pivots.has(column));
  const allowed = orthogonalComplement(
    heavyColumns.map((column) => Float64Array.from(lightRows, (row) => row[column])),
    lightRows.length,
  );
  if (allowed.length === 0) return false;
  // the code: each allowed combination of the light rows, over the light columns it touches
  const lightColumns = weights.map((_, column) => column).filter((column) => !heavy(column));
  const code = allowed.map((combination) => Float64Array.from(lightColumns, (column) => lightRows.reduce((sum, row, i) => sum + combination[i] * row[column], 0)));
  const touched = lightColumns.map((_, i) => i).filter((i) => code.some((vector) => Math.abs(vector[i]) > EPSILON));
  const codeRows = code.map((vector) => Float64Array.from(touched, (i) => vector[i]));
  const codeWeights = touched.map((i) => weights[lightColumns[i]]);
  const full = rank(codeRows);
  if (full === 0) return false;
  let budget = SUBSET_BUDGET;
  const livesOn = (group: number[]): boolean => {
    const inGroup = new Set(group);
    const outside = codeRows.map((row) => Float64Array.from(row.filter((_, i) => !inGroup.has(i))));
    return rank(outside) < full;
  };
  // every group of touched light columns under k, each grown in index order
  const grow = (group: number[], size: number, from: number): boolean => {
    budget -= 1;
    if (budget < 0) return true;
    if (group.length > 0 && livesOn(group)) return true;
    for (let i = from; i < codeWeights.length; i += 1) {
      if (size + codeWeights[i] >= k) continue;
      if (grow([...group, i], size + codeWeights[i], i + 1)) return true;
    }
    return false;
  };
  return grow([], 0, 0);
}

/** The rank of a few vectors (Gaussian elimination on copies). */
function rank(vectors: readonly Float64Array[]): number {
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

/** Whether some non-zero combination of the sets lives on fewer than k responses (atoms as columns). */
export function isolatesSmallGroup(sets: readonly Set<string>[], k: number): boolean {
  const atoms = atomsOf(sets);
  if (atoms.every((atom) => atom.size >= k)) return false;
  const rows = sets.map(() => new Float64Array(atoms.length));
  atoms.forEach((atom, column) => {
    for (const set of atom.sets) rows[set][column] = 1;
  });
  return smallSupportExists(rows, atoms.map((atom) => atom.size), k);
}
