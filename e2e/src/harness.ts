// Starts the production build as `npm start` serves it (separate origins, PGlite in a fresh
// temporary folder) and Debian's chromium through playwright-core. Every page is checked for
// accessibility (axe.ts) and Content-Security-Policy violations (csp.ts): any fails the run.
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describeViolation, watchAccessibility, type A11yViolation } from './axe';
import { describeCspViolation, watchContentSecurity, type CspViolation } from './csp';
import { startTestRehearsal } from './rehearsal';

interface Site {
  /** the rehearsal's folder (its site and logs); absent for `npm start`'s site */
  dir?: string;
  url: string;
  ports: Record<string, number>;
  config: { apiBase: string };
  /** opens the API's development mailbox (`npm start`'s site; none in the rehearsal, which is production) */
  mailboxKey?: string;
  stop: () => Promise<void>;
}

// deploy/ is plain ESM JavaScript; loaded at run time.
export const sitePath = path.resolve(__dirname, '../../deploy/lib/site.mjs');
export interface SiteModule {
  startSite: (o: object) => Promise<Site>;
  startApi: (o: object) => Promise<{ stop: () => Promise<void>; mailboxKey: string }>;
  siteRuntime: (env: Record<string, string>) => { ports: Record<string, number>; config: { apiBase: string }; shellOrigin: string };
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  site: Site;
  browser: Browser;
  origin: string;
  apiBase: string;
  /** the key of this API's development mailbox (e2e/src/accounts.ts reads mails with it); '' where there is none */
  mailboxKey: string;
  /** a page in a context of its own; `timezoneId` is the browser's time zone (the machine's unless given) */
  newPage: (options?: { locale?: string; timezoneId?: string }) => Promise<{ context: BrowserContext; page: Page }>;
  /**
   * The CSP violations recorded so far, forgotten once read: only for a test that causes one on
   * purpose (every other violation fails the run when the harness closes).
   */
  takeCspViolations: () => CspViolation[];
  close: () => Promise<void>;
}

export interface HarnessOptions {
  /** axe-core on every page (default); benches turn it off so that it weighs on no timing */
  accessibility?: boolean;
  /** the site to start: `npm start`'s, or the production rehearsal (default: E2E_TARGET) */
  target?: 'site' | 'rehearsal';
  /** more origins `npm start`'s API accepts, besides the shell's (a bench serving another build beside it) */
  apiOrigins?: string[];
  /** more environment for `npm start`'s API (a test's shortened clock: REMINDER_DAY_SECONDS...) */
  env?: Record<string, string>;
}

/** The environment of `npm start`'s API under test: demo data, development, the embedded database. */
export function siteEnv(portBase: number, dataDir: string, apiOrigins: string[] = []): Record<string, string> {
  const allowed = apiOrigins.length > 0 && {
    ALLOWED_ORIGINS: [`http://localhost:${portBase}`, `http://127.0.0.1:${portBase}`, ...apiOrigins].join(','),
  };
  return {
    PORT: String(portBase),
    API_PORT: String(portBase + 10),
    RAPPORT_DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // the tests sign in as the demo people: their accounts are asked for, as `npm start` does
    DEMO_DATA: '1',
    // `npm start`'s embedded database even where the suite's jest half runs on PostgreSQL
    DATABASE_URL: '',
    ...allowed,
  };
}

/**
 * The static origins and the demo database that the files of one `npm test -w e2e` share
 * (e2e/src/suite.ts starts them): a few sites side by side (slots, one per file running at
 * once), each file taking a free one and starting only an API of its own on it, on a copy of
 * the demo database, so files stay independent without each seeding the demo data again.
 */
export interface SharedSite {
  /** each slot's port base (PORT): its shell, remotes and API ports follow from it */
  slots: number[];
  /** the demo database, made once */
  template: string;
  /** where a file marks the slot it holds (a folder per slot, made atomically) */
  locks: string;
}

const sharedSite = (): SharedSite | undefined => (process.env.E2E_SITE ? (JSON.parse(process.env.E2E_SITE) as SharedSite) : undefined);

/** Whether the process that took a slot still runs (a slot just made has no pid yet: alive). */
function isAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** A free slot of the shared site, held until `release`: the suite runs no more files at once than it has slots. */
async function takeSlot(shared: SharedSite): Promise<{ portBase: number; release: () => void }> {
  // watched before the first look, so that a slot let go in between is not missed
  const watcher = watch(shared.locks);
  try {
    return await firstFreeSlot(shared, watcher);
  } finally {
    watcher.close();
  }
}

async function firstFreeSlot(shared: SharedSite, watcher: FSWatcher): Promise<{ portBase: number; release: () => void }> {
  for (;;) {
    for (const portBase of shared.slots) {
      const lock = path.join(shared.locks, String(portBase));
      try {
        mkdirSync(lock);
        writeFileSync(path.join(lock, 'pid'), String(process.pid));
        return { portBase, release: () => rmSync(lock, { recursive: true, force: true }) };
      } catch {
        // held by another file, unless that file's process died without letting it go
        if (!isAlive(lock)) rmSync(lock, { recursive: true, force: true });
      }
    }
    // every slot held by a running file: look again once one lets its slot go
    await once(watcher, 'change');
  }
}

/**
 * The site under test: `npm start`'s (PGlite, demo data), or with E2E_TARGET=rehearsal the
 * production rehearsal (nginx, two API replicas and a worker on PostgreSQL, NODE_ENV=production:
 * no demo accounts, so only the tests that make their own people run there).
 */
async function startTarget(portBase: number, dataDir: string, { target, apiOrigins = [], env = {} }: HarnessOptions): Promise<Site> {
  if ((target ?? process.env.E2E_TARGET) === 'rehearsal') {
    const rehearsal = await startTestRehearsal(portBase);
    return { ...rehearsal, ports: { shell: rehearsal.ports.shell, api: rehearsal.ports.api } };
  }
  const site = (await import(sitePath)) as SiteModule;
  const shared = apiOrigins.length === 0 ? sharedSite() : undefined;
  if (!shared) return site.startSite({ quiet: !process.env.E2E_VERBOSE, env: { ...siteEnv(portBase, dataDir, apiOrigins), ...env } });
  cpSync(shared.template, dataDir, { recursive: true });
  const slot = await takeSlot(shared);
  try {
    const apiEnv = { ...siteEnv(slot.portBase, dataDir), ...env };
    const api = await site.startApi({ quiet: !process.env.E2E_VERBOSE, env: apiEnv });
    const { ports, config, shellOrigin } = site.siteRuntime(apiEnv);
    const stop = () => api.stop().finally(slot.release);
    return { url: `${shellOrigin}/`, ports, config, mailboxKey: api.mailboxKey, stop };
  } catch (error) {
    slot.release();
    throw error;
  }
}

export async function startHarness(portBase = 18080, { accessibility = true, ...options }: HarnessOptions = {}): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rapport-e2e-'));
  // E2E_PORT_OFFSET moves a file run alone off its usual ports, so that two checkouts on one
  // machine can run the same file at once (the suite's shared slots ignore it)
  const site = await startTarget(portBase + Number(process.env.E2E_PORT_OFFSET ?? 0), dataDir, options);
  const origin = new URL(site.url).origin;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  // every page's Content-Security-Policy violations (the static origins send a strict policy),
  // in every context: those of newPage and those a test opens itself with browser.newContext
  const cspViolations = new Map<string, CspViolation>();
  const openContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await openContext(options);
    await watchContentSecurity(context, cspViolations);
    return context;
  };
  // every page is checked with axe-core after each navigation and at the end of its test
  const violations = new Map<string, A11yViolation>();
  const watched: { page: Page; flush: () => Promise<void>; moved: () => boolean }[] = [];
  const watch = (page: Page) => watched.push({ page, ...watchAccessibility(page, violations) });
  /** The end state of the pages still open (a test's last page, its last dialog); `all` false: those used since their last check. */
  const flushOpenPages = (all: boolean) =>
    Promise.all(watched.filter((w) => !w.page.isClosed() && (all || w.moved())).map((w) => w.flush()));
  return {
    site,
    browser,
    origin,
    apiBase: site.config.apiBase,
    mailboxKey: site.mailboxKey ?? '',
    async newPage({ locale = 'en-US', timezoneId }: { locale?: string; timezoneId?: string } = {}) {
      // a new page starts a test (or a step of one): the pages before it are at their end
      await flushOpenPages(false);
      const context = await browser.newContext({ locale, timezoneId, viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      if (accessibility) context.on('page', watch);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    takeCspViolations() {
      const taken = [...cspViolations.values()];
      cspViolations.clear();
      return taken;
    },
    async close() {
      const checked = await flushOpenPages(true).then(
        () => undefined,
        (error: unknown) => error,
      );
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (checked) throw checked;
      const failures: string[] = [];
      if (cspViolations.size > 0) {
        const lines = [...cspViolations.values()].map(describeCspViolation);
        failures.push(`Content-Security-Policy: ${cspViolations.size} violation(s):\n${lines.join('\n')}`);
      }
      if (violations.size > 0) {
        const lines = [...violations.values()].map(describeViolation);
        failures.push(`axe-core: ${violations.size} serious or critical accessibility violation(s):\n${lines.join('\n')}`);
      }
      if (failures.length > 0) throw new Error(failures.join('\n'));
    },
  };
}
