// `npm run bench:compose`: does composing the site from remotes at run time
// cost more than one ordinary single-page application of the same pages? The composed site
// starts as the e2e harness starts it (demo data); the monolith baseline (deploy/build/monolith:
// the same code, no federation, no single-spa) is served beside it by the same static server,
// against the same API. In Debian's chromium, the landing page, /results (the demo individual)
// and /recruitments (the demo admin) are loaded cold (a fresh context) and warm (reloaded in
// it), in both builds, RUNS times, the builds taking turns. Printed: the medians of the
// JavaScript that came over the network (gzip, as bundle.ts counts it), the requests sent and
// the largest contentful paint, and the composed/monolith ratio of each (target <= 1.15 for the
// JavaScript, 1.10 for the others). What the shell prefetches of the other areas while the
// browser is idle (the monolith prefetches nothing) is printed apart, not in the ratios. Then
// each page's cold JavaScript split by piece in both builds (compose-pieces.ts): the federation
// runtime, single-spa, remote entries, libraries, code duplicated between files, own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_INDIVIDUAL, DEMO_PASSWORD, openSignIn, signInThroughModal } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';
import { breakDown, reportPieces, type Script } from './compose-pieces';
import { median, record } from './measure';

const RUNS = Number(process.env.COMPOSE_RUNS || 3);
/** COMPOSE_LIST=1: every request of the first run's loads, to see where a difference comes from */
const LIST = process.env.COMPOSE_LIST === '1';
/** the composed site: the shell on PORT, remotes on the next four, the API on PORT + 10 */
const PORT = Number(process.env.BENCH_PORT || 19480);
const MONOLITH_PORT = PORT + 20;
const VIEWPORT = { width: 1280, height: 900 };
const REMOTE_TABLE: { name: string; workspace: string; alwaysActive?: boolean }[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../shared-contracts/platform/src/routes/remotes.json'), 'utf8'),
);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface PageCase {
  path: string;
  /** the remote that owns the page (mfe-auth is on every page too) */
  remote: string;
  /** who is signed in: nobody on the landing page */
  who: string | null;
  /** the page's content is on screen */
  ready: (page: Page) => Locator;
}

const PAGES: PageCase[] = [
  { path: '/', remote: 'auth', who: null, ready: (page) => page.locator('#rapport-app-auth h1').first() },
  { path: '/results', remote: 'questionnaire', who: DEMO_INDIVIDUAL, ready: (page) => page.locator('#rapport-app-questionnaire canvas').first() },
  {
    path: '/recruitments',
    remote: 'company',
    who: DEMO_ADMIN,
    ready: (page) => page.locator('#rapport-app-company').getByRole('row', { name: /REC-001/ }).first(),
  },
];

interface Build {
  name: 'composed' | 'monolith';
  origin: string;
  /** the signed-in person's local storage in this build's origin, by e-mail */
  sessions: Map<string, StorageState>;
  /** a request for another area than the page's own (the composed site's prefetching) */
  prefetched: (url: string, pageCase: PageCase) => boolean;
  /** where the build put the script at this address, and its source map */
  locate: (url: URL) => Omit<Script, 'gzip'>;
}

interface Load {
  /** gzip bytes of the JavaScript that came over the network */
  js: number;
  /** requests sent over the network (from the cache: not counted) */
  requests: number;
  /** largest contentful paint, ms from navigation start */
  lcp: number;
  /** what was fetched for another area, apart (gzip bytes of JavaScript, requests) */
  prefetch: { js: number; requests: number };
  /** the scripts counted in `js`, in the order they were asked for */
  scripts: { url: string; gzip: number }[];
}

const LCP_OBSERVER = `new PerformanceObserver((list) => {
  const entries = list.getEntries();
  window.__lcp = entries[entries.length - 1].startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/**
 * What a page takes from the network, through chromium's DevTools protocol: each request sent,
 * whether the cache answered it, and the body of each script that came over the network.
 */
async function watchNetwork(page: Page, prefetched: (url: string) => boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  type Sent = { url: string; cached: boolean; status: number; prefetch: boolean; start: number; end?: number };
  let requests = new Map<string, Sent>();
  let sent: Sent[] = [];
  let scripts: Promise<{ url: string; start: number; bytes: number; prefetch: boolean }>[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const request: Sent = { url: event.request.url, cached: false, status: 0, prefetch: prefetched(event.request.url), start: event.timestamp };
    sent.push(request);
    requests.set(event.requestId, request);
  });
  const fromCache = (requestId: string) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  };
  cdp.on('Network.requestServedFromCache', (event) => fromCache(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) fromCache(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
    // the scripts bundle.ts counts: *.js answered 200 by the server
    if (!request || request.cached || request.status !== 200 || !/\.m?js(\?|$)/.test(request.url)) return;
    scripts.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(({ body, base64Encoded }) => ({
        url: request.url,
        start: request.start,
        bytes: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length,
        prefetch: request.prefetch,
      })),
    );
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    /** The figures since the last call (the load just made), then starts again. */
    async take(label: string | null): Promise<Omit<Load, 'lcp'>> {
      const bodies = await Promise.all(scripts);
      const network = sent.filter((request) => !request.cached);
      // with when each was sent and finished, in ms from the first
      const ms = (t: number | undefined) => (t === undefined ? '-' : String(Math.round((t - (sent[0]?.start ?? 0)) * 1000)));
      if (label) for (const request of sent) console.log(`${label} ${ms(request.start)}..${ms(request.end)} ${request.cached ? 'cache' : request.status} ${request.prefetch ? 'prefetch ' : ''}${request.url}`);
      const figures = {
        js: sum(bodies.filter((body) => !body.prefetch).map((body) => body.bytes)),
        requests: network.filter((request) => !request.prefetch).length,
        prefetch: {
          js: sum(bodies.filter((body) => body.prefetch).map((body) => body.bytes)),
          requests: network.filter((request) => request.prefetch).length,
        },
        scripts: bodies
          .filter((body) => !body.prefetch)
          .sort((a, b) => a.start - b.start)
          .map((body) => ({ url: body.url, gzip: body.bytes })),
      };
      requests = new Map();
      sent = [];
      scripts = [];
      return figures;
    },
  };
}

/** One page, cold in a fresh context, then warm: reloaded in the same context. */
async function loadTwice(h: Harness, build: Build, pageCase: PageCase, list: boolean): Promise<{ cold: Load; warm: Load }> {
  const storageState = pageCase.who ? build.sessions.get(pageCase.who) : undefined;
  const context = await h.browser.newContext({ locale: 'en-US', viewport: VIEWPORT, storageState });
  try {
    await context.addInitScript(LCP_OBSERVER);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const network = await watchNetwork(page, (url) => build.prefetched(url, pageCase));
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const settle = async (phase: string): Promise<Load> => {
      await pageCase
        .ready(page)
        .waitFor()
        .catch(async (error: Error) => {
          const shown = await page.locator('body').innerText().catch(() => '(no body)');
          throw new Error(`${build.name} ${pageCase.path} ${phase}: ${error.message}\n--- the console:\n${messages.join('\n')}\n--- the page shows:\n${shown}`);
        });
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname !== pageCase.path) throw new Error(`${build.name}: ${pageCase.path} ended on ${page.url()}`);
      const lcp = (await page.evaluate('window.__lcp ?? NaN')) as number;
      return { ...(await network.take(list ? `${build.name} ${pageCase.path} ${phase}` : null)), lcp };
    };
    await page.goto(build.origin + pageCase.path);
    const cold = await settle('cold');
    await page.reload();
    const warm = await settle('warm');
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Signs a demo person in through the login modal of a build; their local storage there. */
async function signIn(h: Harness, origin: string, email: string, lands: PageCase): Promise<StorageState> {
  const context = await h.browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(origin + '/');
    await openSignIn(page);
    await signInThroughModal(page, email, DEMO_PASSWORD);
    await page.waitForURL(origin + lands.path);
    await lands.ready(page).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** each with its target ratio, composed/monolith */
const FIGURES = [
  { key: 'js', label: 'JavaScript (gzip)', show: kb, target: 1.15 },
  { key: 'requests', label: 'requests', show: (n: number) => String(Math.round(n)), target: 1.1 },
  { key: 'lcp', label: 'LCP', show: (ms: number) => `${Math.round(ms)} ms`, target: 1.1 },
] as const;

/** composed / monolith; two zeros are equal */
const ratioOf = (composed: number, monolith: number) => (monolith === 0 ? (composed === 0 ? 1 : Infinity) : composed / monolith);

async function main() {
  const started = Date.now();
  const deploy = (file: string) => path.resolve(__dirname, '../../deploy', file);
  const { buildParts } = (await import(deploy('scripts/build.mjs'))) as { buildParts: (o: { onlyMissing: boolean }) => void };
  const { buildMonolith, OUT_DIR, MAPS_DIR } = (await import(deploy('build/monolith/build.mjs'))) as {
    buildMonolith: (o: { onlyMissing: boolean }) => boolean;
    OUT_DIR: string;
    MAPS_DIR: string;
  };
  const { startMonolith } = (await import(deploy('build/monolith/serve.mjs'))) as {
    startMonolith: (o: { port: number; apiBase: string }) => Promise<{ close: () => Promise<void> }>;
  };
  // build what is missing, one build after another
  buildParts({ onlyMissing: true });
  buildMonolith({ onlyMissing: true });
  const built = Date.now();

  const monolithOrigin = `http://localhost:${MONOLITH_PORT}`;
  const h = await startHarness(PORT, { accessibility: false, apiOrigins: [monolithOrigin] });
  const monolith = await startMonolith({ port: MONOLITH_PORT, apiBase: h.apiBase });
  // the composed site serves each remote from its own origin: a request to one that is neither
  // the page's nor always there is the shell prefetching another area
  const remoteAt = new Map(REMOTE_TABLE.map((remote) => [`http://localhost:${h.site.ports[remote.name]}`, remote]));
  // each part serves its dist folder; its source maps are beside it (sourcemaps/)
  const partAt = new Map([[h.origin, 'shell'], ...REMOTE_TABLE.map((remote) => [`http://localhost:${h.site.ports[remote.name]}`, remote.workspace] as const)]);
  const inFolder = (dist: string, maps: string, context: string, url: URL) => {
    const file = decodeURIComponent(url.pathname).replace(/^\//, '');
    return { file: path.join(dist, file), map: path.join(maps, `${file}.map`), context };
  };
  const builds: Build[] = [
    {
      name: 'composed',
      origin: h.origin,
      sessions: new Map(),
      prefetched: (url, pageCase) => {
        const remote = remoteAt.get(new URL(url).origin);
        return remote !== undefined && !remote.alwaysActive && remote.name !== pageCase.remote;
      },
      locate: (url) => {
        const dir = path.resolve(__dirname, '../..', partAt.get(url.origin) ?? 'shell');
        return inFolder(path.join(dir, 'dist'), path.join(dir, 'sourcemaps'), dir, url);
      },
    },
    {
      name: 'monolith',
      origin: monolithOrigin,
      sessions: new Map(),
      prefetched: () => false,
      locate: (url) => inFolder(OUT_DIR, MAPS_DIR, deploy('build/monolith'), url),
    },
  ];
  const loads = new Map<string, Load[]>();
  const key = (build: Build, pageCase: PageCase, phase: string) => `${pageCase.path}|${phase}|${build.name}`;
  let failed = false;
  let measuring = 0;
  try {
    // each person signs in through each build's own login modal (which also warms both up)
    for (const build of builds) {
      for (const pageCase of PAGES) {
        if (pageCase.who) build.sessions.set(pageCase.who, await signIn(h, build.origin, pageCase.who, pageCase));
      }
    }
    measuring = Date.now();
    for (let run = 0; run < RUNS; run += 1) {
      for (const pageCase of PAGES) {
        // the builds take turns at going first
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const { cold, warm } = await loadTwice(h, build, pageCase, LIST && run === 0);
          for (const [phase, load] of [['cold', cold], ['warm', warm]] as const) {
            const list = loads.get(key(build, pageCase, phase)) ?? [];
            list.push(load);
            loads.set(key(build, pageCase, phase), list);
          }
        }
      }
    }
  } finally {
    await monolith.close();
    await h.close();
  }
  const finished = Date.now();

  console.log(
    `\nThe composed site against a monolith of the same pages (median of ${RUNS} loads each; target: composed/monolith <= ${FIGURES.map((figure) => `${figure.target.toFixed(2)} for ${figure.label}`).join(', ')})`,
  );
  const columns = (...cells: string[]) => `  ${cells[0].padEnd(14)}${cells[1].padEnd(6)}${cells[2].padEnd(19)}${cells[3].padStart(10)}${cells[4].padStart(11)}${cells[5].padStart(8)}  ${cells[6]}`;
  console.log(columns('page', 'load', 'figure', 'composed', 'monolith', 'ratio', ''));
  const figures = [];
  for (const pageCase of PAGES) {
    for (const phase of ['cold', 'warm'] as const) {
      for (const figure of FIGURES) {
        const [composed, mono] = builds.map((build) => median(loads.get(key(build, pageCase, phase))!.map((load) => load[figure.key])));
        const ratio = ratioOf(composed, mono);
        const pass = ratio <= figure.target;
        failed ||= !pass;
        console.log(columns(pageCase.path, phase, figure.label, figure.show(composed), figure.show(mono), ratio.toFixed(2), pass ? 'PASS' : 'FAIL'));
        figures.push({
          bench: 'compose',
          name: `${pageCase.path} ${phase}, ${figure.label}: composed ${figure.show(composed)} / monolith ${figure.show(mono)}`,
          value: Number(ratio.toFixed(2)),
          unit: '×',
          target: `<= ${figure.target.toFixed(2)}`,
          pass,
        });
      }
    }
  }
  const [composed] = builds;
  const prefetches = PAGES.flatMap((pageCase) =>
    (['cold', 'warm'] as const).flatMap((phase) => {
      const list = loads.get(key(composed, pageCase, phase))!;
      const js = median(list.map((load) => load.prefetch.js));
      const requests = median(list.map((load) => load.prefetch.requests));
      return requests > 0 ? [`${pageCase.path} ${phase}: ${kb(js)} of JavaScript in ${requests} requests`] : [];
    }),
  );
  if (prefetches.length > 0) {
    console.log('\nPrefetched by the composed site for other areas while idle (medians; not in the figures above):');
    for (const line of prefetches) console.log(`  ${line}`);
  }
  // the pieces of the cold load whose JavaScript is each build's median
  const medianLoad = (list: Load[]) => [...list].sort((a, b) => a.js - b.js)[Math.floor(list.length / 2)];
  const piecesOf = (build: Build, pageCase: PageCase) =>
    breakDown(medianLoad(loads.get(key(build, pageCase, 'cold'))!).scripts.map((script) => ({ ...build.locate(new URL(script.url)), gzip: script.gzip })));
  const pieces = reportPieces(PAGES.map((pageCase) => ({ page: pageCase.path, composed: piecesOf(builds[0], pageCase), monolith: piecesOf(builds[1], pageCase) })));
  record([...figures, ...pieces]);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
  console.log(
    `\n(${seconds(started, finished)} s in all: ${seconds(started, built)} s building, ${seconds(built, measuring)} s starting and signing in, ${seconds(measuring, finished)} s for ${RUNS} runs)`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
