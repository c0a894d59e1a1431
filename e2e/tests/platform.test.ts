import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../src/accounts';
import { firstMove } from '../src/public-pages';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18080);
});
after(async () => {
  await h?.close();
});

/**
 * A signed-in individual's stored session: a real one, since the shell reads the profile again
 * at start and ends a session the API does not know.
 */
async function individualSession(page: Page): Promise<void> {
  const email = uniqueEmail('solo');
  const registered = await fetch(`${h.apiBase}/auth/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'E', last_name: 'Two' }),
  });
  assert.equal(registered.status, 200, await registered.clone().text());
  const login = await fetch(`${h.apiBase}/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript(
    ({ token: stored, email: own }) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('email', own);
      localStorage.setItem('profile', JSON.stringify({ first_name: 'E', last_name: 'Two', email: own, picture_url: null, referral: 'r', companies: [] }));
    },
    { token, email },
  );
}

describe('the composed site', () => {
  it('renders the landing page through the shell, with remotes found at run time', async () => {
    const { page } = await h.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(h.origin + '/');
    const heading = page.locator('#rapport-app-auth h1');
    await heading.waitFor();
    assert.ok((await heading.innerText()).length > 5, 'the landing page has a headline');
    // the page is HTML until the visitor moves; then the shell starts and loads the remotes
    await firstMove(page);
    assert.ok(requests.includes(`${h.origin}/config.json`), 'config.json is fetched from the shell origin');
    // remotes.json and the remotes' manifests come in the page (deploy/lib/remotes-in-page.cjs): no request for them
    const inPage = JSON.parse((await page.locator('#rapport-remotes').textContent()) ?? '') as Record<string, { manifest: string; manifestContent?: unknown }>;
    assert.equal(inPage.auth.manifest, `http://localhost:${h.site.ports.auth}/mf-manifest.json`, 'the page names the auth remote’s manifest on its own origin');
    assert.ok(inPage.auth.manifestContent, 'and carries it');
    assert.ok(!requests.includes(`${h.origin}/remotes.json`) && !requests.some((url) => url.endsWith('/mf-manifest.json')), requests.join('\n'));
    assert.ok(
      requests.some((url) => url.startsWith(`http://localhost:${h.site.ports.auth}/remoteEntry.`)),
      'the auth remote is loaded from its own origin, through the entry its manifest names',
    );
  });

  it('preloads, with each remote, the files of its exposed module only (not its standalone harness)', async () => {
    type Manifest = { metaData: { remoteEntry: { name: string } }; exposes: { assets: { js: { sync: string[] } } }[] };
    for (const name of ['auth', 'questionnaire', 'company', 'barometer'] as const) {
      const origin = `http://localhost:${h.site.ports[name]}`;
      const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
      const sync = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
      assert.ok(sync.length > 0, `${name}: the manifest lists the exposed module's files`);
      for (const file of sync) {
        // src/standalone.ts mounts the remote alone: its chunk is the harness page's, never the shell's
        assert.doesNotMatch(await (await fetch(`${origin}/${file}`)).text(), /mountStandalone/, `${name}: ${file} is not the standalone harness`);
      }
    }
  });

  it('holds exactly one copy of React, react-dom and the shared singletons', async () => {
    const { page } = await h.newPage();
    // Every react-dom copy registers its renderer with the devtools hook once.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/already loaded|multiple instances|more than one copy|Invalid hook call/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto(h.origin + '/');
    await firstMove(page);
    const report = await page.evaluate(() => {
      const w = window as unknown as {
        __renderers: { version?: string }[];
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; from?: string }>>>> };
      };
      const loadedCopies: Record<string, string[]> = {};
      for (const instance of Object.values(w.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.loading) (loadedCopies[pkg] ??= []).push(`${version}@${entry.from}`);
          }
        }
      }
      return { renderers: w.__renderers.map((r) => r.version ?? '?'), loadedCopies };
    });
    assert.equal(report.renderers.length, 1, `one react-dom renderer, got ${JSON.stringify(report.renderers)}`);
    for (const pkg of ['react', 'react-dom', '@emotion/react', '@chakra-ui/react', '@reduxjs/toolkit', 'react-redux', 'react-router-dom', 'i18next', '@rapport/platform', '@rapport/ui']) {
      const copies = new Set((report.loadedCopies[pkg] ?? []).map((c) => c.split('@').slice(0, -1).join('@')));
      assert.ok(copies.size <= 1, `${pkg} is loaded once, got ${JSON.stringify(report.loadedCopies[pkg])}`);
    }
    assert.ok(report.loadedCopies.react?.length, 'react is provided through the share scope');
    assert.deepEqual(warnings, []);
  });

  it('sends visitors without a token from a protected page to /', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/results');
    await page.waitForURL(h.origin + '/');
    await page.locator('#rapport-app-auth h1').waitFor();
    assert.equal(await page.locator('#rapport-app-questionnaire').innerHTML(), '', 'the questionnaire remote never mounted');
  });

  it('sends a signed-in individual from a company page to /pro', async () => {
    const { page } = await h.newPage();
    await individualSession(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __paths: string[] }).__paths = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, title: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(String(url), location.href).pathname);
          return original(state, title, url);
        };
      }
    });
    await page.goto(h.origin + '/recruitments');
    await page.waitForFunction(() => (window as unknown as { __paths: string[] }).__paths.includes('/pro'));
    assert.equal(await page.locator('#rapport-app-company').innerHTML(), '', 'the company remote never mounted');
  });

  it('contains a remote that fails to load and keeps the rest of the site working', async () => {
    const { page } = await h.newPage();
    await individualSession(page);
    await page.route(`http://localhost:${h.site.ports.questionnaire}/**`, (route) => route.abort());
    await page.goto(h.origin + '/results');
    const panel = page.locator('#rapport-app-questionnaire [data-testid="remote-unavailable"]');
    await panel.waitFor();
    assert.match(await panel.innerText(), /This area is unavailable/);
    assert.match(await panel.innerText(), /Retry/);
    // The chrome still works: the language switch re-renders the panel in French.
    await page.getByTestId('lang-fr').click();
    await page.locator('#rapport-app-questionnaire', { hasText: 'Cet espace est indisponible' }).waitFor();
    // Another area still loads.
    await page.getByRole('link', { name: 'Accueil' }).first().click();
    await page.locator('#rapport-app-auth h1').waitFor();
  });

  it('switches a remote’s content to French from the header', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/');
    const heading = page.locator('#rapport-app-auth h1');
    await heading.waitFor();
    const english = await heading.innerText();
    await page.getByTestId('lang-fr').click();
    await page.waitForFunction((before) => document.querySelector('#rapport-app-auth h1')?.textContent !== before, english);
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  });

  it('refuses an invalid e-mail in the contact form and sends nothing', async () => {
    const { page } = await h.newPage();
    const isSend = (r: Request) => r.method() === 'POST' && r.url().includes('/send/contact');
    /** the address of each message sent */
    const posts: string[] = [];
    page.on('request', (r) => {
      if (isSend(r)) posts.push((r.postDataJSON() as { sender_email: string }).sender_email);
    });
    await page.goto(h.origin + '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Your e-mail address').fill('ada-at-example');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('I would like to know more.');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await form.getByText('Invalid email address').waitFor();
    assert.equal(await form.getByLabel('Message').inputValue(), 'I would like to know more.', 'nothing the user typed is lost');
    // that nothing left shows only once a send would have: the address corrected, the message
    // is sent (after the same delay, so after any send of the refused one), first and alone
    await form.getByLabel('Your e-mail address').fill('ada@example.com');
    const sent = page.waitForRequest(isSend);
    await form.getByRole('button', { name: 'Send the message' }).click();
    await sent;
    assert.deepEqual(posts, ['ada@example.com'], 'the refused address was never sent');
  });

  it('serves a not-found page for unknown paths', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/no-such-page');
    await page.getByTestId('not-found').waitFor();
  });
});
