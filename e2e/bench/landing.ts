// `npm run bench:landing`: what prerendering the public pages gives a first
// visit to the landing page. The site starts as the e2e harness starts it; beside it, the same
// build of the shell is served without its prerendered pages (the page as it was before: an
// empty #root that scripts fill). In Debian's chromium, "/" is loaded cold (a fresh context)
// RUNS times in each, taking turns. Printed: the medians of the first contentful paint, the
// largest contentful paint, the cumulative layout shift until the page is interactive and
// settled, and when the page became interactive (its clicks answered: held by the boot script
// for the application on the prerendered page, the auth remote mounted on the other).
// Targets: LCP at most half of the page without prerendering, CLS 0.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startHarness } from '../src/harness';
import { authRemoteHydrated } from '../src/public-pages';
import { median, record } from './measure';

const RUNS = Number(process.env.LANDING_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 19680);
const PLAIN_PORT = PORT + 20;
const VIEWPORT = { width: 1280, height: 900 };
const ROOT = path.resolve(__dirname, '../..');

interface Load {
  /** what moved, when the page shifted (printed) */
  shifts: string[];
  fcp: number;
  lcp: number;
  cls: number;
  interactive: number;
}

// Before any script of the page: LCP as the browser reports it, CLS as web-vitals sums it
// (shifts without recent input), and the moment the auth remote's React root is on its container.
const OBSERVERS = `(() => {
  window.__lcp = NaN; window.__cls = 0; window.__interactive = NaN;
  new PerformanceObserver((list) => { const e = list.getEntries(); window.__lcp = e[e.length - 1].startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  window.__shifts = [];
  const describe = (s) => (s.node ? s.node.nodeName + '.' + (s.node.className || '') + ' "' + (s.node.textContent || '').slice(0, 30) + '"' : '?') + ' ' + JSON.stringify(s.previousRect) + ' -> ' + JSON.stringify(s.currentRect);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; window.__shifts.push(Math.round(e.startTime) + ' ms ' + e.value.toFixed(4) + ': ' + (e.sources || []).map(describe).join('; ')); } })
    .observe({ type: 'layout-shift', buffered: true });
  const hydrated = ${authRemoteHydrated};
  const check = () => {
    // the boot script holds the page's clicks for the application (shell/src/boot/boot.ts), or the auth remote answers them
    if (window.rapportBoot || hydrated()) window.__interactive = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

async function loadCold(browser: Awaited<ReturnType<typeof startHarness>>['browser'], origin: string): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  try {
    await context.addInitScript(OBSERVERS);
    const page: Page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __interactive: number }).__interactive));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return (await page.evaluate(`({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp, cls: window.__cls, interactive: window.__interactive, shifts: window.__shifts,
    })`)) as Load;
  } finally {
    await context.close();
  }
}

async function main() {
  const plainOrigin = `http://localhost:${PLAIN_PORT}`;
  const h = await startHarness(PORT, { accessibility: false, apiOrigins: [plainOrigin] });
  const { startStaticServer } = (await import(path.join(ROOT, 'deploy/lib/static-server.mjs'))) as {
    startStaticServer: (o: object) => Promise<{ close: () => Promise<void> }>;
  };
  const { trustedOrigins } = (await import(path.join(ROOT, 'deploy/lib/security-headers.mjs'))) as {
    trustedOrigins: (o: { remotes: unknown; config: unknown }) => object;
  };
  const { PRERENDERED_DIR } = (await import(path.join(ROOT, 'deploy/lib/prerendered-pages.mjs'))) as { PRERENDERED_DIR: string };
  // the same shell build, its prerendered pages left out; the same remotes and API
  const plainDir = mkdtempSync(path.join(os.tmpdir(), 'rapport-plain-shell-'));
  cpSync(path.join(ROOT, 'shell/dist'), plainDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}${PRERENDERED_DIR}`) });
  const [remotes, config] = (await Promise.all(['remotes.json', 'config.json'].map(async (file) => (await fetch(`${h.origin}/${file}`)).json()))) as unknown[];
  const plain = await startStaticServer({
    dir: plainDir,
    port: PLAIN_PORT,
    host: '0.0.0.0',
    spa: true,
    json: { 'remotes.json': remotes, 'config.json': config },
    origins: trustedOrigins({ remotes, config }),
  });
  const loads = { prerendered: [] as Load[], plain: [] as Load[] };
  try {
    // one load of each first: the API and the static servers warm, as for every run after
    await loadCold(h.browser, h.origin);
    await loadCold(h.browser, plainOrigin);
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? (['prerendered', 'plain'] as const) : (['plain', 'prerendered'] as const);
      for (const which of order) loads[which].push(await loadCold(h.browser, which === 'prerendered' ? h.origin : plainOrigin));
    }
  } finally {
    await plain.close();
    await h.close();
    rmSync(plainDir, { recursive: true, force: true });
  }

  for (const load of loads.prerendered) for (const shift of load.shifts) console.log(`  a prerendered load shifted at ${shift}`);
  const of = (which: keyof typeof loads, key: Exclude<keyof Load, 'shifts'>) => median(loads[which].map((load) => load[key]));
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`\nThe landing page "/", cold, median of ${RUNS} loads (en, ${VIEWPORT.width}x${VIEWPORT.height}):`);
  console.log(`  ${'figure'.padEnd(28)}${'prerendered'.padStart(12)}${'not prerendered'.padStart(17)}`);
  for (const [key, label] of [
    ['fcp', 'first contentful paint'],
    ['lcp', 'largest contentful paint'],
    ['interactive', 'interactive (clicks answered)'],
  ] as const) {
    console.log(`  ${label.padEnd(28)}${ms(of('prerendered', key)).padStart(12)}${ms(of('plain', key)).padStart(17)}`);
  }
  console.log(`  ${'cumulative layout shift'.padEnd(28)}${of('prerendered', 'cls').toFixed(3).padStart(12)}${of('plain', 'cls').toFixed(3).padStart(17)}`);
  const lcp = of('prerendered', 'lcp');
  const before = of('plain', 'lcp');
  const lcpPass = lcp <= before / 2;
  // the largest shift of any run: one run's shift is a shift a visitor sees
  const cls = Math.max(...loads.prerendered.map((load) => load.cls));
  const clsPass = cls === 0;
  console.log(`  LCP: ${ms(lcp)} against ${ms(before)} without prerendering (target <= half: ${lcpPass ? 'PASS' : 'FAIL'})`);
  console.log(`  CLS: largest of the ${RUNS} prerendered loads ${cls.toFixed(3)} (target 0: ${clsPass ? 'PASS' : 'FAIL'})`);
  record([
    { bench: 'landing', name: `/ cold, largest contentful paint (without prerendering: ${ms(before)})`, value: Math.round(lcp), unit: 'ms', target: `<= ${Math.round(before / 2)}`, pass: lcpPass },
    { bench: 'landing', name: '/ cold, cumulative layout shift (largest of the runs)', value: Number(cls.toFixed(3)), unit: '', target: '0', pass: clsPass },
    { bench: 'landing', name: `/ cold, first contentful paint (without prerendering: ${ms(of('plain', 'fcp'))})`, value: Math.round(of('prerendered', 'fcp')), unit: 'ms' },
    { bench: 'landing', name: `/ cold, interactive (without prerendering: ${ms(of('plain', 'interactive'))})`, value: Math.round(of('prerendered', 'interactive')), unit: 'ms' },
  ]);
  process.exit(lcpPass && clsPass ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
