// `npm run bench:bundle`: the gzip size of the JavaScript a browser runs before the public pages
// are interactive (their content is HTML, their controls held by the boot script until the
// application loads at the visitor's first move: shell/src/boot/boot.ts), then what the landing
// page runs once the visitor moves; measured in chromium against the production build served as
// `npm start` serves it. Scripts fetched ahead and not run (prefetch) are not counted. Then each
// part's total JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoSurveyPath } from '../src/barometer';
import { firstMove } from '../src/public-pages';
import { startHarness } from '../src/harness';
import { record } from './measure';

const ROOT = path.resolve(__dirname, '../..');
/** A public page's budget: at most 120 KB of gzipped JavaScript before it is interactive */
const TARGET_KB = 120;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** BUNDLE_LIST=1: each script a page loaded, largest first, to see where the weight comes from */
const LIST = process.env.BUNDLE_LIST === '1';

async function pageWeight(h: Awaited<ReturnType<typeof startHarness>>, route: string, ready: string, { move = false } = {}) {
  // a fresh context: nothing cached, as on a first visit
  const { page } = await h.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || response.status() !== 200) return;
    // before the first move, what runs only: a prefetch is fetched ahead for the first move, not run
    // (once the visitor moves it runs, from the cache: counted then)
    if (!move && /prefetch/.test((await response.request().allHeaders())['sec-purpose'] ?? '')) return;
    try {
      scripts.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* a body that went away with navigation */
    }
  });
  await page.goto(h.origin + route);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (move) {
    // the visitor's first move: the application loads and hydrates the page
    await firstMove(page);
    await page.waitForLoadState('networkidle');
  }
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  if (LIST) {
    for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`    ${route.padEnd(6)} ${kb(bytes).padStart(7)} KB  ${url}`);
  }
  return { total, count: scripts.size };
}

function remoteTotal(dir: string) {
  const dist = path.join(ROOT, dir, 'dist');
  let raw = 0;
  let gz = 0;
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const body = readFileSync(path.join(dist, file));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gz };
}

async function main() {
  const h = await startHarness(Number(process.env.BENCH_PORT || 19080), { accessibility: false });
  let failed = false;
  try {
    console.log('JS loaded before the page is interactive (gzip):');
    // every public page's target; the landing page after the first move for information
    const survey = await demoSurveyPath(h.apiBase);
    // the survey's intro is rendered in the browser (its texts are the company's): its heading is the sign it is interactive
    const pages: [route: string, target: number | null, move: boolean, ready: string][] = [
      ['/', TARGET_KB, false, '#rapport-app-auth h1'],
      ['/pro', TARGET_KB, false, '#rapport-app-auth h1'],
      ['/privacypolicy', TARGET_KB, false, '#rapport-app-auth h1'],
      [survey, TARGET_KB, false, '#rapport-app-barometer h1'],
      ['/', null, true, '#rapport-app-auth h1'],
    ];
    for (const [route, target, move, ready] of pages) {
      const { total, count } = await pageWeight(h, route, ready, { move });
      const ok = target === null || total / 1024 <= target;
      failed ||= !ok;
      const label = move ? `${route} after the first move` : route === survey ? 'barometer intro' : route;
      const verdict = target === null ? '' : `  (target <= ${target} KB: ${ok ? 'PASS' : 'FAIL'})`;
      console.log(`  ${label.padEnd(24)} ${kb(total).padStart(7)} KB in ${count} files${verdict}`);
      record([
        {
          bench: 'bundle',
          name: move ? `${route}: JavaScript once the visitor moves (gzip)` : `${label}: JavaScript before interactive (gzip)`,
          value: Number(kb(total)),
          unit: 'KB',
          ...(target !== null && { target: `<= ${target}`, pass: ok }),
        },
      ]);
    }
    console.log('Each part’s total JavaScript (all chunks, raw / gzip):');
    const remoteTable: { workspace: string }[] = JSON.parse(
      readFileSync(path.join(ROOT, 'shared-contracts/platform/src/routes/remotes.json'), 'utf8'),
    );
    for (const dir of ['shell', ...remoteTable.map((remote) => remote.workspace)]) {
      const { raw, gz } = remoteTotal(dir);
      console.log(`  ${dir.padEnd(18)} ${kb(raw).padStart(8)} KB / ${kb(gz).padStart(7)} KB`);
    }
  } finally {
    await h.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
