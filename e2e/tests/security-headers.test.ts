// Every origin of the composed site sends its security headers (the shell, each remote, the
// API), the page's styles live under a strict policy, the browser refuses what the policy
// forbids, and no source map is public.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cspReported, type CspViolation } from '../src/csp';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18980);
});
after(async () => {
  await h?.close();
});

const REMOTES = ['auth', 'questionnaire', 'company', 'barometer'] as const;
const remoteOrigin = (name: (typeof REMOTES)[number]) => `http://localhost:${h.site.ports[name]}`;
const apiOrigin = () => new URL(h.apiBase).origin;
/** a remote's entry script, as its manifest names it (content-hashed in production builds) */
const remoteEntryOf = async (name: (typeof REMOTES)[number]): Promise<string> =>
  ((await (await fetch(`${remoteOrigin(name)}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;

/** directive -> its sources */
function policyOf(response: Response): Record<string, string[]> {
  const policy = response.headers.get('content-security-policy');
  assert.ok(policy, `${response.url} sends a Content-Security-Policy`);
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

/** The headers every static answer carries, page or not. */
function assertStaticHeaders(response: Response): Record<string, string[]> {
  const where = response.url;
  const policy = response.headers.get('content-security-policy') ?? '';
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|unsafe-hashes|'strict-dynamic'|\*/, `${where}: a strict policy`);
  const csp = policyOf(response);
  assert.deepEqual(csp['default-src'], ["'none'"], where);
  assert.deepEqual(csp['object-src'], ["'none'"], where);
  assert.deepEqual(csp['base-uri'], ["'none'"], where);
  assert.deepEqual(csp['form-action'], ["'self'"], where);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"], where);
  // the trusted list comes from the environment: the remotes' origins and the API's
  assert.deepEqual(csp['script-src'], ["'self'", ...REMOTES.map(remoteOrigin).sort()], where);
  assert.deepEqual(csp['connect-src'], ["'self'", apiOrigin(), ...REMOTES.map(remoteOrigin).sort()], where);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', where);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', where);
  assert.equal(response.headers.get('referrer-policy'), 'same-origin', where);
  assert.equal(response.headers.get('cross-origin-opener-policy'), 'same-origin', where);
  assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/, where);
  // plain http on this machine: HSTS is for production (deploy/nginx.conf)
  assert.equal(response.headers.get('strict-transport-security'), null, where);
  return csp;
}

/** A page: the headers, a nonce of its own in the policy and in the page, never stored. */
async function assertPage(url: string): Promise<string> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  const csp = assertStaticHeaders(response);
  assert.equal(response.headers.get('cache-control'), 'no-store', url);
  const html = await response.text();
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
  assert.ok(nonce && nonce !== '__CSP_NONCE__', `${url}: the page carries its nonce`);
  assert.deepEqual(csp['style-src'], ["'self'", `'nonce-${nonce}'`], url);
  // a JSON data block (remotes.json, deploy/lib/remotes-in-page.cjs) is never run: not a script the policy would have to allow
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>/, `${url}: no inline script`);
  return nonce;
}

/** The hashed scripts a page loads (its <script src>). */
async function scriptsOf(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => new URL(match[1], url).href);
}

describe('security headers on every origin', () => {
  it('the shell answers its page with a strict policy and a fresh nonce each time', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/', '/results', '/company/contacts']) nonces.add(await assertPage(h.origin + path));
    assert.equal(nonces.size, 4, 'a new nonce for every answer');
  });

  it('the shell’s scripts and runtime documents carry the same headers', async () => {
    const urls = [`${h.origin}/remotes.json`, `${h.origin}/config.json`, `${h.origin}/favicon.svg`, ...(await scriptsOf(h.origin + '/'))];
    assert.ok(urls.length >= 4, 'the page loads its entry script');
    for (const url of urls) {
      const response = await fetch(url);
      assert.equal(response.status, 200, url);
      assert.deepEqual(assertStaticHeaders(response)['style-src'], ["'self'"], `${url}: no nonce outside a page`);
      await response.arrayBuffer();
    }
  });

  it('each remote’s manifest, entry and own page carry them, and are readable from the shell', async () => {
    for (const name of REMOTES) {
      const origin = remoteOrigin(name);
      for (const file of ['mf-manifest.json', await remoteEntryOf(name)]) {
        const response = await fetch(`${origin}/${file}`, { headers: { Origin: h.origin } });
        assert.equal(response.status, 200, `${name} ${file}`);
        assertStaticHeaders(response);
        assert.ok(response.headers.get('access-control-allow-origin'), `${name} ${file} is readable cross-origin`);
        await response.arrayBuffer();
      }
      await assertPage(`${origin}/`);
    }
  });

  it('the API sends its own policy, frame-ancestors none, nosniff and a frame refusal', async () => {
    const response = await fetch(`${h.apiBase}/health`, { headers: { Origin: h.origin } });
    assert.equal(response.status, 200);
    assert.deepEqual(policyOf(response)['frame-ancestors'], ["'none'"]);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/, 'the API’s policy allows no inline code either');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('referrer-policy'));
    assert.equal(response.headers.get('access-control-allow-origin'), h.origin);
  });
});

describe('source maps', () => {
  it('are on no origin: no map file served, no bundle pointing at one', async () => {
    const scripts = [
      ...(await scriptsOf(h.origin + '/')),
    ];
    for (const name of REMOTES) scripts.push(`${remoteOrigin(name)}/${await remoteEntryOf(name)}`);
    for (const name of REMOTES) scripts.push(...(await scriptsOf(`${remoteOrigin(name)}/`)));
    for (const script of scripts) {
      const body = await (await fetch(script)).text();
      assert.doesNotMatch(body, /[#@] sourceMappingURL=/, `${script} names no source map`);
      const map = await fetch(`${script}.map`);
      assert.equal(map.status, 404, `${script}.map is not served`);
      assert.doesNotMatch(await map.text(), /"mappings"/);
    }
  });
});

describe('the policy in the browser', () => {
  it('lets Chakra’s nonce’d styles apply, filled through the CSSOM', async () => {
    const { page } = await h.newPage();
    // a page that is not prerendered: every <style> is emotion's, made in the browser (a
    // prerendered page also brings its styles as nonce'd text: prerendered-pages.test.ts)
    await page.goto(h.origin + '/reset-password');
    await page.locator('#rapport-app-auth h1').waitFor();
    const styles = await page.evaluate(() => {
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
      const sheets = [...document.querySelectorAll<HTMLStyleElement>('style')];
      return {
        nonce,
        // the browser hides a nonce attribute once the page is read; the property keeps it
        hidden: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce'),
        count: sheets.length,
        nonces: [...new Set(sheets.map((style) => style.nonce))],
        rules: sheets.reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0),
        text: sheets.reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0),
        font: getComputedStyle(document.querySelector('#rapport-app-auth h1')!).fontFamily,
      };
    });
    assert.ok(styles.nonce.length >= 16, 'the page knows its nonce');
    assert.equal(styles.hidden, '', 'the nonce is not readable as an attribute');
    assert.ok(styles.count > 0, 'emotion inserted its <style> elements');
    assert.deepEqual(styles.nonces, [styles.nonce], 'each carries the page’s nonce');
    assert.ok(styles.rules > 20, `the rules apply (${styles.rules})`);
    assert.equal(styles.text, 0, 'production emotion inserts rules through the CSSOM, not as text');
    assert.match(styles.font, /system-ui/, 'the theme’s font is applied');
    assert.deepEqual(h.takeCspViolations(), [], 'a page of the site violates nothing');
  });

  it('refuses inline scripts, unsigned <style> elements, style attributes, eval and framing', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/');
    await page.locator('#rapport-app-auth h1').waitFor();
    const directives = ['script-src-elem', 'style-src-elem', 'style-src-attr', 'script-src'];
    const reported = cspReported((recorded) => directives.every((directive) => recorded.some((v) => v.directive === directive)));
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as { __inlineRan?: boolean; __evalRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 3px solid red }';
      document.head.append(style);
      const holder = document.createElement('div');
      holder.innerHTML = '<p style="color: red">x</p>';
      document.body.append(holder);
      // in a frame of its own: the devtools protocol allows eval in the synchronous part of an evaluation
      await new Promise((resolve) => requestAnimationFrame(resolve));
      try {
        flags.__evalRan = new Function('return true')() as boolean;
      } catch {
        flags.__evalRan = false;
      }
      // each refusal is final at once: the script did not run, the styles are not applied
      return {
        inline: flags.__inlineRan === true,
        eval: flags.__evalRan,
        style: getComputedStyle(document.body).outlineStyle === 'solid',
        attribute: getComputedStyle(holder.firstElementChild!).color === 'rgb(255, 0, 0)',
      };
    });
    assert.deepEqual(ran, { inline: false, eval: false, style: false, attribute: false });
    await reported;
    const refused = new Set(h.takeCspViolations().map((violation) => violation.directive));
    for (const directive of directives) {
      assert.ok(refused.has(directive), `the harness recorded the ${directive} violation (got ${[...refused].join(', ')})`);
    }
  });

  it('cannot be framed', async () => {
    const { page } = await h.newPage();
    const framesAncestors = (violation: CspViolation) => /frame-ancestors/.test(`${violation.directive} ${violation.blocked}`);
    const reported = cspReported((recorded) => recorded.some(framesAncestors));
    // a page of no origin of ours (about:blank) frames the shell; its load is the frame's too
    await page.setContent(`<main><h1>Framing</h1><iframe title="the shell" src="${h.origin}/"></iframe></main>`);
    await reported;
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    assert.ok(child, 'the frame exists');
    const loaded = await child.evaluate(() => document.getElementById('root') !== null).catch(() => false);
    assert.equal(loaded, false, 'the shell did not load in the frame');
    const refused = h.takeCspViolations();
    assert.ok(refused.some(framesAncestors), 'chromium reports frame-ancestors');
  });
});
