// The public pages arrive as HTML that shows their whole content before any
// script runs, in the visitor's language, and the page then hydrates: the same elements stay
// (no second paint), nothing moves (no layout shift), and the page works.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { authRemoteHydrated, firstMove } from '../src/public-pages';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18480);
});
after(async () => {
  await h?.close();
});

/**
 * Before any script: every element of #root is tagged, every removal from #root is counted, and
 * layout shifts are summed (as web-vitals' CLS sums the shifts without recent input).
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: number; __cls: number; __tagged: number; __what: string[] };
    w.__removed = 0;
    w.__what = [];
    w.__cls = 0;
    w.__tagged = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // what moved, for the failure's message
        const sources = (entry as unknown as { sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }).sources ?? [];
        for (const source of sources) {
          const node = source.node instanceof HTMLElement ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName);
          w.__what.push(`shift ${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      for (const element of root.querySelectorAll('*')) (element as HTMLElement).dataset.fromServer = '1';
      w.__tagged = root.querySelectorAll('[data-from-server]').length;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof HTMLElement && node.dataset.fromServer) { w.__removed += 1; w.__what.push(`${node.tagName}.${node.className} in ${record.target instanceof HTMLElement ? record.target.tagName + '.' + record.target.className + '#' + record.target.id : ''}: ${node.textContent?.slice(0, 60)}`); }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

describe('the public pages, prerendered', () => {
  it('shows the landing page’s content with scripts off, in the browser’s language', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${h.origin}/`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Comprenez votre façon d’être avec les autres');
    assert.ok(await page.getByRole('button', { name: 'Se connecter' }).first().isVisible(), 'the header is there too');
    await page.goto(`${h.origin}/pro`);
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    await page.goto(`${h.origin}/privacypolicy`);
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    // a link that forces French, and the language a visitor chose (its cookie), win over the browser's
    const english = await h.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const other = await english.newPage();
    await other.goto(`${h.origin}/?mission=M1`);
    assert.equal(await other.locator('html').getAttribute('lang'), 'fr');
    await english.addCookies([{ name: 'lang', value: 'fr', url: h.origin }]);
    await other.goto(`${h.origin}/pro`);
    assert.equal(await other.locator('html').getAttribute('lang'), 'fr');
    await context.close();
    await english.close();
  });

  it('hydrates the landing page without replacing an element or shifting the layout, and then works', async () => {
    const { page } = await h.newPage();
    await watchHydration(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${h.origin}/`);
    // hydrated: the auth remote answers the button (it opens the sign-up dialog)
    await page.getByRole('button', { name: 'Start the questionnaire' }).click();
    await page.getByRole('dialog').waitFor();
    const { removed, cls, tagged, what } = await page.evaluate(() => {
      const w = window as unknown as { __removed: number; __cls: number; __tagged: number; __what: string[] };
      return { removed: w.__removed, cls: w.__cls, tagged: w.__tagged, what: w.__what };
    });
    assert.ok(tagged > 100, `the page arrived rendered (${tagged} elements)`);
    assert.equal(removed, 0, `no element of the prerendered page was replaced: ${what.join('; ')}`);
    assert.equal(cls, 0, `no layout shift: ${what.join('; ')}`);
    assert.deepEqual(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text)), []);
    // the styles that came with the page, and those emotion added since, all carry the page's nonce
    const nonces = await page.evaluate(() => [...new Set([...document.querySelectorAll('style')].map((style) => style.nonce))]);
    const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce);
    assert.deepEqual(nonces, [nonce]);
  });

  it('hydrates /pro, whose page loads in its own chunk, the same way', async () => {
    const { page } = await h.newPage();
    await watchHydration(page);
    await page.goto(`${h.origin}/pro`);
    // the visitor's first move starts the application, which hydrates the page
    await firstMove(page);
    await page.waitForLoadState('networkidle');
    const { removed, cls, what } = await page.evaluate(() => {
      const w = window as unknown as { __removed: number; __cls: number; __what: string[] };
      return { removed: w.__removed, cls: w.__cls, what: w.__what };
    });
    assert.equal(removed, 0, `no element replaced: ${what.join('; ')}`);
    assert.equal(cls, 0, `no layout shift: ${what.join('; ')}`);
  });

  it('runs only the boot script until the visitor moves, then the application, which answers a click made before it loaded', async () => {
    const { page } = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${h.origin}/`);
    // the page is complete and idle: the shell's script is fetched ahead (prefetch), not run
    await page.waitForLoadState('networkidle');
    assert.deepEqual(scripts, [scripts.find((file) => /^\/boot\.[0-9a-f]{8}\.js$/.test(file))]);
    const hydrated = () => page.evaluate(authRemoteHydrated);
    assert.equal(await hydrated(), false);
    // from the keyboard: the first Tab starts it, Enter on the header's sign-in button is held and answered
    await page.keyboard.press('Tab');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    assert.ok(scripts.some((file) => /^\/main\.[0-9a-f]{8}\.js$/.test(file)), `the shell loaded: ${scripts.join(', ')}`);
    assert.equal(await hydrated(), true);
  });

  it('renders afresh for a visitor whose language differs from the prerendered page’s, and switches the next page', async () => {
    const { context, page } = await h.newPage({ locale: 'en-US' });
    await page.goto(`${h.origin}/pro`);
    await page.getByTestId('lang-fr').click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    const cookies = await context.cookies(h.origin);
    assert.equal(cookies.find((cookie) => cookie.name === 'lang')?.value, 'fr');
    await page.goto(`${h.origin}/`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    await page.getByRole('button', { name: 'Commencer le questionnaire' }).waitFor();
  });
});
