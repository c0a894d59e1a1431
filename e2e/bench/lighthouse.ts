// `npm run bench:lighthouse`: Lighthouse (the version pinned in e2e/package.json, in Debian's
// chromium) against the site as `npm start` serves it, mobile profile with its default simulated
// throttling, performance only: the score and its LCP, TBT and CLS for the public pages (the
// landing page, /pro, the barometer survey's intro) and two signed-in pages (/results as the
// demo individual, /recruitments as the demo admin). The signed-in pages are read in a browser
// profile the demo account signed in to first (Lighthouse keeps its storage: disableStorageReset).
// Beside each, the real-browser figures of the same page with the CPU slowed 4x (no network
// throttling): LCP and the long tasks' blocking time until the page settles.
// Targets: performance >= 95 on the public pages, >= 85 on the signed-in ones.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { signInAsDemo } from '../src/accounts';
import { demoSurveyPath } from '../src/barometer';
import { CHROMIUM, startHarness, type Harness } from '../src/harness';
import { median, record } from './measure';

const PORT = Number(process.env.BENCH_PORT || 19880);
const DEBUG_PORT = PORT + 50;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** LIGHTHOUSE_ONLY=intro: the pages whose name contains it; LIGHTHOUSE_DETAIL=1: each run's main-thread time per script and its long tasks */
const ONLY = process.env.LIGHTHOUSE_ONLY;
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

interface Target {
  name: string;
  path: string;
  /** who is signed in to the browser profile that reads it */
  as: 'visitor' | 'individual' | 'admin';
  target: number;
}

interface Scores {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** A chromium profile (its folder) with `as` signed in, and the browser on it with a debugging port for Lighthouse. */
async function profileFor(h: Harness, as: Target['as']): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (as !== 'visitor') await signInAsDemo(page, h.origin, as);
  await page.goto('about:blank');
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function lighthouseRun(url: string): Promise<Scores> {
  const { default: lighthouse } = (await import('lighthouse')) as typeof import('lighthouse');
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    // the profile's sign-in is the point
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (DETAIL) printDetail(lhr.audits);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

type Audits = Record<string, { details?: unknown } | undefined>;

/** Where the main thread's time went: per script (bootup-time) and the long tasks, as Lighthouse reports them. */
function printDetail(audits: Audits) {
  const rows = (id: string) => ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  for (const item of rows('bootup-time')) {
    console.log(`    script ${String(item.url).padEnd(70)} total ${Math.round(Number(item.total))} ms, evaluating ${Math.round(Number(item.scripting))} ms`);
  }
  for (const item of rows('long-tasks')) console.log(`    long task at ${Math.round(Number(item.startTime))} ms: ${Math.round(Number(item.duration))} ms, ${String(item.url)}`);
}

/** The page in the same profile, CPU slowed 4x: LCP and the long tasks' time over 50 ms until the network settles. */
async function realBrowser(context: BrowserContext, url: string): Promise<{ lcp: number; tbt: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(`(() => {
      window.__lcp = NaN; window.__tbt = 0;
      new PerformanceObserver((l) => { const e = l.getEntries(); window.__lcp = e[e.length - 1].startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tbt += Math.max(0, e.duration - 50); }).observe({ type: 'longtask', buffered: true });
    })()`);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return (await page.evaluate('({ lcp: window.__lcp, tbt: window.__tbt })')) as { lcp: number; tbt: number };
  } finally {
    await page.close();
  }
}

async function main() {
  const h = await startHarness(PORT, { accessibility: false });
  const targets: Target[] = [
    { name: 'landing', path: '/', as: 'visitor', target: 95 },
    { name: '/pro', path: '/pro', as: 'visitor', target: 95 },
    { name: 'barometer intro', path: await demoSurveyPath(h.apiBase), as: 'visitor', target: 95 },
    { name: '/results', path: '/results', as: 'individual', target: 85 },
    { name: '/recruitments', path: '/recruitments', as: 'admin', target: 85 },
  ];
  let failed = false;
  const ms = (value: number) => `${Math.round(value)} ms`;
  try {
    console.log(`Lighthouse (mobile, simulated throttling), median of ${RUNS} runs; real chromium with the CPU slowed 4x beside it:`);
    console.log(`  ${'page'.padEnd(16)}${'score'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}   ${'real LCP'.padStart(9)}${'real TBT'.padStart(10)}`);
    for (const target of targets.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
      const profile = await profileFor(h, target.as);
      try {
        const url = h.origin + target.path;
        const runs: Scores[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
        const real = [];
        for (let run = 0; run < RUNS; run += 1) real.push(await realBrowser(profile.context, url));
        const of = (key: keyof Scores) => median(runs.map((r) => r[key]));
        const score = of('performance');
        const pass = score >= target.target;
        failed ||= !pass;
        const realLcp = median(real.map((r) => r.lcp));
        const realTbt = median(real.map((r) => r.tbt));
        console.log(
          `  ${target.name.padEnd(16)}${String(score).padStart(6)}${ms(of('lcp')).padStart(9)}${ms(of('tbt')).padStart(9)}${of('cls').toFixed(3).padStart(7)}   ${ms(realLcp).padStart(9)}${ms(realTbt).padStart(10)}  (target >= ${target.target}: ${pass ? 'PASS' : 'FAIL'})`,
        );
        record([
          { bench: 'lighthouse', name: `${target.name}: performance (mobile)`, value: score, unit: '', target: `>= ${target.target}`, pass },
          { bench: 'lighthouse', name: `${target.name}: LCP (Lighthouse, simulated)`, value: Math.round(of('lcp')), unit: 'ms' },
          { bench: 'lighthouse', name: `${target.name}: total blocking time (Lighthouse, simulated)`, value: Math.round(of('tbt')), unit: 'ms' },
          { bench: 'lighthouse', name: `${target.name}: CLS (Lighthouse)`, value: Number(of('cls').toFixed(3)), unit: '' },
          { bench: 'lighthouse', name: `${target.name}: LCP (chromium, CPU 4x slower)`, value: Math.round(realLcp), unit: 'ms' },
          { bench: 'lighthouse', name: `${target.name}: blocking time (chromium, CPU 4x slower)`, value: Math.round(realTbt), unit: 'ms' },
        ]);
      } finally {
        await profile.close();
      }
    }
  } finally {
    await h.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
