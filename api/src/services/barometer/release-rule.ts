import { createHash } from 'crypto';

/**
 * The barometer's release rule (docs/barometer-anonymity.md): the one place that decides
 * whether the company may be shown figures about a set of responses. Pure: sets of response
 * ids in, a decision out; the service keeps the ledger of what was already released.
 *
 * Every figure the company sees (counts by answer, words, a demographic option's count, a
 * number of responses) is a sum over a set of responses. Each response carries the threshold
 * promised to it (its survey's in force). A set T may be released, given the sets already
 * released to the company (any survey, filter, step or threshold), only if:
 *
 * 1. it holds at least as many responses as the highest threshold among them;
 * 2. adding it lets no new combination of released sets (added and subtracted with any
 *    weights) live on a small group: one whose responses are fewer than the highest threshold
 *    among them. "New": a combination the released sets already gave tells nothing more.
 *
 * Two sets that differ by a few responses (overlapping filters, before and after, a survey
 * subtracted from the whole company) are the simplest such combination; three or four
 * filters, or a question's hidden options recovered from its shown ones, are others.
 * Responses that belong to exactly the same released sets (an "atom") always get the same
 * weight, so the search is linear algebra over the atoms.
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

  /**
   * null when T may be released, else why not. `thresholdOf` gives each response's promised
   * threshold (responses no longer known, deleted with their survey, get the caller's highest);
   * `floor`, the threshold of the figure's own survey or surveys.
   */
  check(members: readonly string[], thresholdOf: (id: string) => number, floor = 3): Refusal | null {
    const candidate = new Set(members);
    // an empty set is no set to show: the floor stands for the threshold of a survey with no answer
    let k = floor;
    for (const id of candidate) k = Math.max(k, thresholdOf(id));
    if (candidate.size < k) return 'below_threshold';
    if (this.has(members)) return null;
    return addsSmallGroup(this.connectedTo(candidate), candidate, thresholdOf) ? 'differencing' : null;
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

interface Atom {
  size: number;
  /** the highest threshold promised to its responses */
  threshold: number;
  /** the indices of the sets holding it */
  sets: number[];
}

function atomsOf(sets: readonly Set<string>[], thresholdOf: (id: string) => number): Atom[] {
  const bySignature = new Map<string, Atom>();
  const signatures = new Map<string, number[]>();
  sets.forEach((set, index) => {
    for (const id of set) {
      const list = signatures.get(id);
      if (list) list.push(index);
      else signatures.set(id, [index]);
    }
  });
  for (const [id, list] of signatures) {
    const key = list.join(',');
    const atom = bySignature.get(key);
    if (atom) {
      atom.size += 1;
      atom.threshold = Math.max(atom.threshold, thresholdOf(id));
    } else bySignature.set(key, { size: 1, threshold: thresholdOf(id), sets: list });
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

/** A column of the search: how many responses it holds, and the highest threshold promised to them. */
export interface Column {
  weight: number;
  threshold: number;
}

/**
 * The vectors of the span of `rows` that vanish on every heavy column, as a basis restricted to
 * the light columns (`light`, in order). Reduced with heavy columns chosen as pivots first: a
 * vector living on light columns is zero on every heavy pivot, so it combines only the rows of
 * light pivots, and those combinations must also vanish on the other heavy columns (an
 * orthogonal complement). Usually nothing is left: then no group can be singled out at all.
 */
function lightCode(rows: readonly Float64Array[], columns: readonly Column[], heavy: (column: number) => boolean, light: readonly number[]): Float64Array[] {
  if (rows.length === 0) return [];
  const order = columns.map((_, column) => column).sort((a, b) => columns[b].weight - columns[a].weight);
  const pivots = rowReduce(rows.map((row) => Float64Array.from(row)), order);
  const lightPivots = [...pivots.keys()].filter((column) => !heavy(column));
  if (lightPivots.length === 0) return [];
  const lightRows = lightPivots.map((column) => pivots.get(column) as Float64Array);
  const heavyColumns = columns.map((_, column) => column).filter((column) => heavy(column) && !pivots.has(column));
  const allowed = orthogonalComplement(
    heavyColumns.map((column) => Float64Array.from(lightRows, (row) => row[column])),
    lightRows.length,
  );
  return allowed.map((combination) => Float64Array.from(light, (column) => lightRows.reduce((sum, row, i) => sum + combination[i] * row[column], 0)));
}

/**
 * Whether adding the rows `added` to the rows `base` lets a new vector of their span live on a
 * small group of columns: one whose weight is below the highest threshold among its columns.
 * A vector `base` alone already gave is not new. Columns at least as heavy as the highest
 * threshold can never be in a small group; the light ones are searched group by group (each
 * under the highest threshold), comparing the dimension of the vectors living on the group
 * with and without `added`, within a budget past which the answer is yes (refuse rather than
 * guess).
 */
export function addsSmallSupport(base: readonly Float64Array[], added: readonly Float64Array[], columns: readonly Column[]): boolean {
  if (added.length === 0 || columns.length === 0) return false;
  const highest = Math.max(...columns.map((column) => column.threshold));
  const heavy = (column: number) => columns[column].weight >= highest;
  const light = columns.map((_, column) => column).filter((column) => !heavy(column));
  if (light.length === 0) return false;
  const after = lightCode([...base, ...added], columns, heavy, light);
  const touched = light.map((_, i) => i).filter((i) => after.some((vector) => Math.abs(vector[i]) > EPSILON));
  if (touched.length === 0) return false;
  const before = lightCode(base, columns, heavy, light);
  const living = livingOn(after);
  const livedBefore = livingOn(before);
  let budget = SUBSET_BUDGET;
  const grow = (group: number[], size: number, threshold: number, from: number): boolean => {
    budget -= 1;
    if (budget < 0) return true;
    if (group.length > 0 && size < threshold) {
      const now = living(group);
      if (now > 0 && now > livedBefore(group)) return true;
    }
    for (let i = from; i < touched.length; i += 1) {
      const column = columns[light[touched[i]]];
      if (size + column.weight >= highest) continue;
      if (grow([...group, touched[i]], size + column.weight, Math.max(threshold, column.threshold), i + 1)) return true;
    }
    return false;
  };
  return grow([], 0, 0, 0);
}

/**
 * For a code (rows over the same columns), the dimension of its vectors that live on a group of
 * columns. Reduced once: a vector of the span is fixed by its values on the pivot columns, so
 * one living on the group combines only the group's pivot rows, and must cancel on every
 * non-pivot column outside the group: the group's pivot rows, cut to those columns, tell how
 * many independent such vectors there are. Each group then costs a rank of at most a few rows.
 */
function livingOn(code: readonly Float64Array[]): (group: readonly number[]) => number {
  const width = code[0]?.length ?? 0;
  const pivots = rowReduce(
    code.map((row) => Float64Array.from(row)),
    Array.from({ length: width }, (_, column) => column),
  );
  const nonPivot = Array.from({ length: width }, (_, column) => column).filter((column) => !pivots.has(column));
  return (group) => {
    const rows = group.filter((column) => pivots.has(column)).map((column) => pivots.get(column) as Float64Array);
    if (rows.length === 0) return 0;
    const inGroup = new Set(group);
    const outside = nonPivot.filter((column) => !inGroup.has(column));
    if (outside.length === 0) return rows.length;
    return rows.length - rank(rows.map((row) => Float64Array.from(outside, (column) => row[column])));
  };
}

/** Whether the span of `rows` holds a non-zero vector living on columns weighing less than k together. */
export function smallSupportExists(rows: readonly Float64Array[], weights: readonly number[], k: number): boolean {
  return addsSmallSupport(
    [],
    rows,
    weights.map((weight) => ({ weight, threshold: k })),
  );
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

/** The sets' indicator rows over their atoms, and the atoms as columns. */
function matrixOf(sets: readonly Set<string>[], thresholdOf: (id: string) => number): { rows: Float64Array[]; columns: Column[] } {
  const atoms = atomsOf(sets, thresholdOf);
  const rows = sets.map(() => new Float64Array(atoms.length));
  atoms.forEach((atom, column) => {
    for (const set of atom.sets) rows[set][column] = 1;
  });
  return { rows, columns: atoms.map((atom) => ({ weight: atom.size, threshold: atom.threshold })) };
}

/** Whether releasing `candidate` after `released` lets a new combination live on a small group of responses. */
function addsSmallGroup(released: readonly Set<string>[], candidate: Set<string>, thresholdOf: (id: string) => number): boolean {
  const { rows, columns } = matrixOf([...released, candidate], thresholdOf);
  return addsSmallSupport(rows.slice(0, -1), rows.slice(-1), columns);
}

/** Whether some non-zero combination of the sets lives on fewer than k responses (every response promised k). */
export function isolatesSmallGroup(sets: readonly Set<string>[], k: number): boolean {
  const { rows, columns } = matrixOf(sets, () => k);
  return addsSmallSupport([], rows, columns);
}
