// A dead invitation link and a step opened too early never leave a person stuck; and on a
// phone the Next bar sits on the bottom menu with no gap.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PASSWORD, registerThroughApi, uniqueEmail } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18680);
});
after(async () => {
  await h?.close();
});

const app = (page: Page) => page.locator('#rapport-app-questionnaire');
/** The shell's bottom menu, by its name. */
const BOTTOM_MENU = 'Quick navigation';

/** A person already signed in (their session in localStorage, as the shell keeps it). */
async function signedInPage(): Promise<{ page: Page; context: BrowserContext; email: string; token: string }> {
  const email = uniqueEmail('guards');
  const session = await registerThroughApi(h.apiBase, email);
  const { page, context } = await h.newPage();
  await page.addInitScript(
    ({ token, mail, referral }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('email', mail);
      localStorage.setItem('referral', referral);
    },
    { token: session.token, mail: email, referral: session.referral },
  );
  return { page, context, email, token: session.token };
}

/** Saves `count` answers of the standard questionnaire through the API. */
async function answerThroughApi(token: string, email: string, count: number) {
  const ids = Array.from({ length: count }, (_, i) => `q${i + 1}`);
  const response = await fetch(`${h.apiBase}/result/response/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({
      email,
      question_answered: ids.join(','),
      first_answers: ids.map((q) => `${q}a1`).join(','),
      second_answers: ids.map((q) => `${q}a2`).join(','),
    }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** Every error toast or alert the page showed, recorded as it appears. */
async function watchErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __errors: string[] }).__errors = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="alert"], [data-type="error"]')) {
        const text = node.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __errors: string[] }).__errors);
}

// Spec: a link carrying a mission, contact or questionnaire_id opens the site in French.
describe('a dead invitation link', () => {
  it('signing up from a link with an unknown contact: says the invitation is no longer valid, drops it, and the standard questionnaire starts', async () => {
    const { page } = await h.newPage();
    const errors = await watchErrors(page);
    await page.goto(`${h.origin}/?contact=NO-SUCH-CONTACT`);
    // an invitation link opens the sign-up by itself
    const dialog = page.getByRole('dialog', { name: 'Créer votre compte' });
    await dialog.getByLabel(/^Prénom/).fill('Ada');
    await dialog.getByLabel(/^Nom/).fill('Lovelace');
    await dialog.getByLabel('E-mail').fill(uniqueEmail('deadlink'));
    await dialog.getByLabel('Mot de passe').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'S’inscrire', exact: true }).click();

    await app(page).getByText('Cette invitation n’est plus valable').waitFor();
    await page.waitForURL(`${h.origin}/choice`);
    assert.equal(await app(page).getByText('Impossible de récupérer les résultats').count(), 0);
    assert.equal(await app(page).getByRole('button', { name: 'Réessayer' }).count(), 0);

    await app(page).getByRole('button', { name: 'Passer le questionnaire standard' }).click();
    await app(page).getByText('Question 1 sur 18').first().waitFor();
    assert.match(page.url(), /questionnaire_type=standard/);
    const group = app(page).getByRole('group').first();
    await group.getByRole('button').nth(0).click();
    await group.getByRole('button').nth(1).click();
    await app(page).getByRole('button', { name: 'Suivant', exact: true }).click();
    await app(page).getByText('Question 2 sur 18').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      (await errors()).filter((text) => !/n’est plus valable/.test(text)),
      [],
      'no error on the way',
    );
  });

  for (const [name, query] of [
    ['an unknown mission', 'mission=NO-SUCH-MISSION'],
    ['an unknown questionnaire_id', 'questionnaire_id=no-such-type'],
  ] as const) {
    it(`a signed-in person following a link with ${name}: the same, and a reload does not come back to it`, async () => {
      const { page } = await signedInPage();
      await page.goto(`${h.origin}/choice?${query}&utm_source=mail`);
      await app(page).getByText('Cette invitation n’est plus valable').waitFor();
      await page.waitForURL(`${h.origin}/choice?utm_source=mail`);
      await page.reload();
      await app(page).getByText(/Question 1 (of|sur) 18/).first().waitFor();
      assert.equal(await app(page).getByText(/no longer valid|n’est plus valable/).count(), 0);
    });
  }
});

describe('a step opened too early', () => {
  it('/select with answers missing goes to /choice at the first unanswered question, with no error', async () => {
    const { page, email, token } = await signedInPage();
    await answerThroughApi(token, email, 5);
    const errors = await watchErrors(page);
    await page.goto(`${h.origin}/select`);
    await page.waitForURL(`${h.origin}/choice`);
    await app(page).getByText('Question 6 of 18').first().waitFor();
    assert.equal(await app(page).getByRole('group', { name: 'Words' }).count(), 0);
    assert.deepEqual(await errors(), []);
  });

  it('/sort with answers missing goes to /choice, and with answers but no words to /select, with no error', async () => {
    const { page, email, token } = await signedInPage();
    const errors = await watchErrors(page);
    await page.goto(`${h.origin}/sort`);
    await page.waitForURL(`${h.origin}/choice`);
    await app(page).getByText('Question 1 of 18').first().waitFor();

    await answerThroughApi(token, email, 18);
    await page.goto(`${h.origin}/sort`);
    await page.waitForURL(`${h.origin}/select`);
    await app(page).getByRole('group', { name: 'Words' }).waitFor();
    assert.equal(await app(page).getByRole('button', { name: 'Submit' }).count(), 0);
    assert.deepEqual(await errors(), []);
  });
});

describe('on a phone', () => {
  it('the Next bar sits on the bottom menu: no gap where the question text could show', async () => {
    const { page } = await signedInPage();
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${h.origin}/choice`);
    await app(page).getByText('Question 1 of 18').first().waitFor();
    // a long question: the bar is stuck above the menu, not at its place in the flow
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '2000px';
      document.querySelector('[data-sticky-action-bar]')!.before(filler);
      window.scrollTo(0, 600);
    });
    const menu = await page.getByRole('navigation', { name: BOTTOM_MENU }).boundingBox();
    const bar = await page.locator('[data-sticky-action-bar]').boundingBox();
    assert.ok(menu && bar);
    const gap = { barBottom: bar.y + bar.height, menuTop: menu.y, menuBottom: menu.y + menu.height, viewport: 640 };
    assert.equal(Math.round(gap.menuBottom), gap.viewport, 'the bottom menu is stuck at the bottom');
    assert.ok(gap.barBottom >= gap.menuTop, `no gap between the bar (bottom ${gap.barBottom}) and the menu (top ${gap.menuTop})`);
    assert.ok(gap.barBottom - gap.menuTop <= 1.5, 'the bar covers at most the menu’s top border');
  });
});
