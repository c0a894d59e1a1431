import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  PASSWORD,
  logOut,
  openSignIn,
  registerThroughApi,
  signInThroughModal,
  signUpThroughModal,
  uniqueEmail,
  waitForMail,
} from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';
import { oneClickLinkByInvitation } from '../src/one-click';

let h: Harness;

before(async () => {
  h = await startHarness(18180);
});
after(async () => {
  await h?.close();
});

describe('accounts and sessions', () => {
  it('signs up to /choice, logs out, and signs in again', async () => {
    const { page } = await h.newPage();
    const email = uniqueEmail('ada');
    await page.goto(h.origin + '/');
    await page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
    await signUpThroughModal(page, email);
    await page.waitForURL(h.origin + '/choice');
    assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'a token is stored');

    await logOut(page);
    await page.waitForURL(h.origin + '/');
    const kept = await page.evaluate(() =>
      ['email', 'referral', 'tokens', 'token', 'partner', 'profile'].filter((k) => localStorage.getItem(k) !== null),
    );
    assert.deepEqual(kept, [], 'logout clears every session key');

    await openSignIn(page);
    await signInThroughModal(page, email);
    await page.getByText('You logged in successfully').first().waitFor();
    await page.waitForURL(h.origin + '/choice');
  });

  it('shows the server’s message for a wrong password', async () => {
    const { page } = await h.newPage();
    const email = uniqueEmail('wrong');
    await registerThroughApi(h.apiBase, email);
    await page.goto(h.origin + '/');
    await openSignIn(page);
    await signInThroughModal(page, email, 'not the password 1');
    await page.getByRole('dialog').getByText('Unable to log in with provided credentials.').waitFor();
    assert.equal(page.url(), h.origin + '/');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { page } = await h.newPage();
    const email = uniqueEmail('forgot');
    await registerThroughApi(h.apiBase, email);
    await page.goto(h.origin + '/');
    await openSignIn(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send me a reset link' }).click();
    await dialog.getByText('If an account exists for this address').waitFor();

    const mail = await waitForMail(h, email, /password/i);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    assert.ok(link, `the mail holds a reset link: ${mail.text}`);
    assert.ok(link.startsWith(h.origin), 'the link is built from the configured site origin');

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('brand new 99');
    await page.getByLabel('Confirm the new password').fill('brand new 99');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await page.getByText('Your password reset successfully.').waitFor();
    await page.waitForURL(h.origin + '/');

    await openSignIn(page);
    await signInThroughModal(page, email, PASSWORD);
    await page.getByRole('dialog').getByText('Unable to log in with provided credentials.').waitFor();
    await signInThroughModal(page, email, 'brand new 99');
    await page.waitForURL(h.origin + '/choice');

    await page.goto(link);
    await page.getByText('Invalid token').waitFor();
  });

  it('asks to change user when a token link names someone else', async () => {
    const { page } = await h.newPage();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await registerThroughApi(h.apiBase, first);
    await registerThroughApi(h.apiBase, second);
    const link = await oneClickLinkByInvitation(h, second);
    await page.goto(h.origin + '/');
    await openSignIn(page);
    await signInThroughModal(page, first);
    await page.waitForURL(h.origin + '/choice');

    // the invitation's link carries its contact, which puts the interface in French (spec section 2)
    await page.goto(link);
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByText('Changer d’utilisateur').waitFor();
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await page.waitForFunction((email) => localStorage.getItem('email') === email, second);
    await page.waitForURL((url) => url.pathname === '/choice');
  });

  it("signs in with one click from a company's invitation, once: the link's code is spent for a session", async () => {
    const email = uniqueEmail('oneclick');
    const { token: passwordSession } = await registerThroughApi(h.apiBase, email);
    const link = await oneClickLinkByInvitation(h, email);
    const code = new URL(link).searchParams.get('token');
    assert.ok(link.startsWith(h.origin + '/?contact='), `the invitation leads to the site with the contact: ${link}`);
    assert.equal(new URL(link).searchParams.get('email'), email);

    const { page } = await h.newPage();
    // the link carries its contact, which puts the interface in French (spec section 2)
    await page.goto(link);
    await page.getByText('Connexion réussie').first().waitFor();
    // the questionnaire the contact was invited to, its contact kept in the address
    await page.waitForURL((url) => url.pathname === '/choice' && url.searchParams.has('contact') && !url.searchParams.has('token'));
    const session = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(session, 'a session is stored');
    assert.notEqual(session, code, 'the session is not the code of the link');
    assert.notEqual(session, passwordSession, 'a session of its own');

    // the same link a second time (another browser): spent, it opens the sign-in with its e-mail
    const again = await h.newPage();
    await again.page.goto(link);
    const dialog = again.page.getByRole('dialog');
    await dialog.getByText('Ce lien de connexion n’est plus valide. Veuillez vous connecter.').waitFor();
    assert.equal(await dialog.getByLabel('E-mail').inputValue(), email);
    assert.equal(await again.page.evaluate(() => localStorage.getItem('token')), null);
  });

  it('takes the demo company admin to /recruitments with the admin header', async () => {
    const { page } = await h.newPage();
    await page.goto(h.origin + '/');
    await openSignIn(page);
    await signInThroughModal(page, DEMO_ADMIN, DEMO_PASSWORD);
    await page.waitForURL(h.origin + '/recruitments');
    const nav = page.getByRole('navigation', { name: 'Company navigation' });
    await nav.waitFor();
    for (const name of ['Recruitment', 'Mobility', 'Onboarding', 'Team building', 'Barometer', 'Values']) {
      await nav.getByText(name, { exact: true }).first().waitFor();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Company Contacts' }).first().waitFor();
  });
});
