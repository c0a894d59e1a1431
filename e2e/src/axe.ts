// The accessibility check of every page the e2e tests visit: axe-core's
// own source is injected into the page and run there; violations of impact serious or
// critical are collected and reported when the harness closes.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the suite; minor and moderate ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * A rule may be waived only for one named element, with the reason written here. None today:
 * a waiver is added for a third-party widget we cannot change, never to hide our own markup.
 */
export const AXE_WAIVERS: readonly { rule: string; selector: string; reason: string }[] = [];

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  target: string;
  /** the element's opening markup, cut at 160 characters */
  html: string;
  /** axe's account of the failure ("Element has insufficient color contrast of 2.9 (foreground color: ...") */
  summary: string;
  url: string;
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: (AxeNode & { impact?: string | null })[];
}

const waived = (rule: string, target: string): boolean =>
  AXE_WAIVERS.some((waiver) => waiver.rule === rule && waiver.selector === target);

/** Puts axe-core in the page (window.axe), once. */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Runs axe-core on the page as it is now; the serious and critical violations, one per element. */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const url = page.url();
  if (!url.startsWith('http')) return [];
  await injectAxe(page);
  // no named function inside: tsx would wrap it in a __name() the page does not have
  const results = await page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: string[] }[] };
    type Axe = { run: (context: unknown, options: object) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe?: Axe }).axe;
    // the page was replaced (a reload, a new address) after axe was put in: nothing to judge here
    if (!axe) return null;
    const violations: Violation[] = [];
    for (const round of ['every rule', 'colour contrast again'] as const) {
      // colours are judged at rest, and the page is left as it is (its own animations untouched,
      // a test may be measuring them): wait until no animation that ends is running, those that
      // one ending started included (a dialog's exit after its entrance). One that never ends
      // (a spinner) or stands paused would hold the check for ever: it is not waited for.
      for (;;) {
        const ending = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.playbackRate !== 0)
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
        if (ending.length === 0) break;
        await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      }
      if (round === 'every rule') {
        violations.push(...(await axe.run(document, { resultTypes: ['violations'] })).violations);
        continue;
      }
      // a button clicked during the run is read half-way to its colour: what still fails once settled fails
      const contrast = violations.find((violation) => violation.id === 'color-contrast');
      if (!contrast) break;
      // only the elements still on the page: one the page removed meanwhile (a closing dialog,
      // the next step) was read mid-change, and axe refuses an include that matches nothing
      const still = contrast.nodes.filter(
        (node) => node.target.length !== 1 || typeof node.target[0] !== 'string' || document.querySelector(node.target[0]) !== null,
      );
      const again =
        still.length === 0
          ? { violations: [] }
          : await axe.run({ include: still.map((node) => node.target) }, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
      violations.splice(violations.indexOf(contrast), 1, ...again.violations);
    }
    return violations;
  });
  // the watcher takes this for a navigation during the run: the next arrival (or flush) checks again
  if (results === null) throw new Error('the page was replaced by a navigation during the accessibility check');
  const found: A11yViolation[] = [];
  for (const result of results as AxeResult[]) {
    for (const node of result.nodes) {
      const impact = node.impact ?? result.impact ?? '';
      const target = node.target.map(String).join(' >> ');
      if (FAILING_IMPACTS.has(impact) && !waived(result.id, target)) {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        found.push({ rule: result.id, impact, help: result.help, target, html: node.html.slice(0, 160), summary, url });
      }
    }
  }
  return found;
}

/** "color-contrast (serious) at button.primary <button class=...> on http://localhost:18080/choice: Elements must meet..." */
export const describeViolation = (v: A11yViolation): string => `${v.rule} (${v.impact}) at ${v.target} ${v.html} on ${v.url}: ${v.help}. ${v.summary}`;

/** The watchers of the pages the harness checks, for `accessibilityChecked`. */
const watchers = new WeakMap<Page, { checked: () => Promise<void> }>();

/**
 * Resolves once the accessibility check has looked at the page as it is since its last load
 * or navigation: when the check due after it (and any due after a navigation meanwhile) has
 * run. At once if none is due, or the page is not watched (the check turned off) or closed.
 * A test waits for it before it changes what the check reads (closes a dialog that would be
 * read half-faded), or to know that the check has had its look at a page.
 */
export const accessibilityChecked = (page: Page): Promise<void> => watchers.get(page)?.checked() ?? Promise.resolve();

/**
 * Watches a page: after each load or navigation of its main frame (once the page has settled
 * for `settleMs`), and on `flush`, axe runs and the violations join `sink` (each rule, element
 * and address once). Runs never overlap; a run cut short by a navigation is retried by the
 * next one.
 */
export function watchAccessibility(page: Page, sink: Map<string, A11yViolation>, settleMs = 400) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** navigated since the last flush: its end state is not checked yet */
  let moved = true;
  /** loads and navigations so far, and how many of them a finished run has looked at */
  let arrivals = 0;
  let looked = 0;
  /** a run threw: the runs after it are skipped (flush reports the error) */
  let failed = false;
  const waiting: (() => void)[] = [];
  const release = () => {
    if (looked < arrivals && !failed && !page.isClosed()) return;
    for (const resolve of waiting.splice(0)) resolve();
  };

  const check = (): Promise<void> => {
    running = running.then(async () => {
      if (page.isClosed()) return;
      // what this run looks at: every arrival so far (a later one schedules a run of its own)
      const upTo = arrivals;
      try {
        for (const violation of await axeViolations(page)) {
          sink.set(`${violation.rule}|${violation.target}|${violation.url.split('?')[0]}`, violation);
        }
      } catch (error) {
        // the page navigated or closed during the run: the next navigation (or flush) checks again
        if (!page.isClosed() && !/context was destroyed|navigation|Target .*closed/i.test(String(error))) throw error;
      } finally {
        looked = Math.max(looked, upTo);
        release();
      }
    });
    // a test waiting on the check goes on: the error fails the run at flush
    running.catch(() => {
      failed = true;
      release();
    });
    return running;
  };

  const schedule = () => {
    moved = true;
    arrivals += 1;
    clearTimeout(timer);
    timer = setTimeout(() => void check().catch(() => undefined), settleMs);
  };
  page.on('load', schedule);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) schedule();
  });
  page.on('close', () => {
    clearTimeout(timer);
    release();
  });
  watchers.set(page, {
    checked: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        release();
      }),
  });

  return {
    /** Checks the page as it is now (the end of a test) after any run under way. */
    async flush(): Promise<void> {
      clearTimeout(timer);
      moved = false;
      await check();
    },
    /** Whether the page navigated since its last flush (a page left by its test did not). */
    moved: () => moved,
  };
}
