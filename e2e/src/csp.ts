// The Content-Security-Policy check of every page the e2e tests visit: each
// violation the browser reports is recorded, both as the `securitypolicyviolation` event (seen
// by a listener added before any page script runs) and as the console error chromium writes
// (which survives a page that navigates away at once). The harness fails the run on any.
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** the directive that refused (style-src-elem, script-src-attr...), or "console" */
  directive: string;
  /** what was refused: a URL, "inline", "eval" */
  blocked: string;
  /** where: the script's file and line, when the browser knows */
  source: string;
  /** the first characters of the refused inline code */
  sample: string;
  /** the page */
  url: string;
}

const BINDING = '__rapportCspViolation';

/** "style-src-elem refused inline (main.js:1) on http://localhost:18080/choice: .css-1x{...}" */
export const describeCspViolation = (v: CspViolation): string =>
  `${v.directive} refused ${v.blocked || '?'}${v.source ? ` (${v.source})` : ''} on ${v.url}${v.sample ? `: ${v.sample}` : ''}`;

/** Those waiting for reports (`cspReported`): each is told every violation recorded. */
const listeners = new Set<(violation: CspViolation) => void>();

/**
 * Resolves once the violations recorded from now on, in any watched context, satisfy `enough`
 * (or after `timeoutMs`, for the test's assertions to say what is missing). The browser reports
 * a violation on its own time, after the code that caused it: a test that causes some on
 * purpose waits for their reports before it reads them with takeCspViolations.
 */
export function cspReported(enough: (recorded: CspViolation[]) => boolean, timeoutMs = 15_000): Promise<void> {
  const recorded: CspViolation[] = [];
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      listeners.delete(listen);
      resolve();
    };
    const listen = (violation: CspViolation) => {
      recorded.push(violation);
      if (enough(recorded)) done();
    };
    const timer = setTimeout(done, timeoutMs);
    listeners.add(listen);
  });
}

/** Records every CSP violation of the context's pages into `sink` (one entry per kind and page). */
export async function watchContentSecurity(context: BrowserContext, sink: Map<string, CspViolation>): Promise<void> {
  const add = (violation: CspViolation) => {
    const key = `${violation.directive}|${violation.blocked}|${violation.source}|${violation.url.split('?')[0]}`;
    if (!sink.has(key)) sink.set(key, violation);
    for (const listen of listeners) listen(violation);
  };
  await context.exposeBinding(BINDING, (source, violation: CspViolation) => add(violation));
  // no named function inside: tsx would wrap it in a __name() the page does not have
  await context.addInitScript((binding: string) => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)[binding];
        void report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
          sample: event.sample,
          url: location.href,
        });
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!/Content Security Policy/i.test(text)) return;
    add({ directive: 'console', blocked: text.slice(0, 300), source: '', sample: '', url: message.page()?.url() ?? '' });
  });
}
