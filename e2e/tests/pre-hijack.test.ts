import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PASSWORD, signInAsDemoAdmin, signInThroughModal, uniqueEmail, waitForMail } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19780);
});
after(async () => {
  await h?.close();
});

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The answers saved for `email` as its session reads them: the status, and the body. */
async function savedAnswers(email: string, token: string | null): Promise<{ status: number; body: string }> {
  const response = await fetch(`${h.apiBase}/result/response/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: await response.text() };
}

describe('address squatting: pre-hijacking through a company invitation', () => {
  it("an attacker signs up with a company contact's address first; the company invites the contact; the contact follows the mailed link, answers, and the attacker's session and password are gone", async () => {
    const lucas = uniqueEmail('lucas');

    // the attacker signs up with Lucas's address, which has no account yet, and keeps the session
    const attacker = await h.newPage();
    await attacker.page.goto(h.origin + '/');
    await attacker.page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
    const signUp = attacker.page.getByRole('dialog');
    await signUp.getByLabel('First name').fill('Lucas');
    await signUp.getByLabel('Last name').fill('Martin');
    await signUp.getByLabel('E-mail').fill(lucas);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
    await attacker.page.waitForURL(h.origin + '/choice');
    const attackerSession = await attacker.page.evaluate(() => localStorage.getItem('token'));
    assert.ok(attackerSession, 'the attacker holds a session of the account');

    // the company adds its contact Lucas as usual, with the invitation
    const admin = await h.newPage();
    await signInAsDemoAdmin(admin.page, h.origin);
    await admin.page.getByRole('navigation', { name: 'Company navigation' }).getByRole('link', { name: 'Company Contacts' }).click();
    await admin.page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'New contact' }).click();
    const contact = admin.page.getByRole('dialog', { name: 'New contact' });
    await contact.getByLabel(/^First name/).fill('Lucas');
    await contact.getByLabel(/^Last name/).fill('Martin');
    await contact.getByLabel(/^E-mail/).fill(lucas);
    await contact.getByLabel('Contact type').selectOption({ label: 'Candidate' });
    await contact.getByRole('button', { name: 'Add contact' }).click();
    await toast(admin.page, 'Contact successfully added.');

    // the address has an account: the invitation carries a one-click link into it
    const mail = await waitForMail(h, lucas, /invites you to take the Rapport questionnaire/);
    const link = /https?:\/\/\S+\?contact=\S+/.exec(mail.text)?.[0];
    assert.ok(link && new URL(link).searchParams.has('token'), `the invitation carries a one-click link: ${mail.text}`);

    // Lucas follows it in his own browser (an invitation's link speaks French), is told, and answers
    const victim = await h.newPage();
    await victim.page.goto(link.replace(/^https?:\/\/[^/?]+/, h.origin));
    await victim.page.getByText('Connexion réussie').first().waitFor();
    const notice = victim.page.getByRole('region', { name: 'Les accès précédents à votre compte ont pris fin' });
    await notice.getByText(`Ce compte a été ouvert avec ${lucas} avant que quiconque ne confirme l’adresse.`, { exact: false }).waitFor();
    await victim.page.waitForURL((url) => url.pathname === '/choice');
    await victim.page.locator('#rapport-app-questionnaire').getByRole('group').first().waitFor();
    const victimSession = await victim.page.evaluate(() => localStorage.getItem('token'));
    const answered = await fetch(`${h.apiBase}/result/response/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Token ${victimSession}` },
      body: JSON.stringify({ email: lucas, question_answered: 'q1', first_answers: 'q1a1', second_answers: 'q1a2' }),
    });
    assert.equal(answered.status, 200, 'Lucas answers');
    assert.equal((await savedAnswers(lucas, victimSession)).status, 200, "Lucas's own session reads his answers");

    // the attacker's session is gone: the API refuses it, and the attacker's tab says so when it comes back
    const read = await savedAnswers(lucas, attackerSession);
    assert.equal(read.status, 401, "the attacker's old session is refused");
    assert.ok(!read.body.includes('q1a1'), "the attacker reads none of Lucas's answers");
    await attacker.page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    const ended = attacker.page.getByRole('dialog');
    await ended.getByText('Your session has ended. Please sign in again.').waitFor();
    assert.equal(await attacker.page.evaluate(() => localStorage.getItem('token')), null, "the attacker's tab holds no session");

    // and the password the attacker set no longer opens the account
    await signInThroughModal(attacker.page, lucas, PASSWORD);
    await ended.getByText('Unable to log in with provided credentials.').waitFor();
    assert.equal(await attacker.page.evaluate(() => localStorage.getItem('token')), null);

    // Lucas closes the notice; his session goes on
    await notice.getByRole('button', { name: 'J’ai compris' }).click();
    await notice.waitFor({ state: 'detached' });
    assert.equal((await savedAnswers(lucas, victimSession)).status, 200);
  });
});
