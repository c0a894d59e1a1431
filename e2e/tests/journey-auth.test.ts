// The login modal takes every click, a dead one-click link and an expired session say so and
// open the sign-in, a visitor's bottom menu asks for a sign-in and comes back, and the landing
// page does not move while it loads (CLS 0).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { PASSWORD, openSignIn, registerThroughApi, signInThroughModal, uniqueEmail } from '../src/accounts';
import { accessibilityChecked } from '../src/axe';
import { startHarness, type Harness } from '../src/harness';
import { oneClickLinkByInvitation } from '../src/one-click';
import { finishThroughApi } from '../src/journey';

let h: Harness;

before(async () => {
  h = await startHarness(18880);
});
after(async () => {
  await h?.close();
});

const BOTTOM_MENU = 'Quick navigation';
const dialog = (page: Page) => page.getByRole('dialog');

/** The toasts and modal texts a person saw, collected as they appear. */
async function watchTexts(page: Page, texts: string[]) {
  await page.exposeFunction('__sawText', (text: string) => texts.push(text));
  await page.addInitScript((watched: string[]) => {
    new MutationObserver(() => {
      const shown = document.body?.innerText ?? '';
      for (const text of watched) {
        const count = shown.split(text).length - 1;
        const seen = ((window as unknown as Record<string, Record<string, number>>).__seen ??= {});
        if (count > (seen[text] ?? 0)) (window as unknown as { __sawText: (t: string) => void }).__sawText(text);
        seen[text] = Math.max(count, seen[text] ?? 0);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts.splice(0));
}

/**
 * Lets a page that has just arrived settle before the test closes its modal: the harness checks
 * every page with axe-core soon after it arrives, and a dialog fading out during that check
 * reads as faded colours. Its end is awaited, not guessed.
 */
const settle = (page: Page) => accessibilityChecked(page);

/** Two animation frames: what the page changed before is laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * The page's requests from now on; `quiet` resolves once every one of them is answered and
 * none starts while the page paints what the answers brought (a toast, a lazy part).
 */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  let answered = () => {};
  const done = (request: Request) => {
    open.delete(request);
    answered();
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(): Promise<void> {
      for (;;) {
        while (open.size > 0) await new Promise<void>((resolve) => (answered = resolve));
        await painted(page);
        if (open.size === 0) return;
      }
    },
  };
}

/** A person with an account (made through the API), on the landing page as a visitor. */
async function accountHolderOnLanding(prefix: string) {
  const email = uniqueEmail(prefix);
  const session = await registerThroughApi(h.apiBase, email);
  const { page } = await h.newPage();
  await page.goto(h.origin + '/');
  return { page, ...session, email };
}

/** The visitor's bottom menu item, clicked. */
const bottomMenu = (page: Page, item: 'Profile' | 'Contacts') =>
  page.getByRole('navigation', { name: BOTTOM_MENU }).getByRole('link', { name: item }).click();

async function activeField(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);
}

describe('the login modal', () => {
  it('lands a click on "Forgot your password?" or "Sign up" made from the e-mail field, with no "Required" and no move', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/');
    await openSignIn(page);
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'email');
    assert.equal(await activeField(page), 'email', 'the modal opens in its first field');

    const forgot = dialog(page).getByRole('button', { name: 'Forgot your password?' });
    // the dialog at rest (its opening animation scales it)
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const before = await forgot.boundingBox();
    await dialog(page).getByLabel('E-mail').click();
    // press, look, release: nothing appears and nothing moves under the pointer meanwhile. The
    // look comes once the page has had the press (the field's blur with it) and painted since.
    await forgot.hover();
    await page.evaluate(() =>
      window.addEventListener('mousedown', () => ((window as unknown as { __pressed: boolean }).__pressed = true), { capture: true, once: true }),
    );
    await page.mouse.down();
    await page.waitForFunction(() => (window as unknown as { __pressed?: boolean }).__pressed === true);
    await painted(page);
    assert.deepEqual(await forgot.boundingBox(), before, 'the link stays under the pointer');
    assert.equal(await dialog(page).getByText('Required').count(), 0);
    await page.mouse.up();
    await dialog(page).getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    assert.equal(await dialog(page).getByText('Required').count(), 0, 'switching views shows no validation error');

    await dialog(page).getByRole('button', { name: 'Back to sign in' }).click();
    await dialog(page).getByLabel('E-mail').click();
    await dialog(page).getByRole('button', { name: 'No account yet? Sign up' }).click();
    await dialog(page).getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'firstName');
    assert.equal(await dialog(page).getByText('Required').count(), 0, 'each view starts in its first field, with no error');
  });

  it('submits with Enter from the first field (it does not follow a link)', async () => {
    const { page, email } = await accountHolderOnLanding('enter');
    await openSignIn(page);
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'email');
    await settle(page);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(h.origin + '/choice');
  });
});

describe('a one-click link', () => {
  it('no longer valid: says so once, stores nothing, and opens the sign-in with its e-mail', async () => {
    const email = uniqueEmail('deadlink');
    const { referral } = await registerThroughApi(h.apiBase, email);
    const { page } = await h.newPage();
    const seen: string[] = ['This sign-in link is no longer valid', 'You logged in successfully', 'Failed to retrieve'];
    await watchTexts(page, seen);
    const requests = trackRequests(page);
    await page.goto(`${h.origin}/?token=not-a-valid-token&email=${encodeURIComponent(email)}&referral=${referral}`);
    await dialog(page).getByText('This sign-in link is no longer valid. Please sign in.').waitFor();
    assert.equal(await dialog(page).getByLabel('E-mail').inputValue(), email);
    assert.equal(new URL(page.url()).search, '', 'the credentials leave the address bar');
    // any other message would follow an answer of the API: every one has come and been shown
    await requests.quiet();
    await settle(page);
    assert.deepEqual(seen, ['This sign-in link is no longer valid'], 'one message, no success, no failure toasts');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    // the sign-in it offers works: the password is all that is left to type
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(h.origin + '/choice');
  });

  it('still valid (a company invitation mailed it): signs in', async () => {
    const email = uniqueEmail('goodlink');
    await registerThroughApi(h.apiBase, email);
    const link = await oneClickLinkByInvitation(h, email);
    const { page } = await h.newPage();
    await page.goto(link);
    // the link carries its contact, which puts the interface in French (spec section 2)
    await page.getByText('Connexion réussie').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/choice');
  });

  it('carrying a session token instead of its code: refused like a spent link', async () => {
    const email = uniqueEmail('tokenlink');
    const { token, referral } = await registerThroughApi(h.apiBase, email);
    const { page } = await h.newPage();
    await page.goto(`${h.origin}/?token=${token}&email=${encodeURIComponent(email)}&referral=${referral}`);
    await dialog(page).getByText('This sign-in link is no longer valid. Please sign in.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  });
});

describe('an expired session', () => {
  it('says the session ended, opens the sign-in, and returns to the page after it', async () => {
    const { page, email } = await accountHolderOnLanding('expired');
    await openSignIn(page);
    await settle(page);
    await signInThroughModal(page, email);
    await page.waitForURL(h.origin + '/choice');
    await page.locator('#rapport-app-questionnaire').getByRole('heading').first().waitFor();

    // the token is revoked elsewhere (docs/auth-wire.md: POST /auth/user/logout)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoked = await fetch(`${h.apiBase}/auth/user/logout`, { method: 'POST', headers: { Authorization: `Token ${token}` } });
    assert.equal(revoked.status, 200);

    await bottomMenu(page, 'Contacts');
    await dialog(page).getByText('Your session has ended. Please sign in again.').waitFor();
    assert.equal(page.url(), h.origin + '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await settle(page);
    await signInThroughModal(page, email);
    await page.waitForURL(h.origin + '/contacts');
    await dialog(page).waitFor({ state: 'detached' });
  });
});

describe("a visitor's bottom menu", () => {
  it('Contacts opens the sign-in instead of bouncing, and the sign-in goes on to Contacts', async () => {
    const { page, email } = await accountHolderOnLanding('menu');
    await bottomMenu(page, 'Contacts');
    await dialog(page).getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal(page.url(), h.origin + '/');
    await settle(page);
    await signInThroughModal(page, email);
    await page.waitForURL(h.origin + '/contacts');
  });

  it('Profile opens the sign-in, and a finisher signing in lands on their results', async () => {
    const { page, email, token } = await accountHolderOnLanding('profile');
    await finishThroughApi(h.apiBase, token, email);
    await bottomMenu(page, 'Profile');
    await dialog(page).getByRole('heading', { name: 'Sign in' }).waitFor();
    await settle(page);
    await signInThroughModal(page, email);
    await page.waitForURL(h.origin + '/results');
  });
});

describe('the landing page', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`does not shift while it loads and is scrolled through, ${viewport.width} px wide (CLS 0)`, async () => {
      const context = await h.browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      try {
        await page.addInitScript(() => {
          const shifts: PerformanceEntry[] = [];
          const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
          observer.observe({ type: 'layout-shift', buffered: true });
          Object.assign(window, { __shifts: shifts, __shiftObserver: observer });
        });
        const requests = trackRequests(page);
        await page.goto(h.origin + '/', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        // a person reading down to the contact form, which loads on the way: each turn of the
        // wheel is seen through (the page scrolled by it, or as far as it goes) before the next
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 300) {
          await page.mouse.wheel(0, 300);
          await page.waitForFunction(
            (target) => {
              const page = document.scrollingElement!;
              return page.scrollTop >= Math.min(target, page.scrollHeight - page.clientHeight) - 1;
            },
            y + 300,
          );
        }
        await page.locator('#contact form').waitFor();
        // what could still move the page has arrived and been painted: the answers to its
        // requests (the form's code and texts), its fonts and its images
        await requests.quiet();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await painted(page);
        // the shifts of the frames painted so far, those the observer has not delivered yet too
        const shifts = await page.evaluate(() => {
          const { __shifts: delivered, __shiftObserver: observer } = window as unknown as {
            __shifts: PerformanceEntry[];
            __shiftObserver: PerformanceObserver;
          };
          return [...delivered, ...observer.takeRecords()]
            .map((entry) => entry as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })
            .filter((entry) => !entry.hadRecentInput)
            .map((entry) => ({
              value: entry.value,
              sources: (entry.sources ?? []).map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?'),
            }));
        });
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        assert.equal(cls, 0, `layout shifts: ${JSON.stringify(shifts)}`);
      } finally {
        await context.close();
      }
    });
  }

  it('has its favicon, served by the page’s origin, and requests nothing missing', async () => {
    const { page } = await h.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(h.origin + '/', { waitUntil: 'networkidle' });
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    assert.equal(icon, '/favicon.svg');
    const favicon = await fetch(new URL(icon, h.origin));
    assert.equal(favicon.status, 200);
    assert.match(favicon.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(await favicon.text(), /^<svg /);
    assert.deepEqual(missing, []);
  });
});
