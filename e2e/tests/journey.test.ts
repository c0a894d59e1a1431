import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openSignIn, registerThroughApi, signInThroughModal, signUpThroughModal, uniqueEmail } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';
import { finishThroughApi, pdfText } from '../src/journey';

let h: Harness;
const downloads = mkdtempSync(path.join(os.tmpdir(), 'rapport-downloads-'));

before(async () => {
  h = await startHarness(18280);
});
after(async () => {
  await h?.close();
});

const app = (page: Page) => page.locator('#rapport-app-questionnaire');

/** Answers the question on screen: letters choose (first, then second), Enter goes on. */
async function answerByKeyboard(page: Page, number: number) {
  await app(page).getByText(`Question ${number} of 18`).first().waitFor();
  const group = app(page).getByRole('group').first();
  await group.getByRole('button').first().focus();
  await page.keyboard.press('a');
  await page.keyboard.press('c');
  assert.equal(await group.getByRole('button', { pressed: true }).count(), 2, 'two answers chosen');
  await page.keyboard.press('Enter');
}

describe('the individual journey', () => {
  it('answers, resumes after a reload, picks and sorts words by keyboard, and sees the profile', async () => {
    const { page } = await h.newPage();
    const email = uniqueEmail('journey');
    await page.goto(h.origin + '/');
    await page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
    await signUpThroughModal(page, email);
    await page.waitForURL(h.origin + '/choice');

    for (let n = 1; n <= 9; n += 1) await answerByKeyboard(page, n);
    await app(page).getByText('Question 10 of 18').first().waitFor();
    await page.waitForLoadState('networkidle'); // the ninth answer is saved
    await page.reload();
    for (let n = 10; n <= 18; n += 1) await answerByKeyboard(page, n);

    await app(page).getByRole('heading', { name: 'All questions answered' }).waitFor();
    await app(page).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(h.origin + '/select');

    const words = app(page).getByRole('group', { name: 'Words' }).getByRole('button');
    for (let i = 0; i < 12; i += 1) await words.nth(i).click();
    assert.equal(await words.nth(12).isDisabled(), true, 'no thirteenth word');
    await app(page).getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(h.origin + '/sort');

    const list = app(page).getByRole('list', { name: 'Your words, most important first' });
    const moveUp = list.getByRole('button', { name: /^Move .+ up$/ });
    const label = (await moveUp.nth(1).getAttribute('aria-label')) ?? (await moveUp.nth(1).innerText());
    const second = label.replace(/^Move (.+) up$/, '$1');
    await moveUp.nth(1).focus();
    await page.keyboard.press('Enter');
    await app(page).getByText(`${second} moved to position 1 of 12`).waitFor();

    await app(page).getByRole('button', { name: 'Submit' }).click();
    await app(page).getByText('We are computing your relational profile').waitFor();
    await page.waitForURL(h.origin + '/results', { timeout: 20_000 });
    await app(page).getByText('Congratulations, you have completed the questionnaire!').waitFor();
    await app(page).locator('canvas').first().waitFor({ timeout: 20_000 });

    // the report files are made in the background after the submission: the downloads are
    // enabled once they are ready (the page asks the API again until then)
    const firstDownload = await app(page).getByRole('button', { name: 'Download Profile (PDF) in English' }).elementHandle();
    await page.waitForFunction((button) => button instanceof HTMLButtonElement && !button.disabled, firstDownload, { timeout: 30_000 });
    // the reports: a real PDF with the person's name, and Cyrillic in the Russian one
    for (const [language, check] of [
      ['English', (text: string) => assert.match(text, /Ada Lovelace/)],
      ['Russian', (text: string) => assert.match(text, /[\u0400-\u04FF]{4,}/)],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        app(page).getByRole('button', { name: `Download Profile (PDF) in ${language}` }).click(),
      ]);
      const file = path.join(downloads, `${language}.pdf`);
      await download.saveAs(file);
      assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
      check(await pdfText(file));
    }
  });

  it('shows two people linked by a referral each other’s score, and the same RI both ways', async () => {
    const referrerEmail = uniqueEmail('referrer');
    const referrer = await registerThroughApi(h.apiBase, referrerEmail);

    const { page } = await h.newPage();
    const invitedEmail = uniqueEmail('invited');
    await page.goto(`${h.origin}/?ref=${referrer.referral}`);
    await page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
    await signUpThroughModal(page, invitedEmail);
    await page.waitForURL(/\/(contacts|choice)$/);
    const invitedToken = (await page.evaluate(() => localStorage.getItem('token')))!;

    await finishThroughApi(h.apiBase, referrer.token, referrerEmail, 1, 2);
    await finishThroughApi(h.apiBase, invitedToken, invitedEmail, 4, 5);

    const riSeenBy = async (p: Page, partnerName: RegExp) => {
      await p.goto(h.origin + '/contacts');
      // once per session, the blend of the two closest sample profiles opens first
      const morph = p.getByRole('dialog', { name: 'Your closest sample profiles' });
      if (await morph.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
        assert.ok(await morph.getByRole('img').count(), 'the morph picture is shown');
        await p.keyboard.press('Escape');
        await morph.waitFor({ state: 'hidden' });
      }
      const row = app(p).getByRole('button', { name: partnerName });
      await row.waitFor().catch(async (error: Error) => {
        throw new Error(`${error.message}\n--- the page shows:\n${await app(p).innerText()}`);
      });
      const score = (await row.innerText()).match(/(\d+)%/)?.[1];
      assert.ok(score, 'a finished contact shows a score');
      await row.click();
      await p.waitForURL(h.origin + '/matching');
      const ri = (await app(p).getByTestId('relational-index').innerText()).match(/(\d+)%/)?.[1];
      assert.equal(ri, score, 'the matching page shows the score of the list');
      return ri;
    };

    const riForInvited = await riSeenBy(page, /Grace Hopper/);
    const other = await h.newPage();
    await other.page.goto(h.origin + '/');
    await openSignIn(other.page);
    await signInThroughModal(other.page, referrerEmail);
    await other.page.waitForURL(h.origin + '/results');
    const riForReferrer = await riSeenBy(other.page, /Ada Lovelace/);
    assert.equal(riForInvited, riForReferrer, 'the relational index is the same both ways');
  });
});
