// The accessibility check itself (src/axe.ts), on a page of its own: its second contrast pass
// must cope with a page that changed under it, and still report what fails at rest.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { axeViolations } from '../src/axe';
import { CHROMIUM } from '../src/harness';

// a faint paragraph that the page removes while the check waits for a late animation to
// settle (the way a dialog closes or a step moves on during a test), and at /stays another
// that stays
const page = (stays: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check</title>
<style>@keyframes fade{from{opacity:1}to{opacity:.99}} .moving{animation:fade .8s}
.faint{color:#bbb;background:#fff}</style></head><body><main>
${stays ? '<p class="faint" id="stays">faint text that stays</p>' : ''}
<p class="faint" id="leaves">faint text that leaves</p>
<div class="moving">first</div><div id="late">second</div></main>
<script>
setTimeout(() => { document.getElementById('late').className = 'moving'; }, 900);
setTimeout(() => { document.getElementById('leaves').remove(); }, 1300);
</script></body></html>`;

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

  const check = async (address: string) => {
    const tab = await browser.newPage();
    await tab.goto(address);
    const found = await axeViolations(tab);
    await tab.close();
    return found.map((violation) => `${violation.rule} ${violation.target}`);
  };

  it('passes over a low-contrast element the page removed before the second look', async () => {
    assert.deepEqual(await check(url), []);
  });

  it('still reports the low contrast that stays on the page', async () => {
    assert.deepEqual(await check(url + 'stays'), ['color-contrast #stays']);
  });
});
