// The accessibility check itself (src/axe.ts), on a page of its own: its second contrast look
// must cope with a page that changed under it, and still report what fails at rest.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { axeViolations, injectAxe } from '../src/axe';
import { CHROMIUM } from '../src/harness';

// a faint paragraph that the page removes between the check's two looks (the way a dialog
// closes or a step moves on during a test), and at /stays another that stays
const page = (stays: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check</title>
<style>.faint{color:#bbb;background:#fff}</style></head><body><main>
${stays ? '<p class="faint" id="stays">faint text that stays</p>' : ''}
<p class="faint" id="leaves">faint text that leaves</p></main></body></html>`;

describe('the accessibility check', () => {
  let server: Server;
  let browser: Browser;
  let url: string;
  before(async () => {
    server = createServer((request, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page(request.url === '/stays')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  /** The check's findings on the page at this address, #leaves removed right after axe's first run (no timing involved). */
  const check = async (address: string) => {
    const tab = await browser.newPage();
    await tab.goto(address);
    await injectAxe(tab);
    // no named function inside: tsx would wrap it in a __name() the page does not have
    await tab.evaluate(() => {
      type Axe = { run: (...args: unknown[]) => Promise<unknown> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const original = axe.run;
      const runs = { done: 0 };
      axe.run = (...args: unknown[]) =>
        original.apply(axe, args).then((result) => {
          runs.done += 1;
          if (runs.done === 1) document.getElementById('leaves')?.remove();
          return result;
        });
    });
    const found = await axeViolations(tab);
    const left = await tab.evaluate(() => document.getElementById('leaves') === null);
    await tab.close();
    assert.ok(left, 'the page removed #leaves during the check');
    return found.map((violation) => `${violation.rule} ${violation.target}`);
  };

  it('passes over a low-contrast element the page removed before the second look', async () => {
    assert.deepEqual(await check(url), []);
  });

  it('still reports the low contrast that stays on the page', async () => {
    assert.deepEqual(await check(url + 'stays'), ['color-contrast #stays']);
  });
});
