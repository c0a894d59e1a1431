// What `npm run bench:compose` splits a page's JavaScript into: which piece of the composed
// site (or of the monolith) each KB gzip that came over the network belongs to. Module-level
// sizes come from the builds' own source maps (each part's sourcemaps/ folder beside dist, the
// monolith's beside its output; never served), which tell which module every byte of a minified
// file was made from: a file's gzip size is split among its modules in proportion to their
// minified size (bytes the map gives to no module, the bundler's glue, are shared out the same
// way). JSON the bundler inlined, which no map covers, is found by its text and counted as own
// code; a file with no map at all (chunks of JSON only) counts whole as own code. A module in two
// files the page loaded counts as duplicated from its second copy on, even where each part kept
// other exports of it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export const PIECES = [
  'federation runtime',
  'single-spa',
  'remote entries',
  'libraries',
  'duplicated',
  'bundler runtime',
  'own code',
] as const;
export type Piece = (typeof PIECES)[number];

export const PIECE_NOTES: Record<Piece, string> = {
  'federation runtime': "Module Federation's runtime and its bundler glue (sharing, consumes)",
  'single-spa': 'single-spa and single-spa-react',
  'remote entries': "each remote's remoteEntry file, whole",
  libraries: 'node_modules, first copy on the page',
  duplicated: 'a module already in another file the page loaded',
  'bundler runtime': "rspack's own runtime, chunk loading (federation's is counted above)",
  'own code': "the parts' and contracts' code, translations included",
};

/** One script a page loaded, where its build put it. */
export interface Script {
  /** the file as served */
  file: string;
  /** its source map, or undefined when the build wrote none */
  map?: string;
  /** the folder its build started from (the sources in the map are relative to it) */
  context: string;
  /** its gzip bytes, as the bench counts them */
  gzip: number;
}

export interface Breakdown {
  /** gzip bytes by piece */
  pieces: Record<Piece, number>;
  /** gzip bytes of each module counted as duplicated, by module (repository-relative path) */
  duplicates: Map<string, number>;
  /** gzip bytes of each module's first copy, by module */
  modules: Map<string, number>;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** A source map segment's fields, base64 VLQ. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** A JSON module inlined by the bundler (JSON.parse of a string literal): its text has no mapping. */
const INLINED_JSON = /JSON\.parse\((['"])((?:\\.|(?!\1)[^\\])*)\1\)/g;

/**
 * The minified characters each module made, by module (repository-relative path; `json:<hash>`
 * for JSON the bundler inlined, which the map covers not, counted by its text); '' for those the
 * map gives to none (line breaks, glue written by the bundler).
 */
export function charactersByModule(code: string, map: { sources: string[]; mappings: string }, context: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (module: string, count: number) => count > 0 && counts.set(module, (counts.get(module) ?? 0) + count);
  const modules = map.sources.map((source) => sourcePath(source, context));
  const lines = code.split('\n');
  const mapped = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    // a segment: [column, source delta, original line delta, original column delta, name delta];
    // only the column starts again at each line. owner: each character's source, -1 for none
    const owner = new Int32Array(line.length).fill(-1);
    const segments: { column: number; source: number }[] = [];
    let column = 0;
    for (const text of (mapped[index] ?? '').split(',')) {
      if (!text) continue;
      const fields = decodeSegment(text);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    segments.sort((a, b) => a.column - b.column);
    segments.forEach((segment, i) => owner.fill(segment.source, segment.column, segments[i + 1]?.column ?? line.length));
    for (const match of line.matchAll(INLINED_JSON)) {
      const start = match.index + 'JSON.parse('.length;
      const key = `json:${createHash('sha1').update(match[2]).digest('hex').slice(0, 12)}`;
      let count = 0;
      for (let i = start; i < start + match[2].length + 2; i += 1) {
        if (owner[i] === -1) {
          owner[i] = -2;
          count += 1;
        }
      }
      add(key, count);
    }
    add('', index < lines.length - 1 ? 1 : 0);
    for (let i = 0; i < owner.length; ) {
      let j = i;
      while (j < owner.length && owner[j] === owner[i]) j += 1;
      if (owner[i] !== -2) add(owner[i] === -1 ? '' : modules[owner[i]], j - i);
      i = j;
    }
  });
  return counts;
}

/** A map's source as a repository-relative path (or the bundler's own name for a runtime module). */
function sourcePath(source: string, context: string): string {
  // webpack://<the build's unique name, which may hold a slash>/<path from the context>
  const inBuild = /^webpack:\/\/.*?\/(?=\.\.?\/|webpack\/)/.test(source)
    ? source.replace(/^webpack:\/\/.*?\/(?=\.\.?\/|webpack\/)/, '')
    : source.replace(/^webpack:\/\/[^/]*\//, '');
  if (inBuild.startsWith('webpack/')) return `${path.relative(ROOT, context)}:${inBuild}`;
  if (!/^\.\.?\//.test(inBuild)) return `${path.relative(ROOT, context)}:${decodeURIComponent(inBuild)}`;
  return path.relative(ROOT, path.resolve(context, inBuild.split('?')[0]));
}

/** Which piece a module is (its first copy on the page). */
export function pieceOf(module: string): Exclude<Piece, 'remote entries' | 'duplicated'> {
  if (/node_modules\/@module-federation\//.test(module)) return 'federation runtime';
  if (/node_modules\/single-spa(-react)?\//.test(module)) return 'single-spa';
  if (module.startsWith('json:')) return 'own code';
  if (/^[^:]*:webpack\/runtime\//.test(module)) {
    return /federation|sharing|consumes|remotes/.test(module) ? 'federation runtime' : 'bundler runtime';
  }
  // code the federation plugin writes into the runtime (no file of its own)
  if (/^[^:]*:/.test(module)) return /federation/.test(module) ? 'federation runtime' : 'bundler runtime';
  if (module.includes('node_modules/')) return 'libraries';
  return 'own code';
}

const REMOTE_ENTRY = /(^|\/)remoteEntry(\.[0-9a-f]+)?\.js$/;

/** The pieces of the scripts a page loaded, in the order they were loaded. */
export function breakDown(scripts: Script[]): Breakdown {
  const pieces = Object.fromEntries(PIECES.map((piece) => [piece, 0])) as Record<Piece, number>;
  const duplicates = new Map<string, number>();
  const firstCopies = new Map<string, number>();
  for (const script of scripts) {
    if (REMOTE_ENTRY.test(script.file)) {
      pieces['remote entries'] += script.gzip;
      continue;
    }
    if (!script.map || !existsSync(script.map)) {
      pieces['own code'] += script.gzip;
      continue;
    }
    const map = JSON.parse(readFileSync(script.map, 'utf8')) as { sources: string[]; mappings: string };
    const modules = charactersByModule(readFileSync(script.file, 'utf8'), map, script.context);
    modules.delete('');
    const total = [...modules.values()].reduce((a, b) => a + b, 0);
    for (const [module, count] of modules) {
      const share = (script.gzip * count) / total;
      if (firstCopies.has(module)) {
        pieces.duplicated += share;
        duplicates.set(module, (duplicates.get(module) ?? 0) + share);
      } else pieces[pieceOf(module)] += share;
    }
    for (const [module, count] of modules) if (!firstCopies.has(module)) firstCopies.set(module, (script.gzip * count) / total);
  }
  return { pieces, duplicates, modules: firstCopies };
}

/** The duplicated modules grouped by package (or folder of ours), largest first. */
export function duplicatedPackages(duplicates: Map<string, number>): [string, number][] {
  const byPackage = new Map<string, number>();
  for (const [module, bytes] of duplicates) {
    const match = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(module);
    const name = match ? match[1] : module.split('/').slice(0, 3).join('/');
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One page's pieces in both builds, as the bench prints and records them. */
export interface PagePieces {
  page: string;
  composed: Breakdown;
  monolith: Breakdown;
}

/** Prints each page's pieces, composed beside monolith; returns them as figures for record(). */
export function reportPieces(pages: PagePieces[]) {
  console.log(
    '\nCold JavaScript by piece, KB gzip (the load of median JavaScript of each build; each file\'s gzip size split among\n' +
      "its modules in proportion to their minified size, read from the builds' source maps):",
  );
  const row = (...cells: string[]) => `  ${cells[0].padEnd(20)}${cells[1].padStart(10)}${cells[2].padStart(10)}${cells[3].padStart(12)}`;
  const figures = [];
  for (const { page, composed, monolith } of pages) {
    console.log(row(page, 'composed', 'monolith', 'difference'));
    const total = (breakdown: Breakdown) => PIECES.reduce((sum, piece) => sum + breakdown.pieces[piece], 0);
    for (const piece of PIECES) {
      const [c, m] = [composed.pieces[piece], monolith.pieces[piece]];
      if (kb(c) === '0.0' && kb(m) === '0.0') continue;
      const difference = c - m;
      console.log(row(`  ${piece}`, kb(c), kb(m), `${difference >= 0 ? '+' : ''}${kb(difference)}`));
      figures.push({
        bench: 'compose',
        name: `${page} cold, composed JavaScript by piece: ${piece} (monolith ${kb(m)} KB)`,
        value: Number(kb(c)),
        unit: 'KB',
      });
    }
    const [c, m] = [total(composed), total(monolith)];
    console.log(row('  total', kb(c), kb(m), `${c - m >= 0 ? '+' : ''}${kb(c - m)}`));
    const duplicated = duplicatedPackages(composed.duplicates).filter(([, bytes]) => bytes >= 51);
    if (duplicated.length > 0) console.log(`    duplicated: ${duplicated.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);
  }
  console.log('  The pieces:');
  for (const piece of PIECES) console.log(`    ${piece}: ${PIECE_NOTES[piece]}`);
  return figures;
}
