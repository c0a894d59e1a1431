import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD, readMailbox, uniqueEmail, waitForMail } from '../src/accounts';
import { contactRow, openCompanyContacts } from '../src/company-contacts';
import { startHarness, type Harness } from '../src/harness';
import { finishThroughApi } from '../src/journey';

let h: Harness;

before(async () => {
  h = await startHarness(18380);
});
after(async () => {
  await h?.close();
});


async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Opens New contact and fills it with a person of `type`, as the admin does; the dialog, to send. */
async function fillNewContact(page: Page, [first, last]: [string, string], email: string, type: 'Candidate' | 'Employee') {
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel(/^First name/).fill(first);
  await dialog.getByLabel(/^Last name/).fill(last);
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel('Contact type').selectOption({ label: type });
  return dialog;
}

/** Sends the New contact dialog and waits until the contact is added and the dialog gone. */
async function addContact(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await toast(page, 'Contact successfully added.');
  await dialog.waitFor({ state: 'detached' });
}

describe('company contacts, as the demo admin', () => {
  it('adds a candidate with an invitation, who signs up from the mail, answers, and shows as completed', async () => {
    const { page } = await h.newPage();
    await openCompanyContacts(page, h.origin);
    // at 1280 px the admin header holds every link on one line, nothing cut off
    const banner = page.getByRole('banner');
    assert.equal(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth), true, 'the header does not overflow');
    const nav = await banner.getByRole('navigation', { name: 'Company navigation' }).boundingBox();
    assert.ok(nav && nav.height < 32, `the company links fit on one line (${nav?.height} px high)`);

    const email = uniqueEmail('grace');
    const dialog = await fillNewContact(page, ['Grace', 'Hopper'], email, 'Candidate');
    assert.equal(await dialog.getByLabel('Send invitation').isChecked(), true, 'an invitation is sent by default');
    await addContact(page, dialog);

    let row = await contactRow(page, email, 'Grace Hopper');
    await row.getByRole('button', { name: 'Invitation sent' }).waitFor();

    // the invitation, read as the candidate would, in a browser of their own
    const mail = await waitForMail(h, email, /./);
    const link = /https?:\/\/[^\s"<>]+\?contact=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    assert.ok(link, `the invitation carries the contact link: ${mail.text}`);
    const referral = new URL(link).searchParams.get('contact')!;

    const candidate = await h.newPage();
    await candidate.page.goto(link.replace(/^https?:\/\/[^/?]+/, h.origin));
    const modal = candidate.page.getByRole('dialog');
    // a contact link speaks French and opens the sign-up form
    await modal.getByLabel('Prénom').fill('Grace');
    await modal.getByLabel(/^Nom/).fill('Hopper');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Mot de passe').fill(PASSWORD);
    await modal.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await candidate.page.waitForURL(/\/choice/);
    const token = await candidate.page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token, 'the candidate is signed in');

    // the contact is theirs now: in progress until they finish
    await page.reload();
    row = await contactRow(page, email, 'Grace Hopper');
    await row.getByRole('button', { name: 'Questionnaire in progress' }).waitFor();

    await finishThroughApi(h.apiBase, token, email, 1, 2, `?contact=${referral}`);
    await page.reload();
    row = await contactRow(page, email, 'Grace Hopper');
    await row.getByRole('button', { name: 'Questionnaire completed' }).waitFor();

    // a candidate becomes an employee
    await row.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Add to employee list' }).click();
    const convert = page.getByRole('alertdialog', { name: 'Add to employee list' });
    await convert.getByRole('button', { name: 'Add to employee list' }).click();
    await toast(page, 'Status modified');
    await convert.waitFor({ state: 'detached' });
    await page.getByLabel('Candidate', { exact: true }).uncheck();
    row = await contactRow(page, email, 'Grace Hopper');
    await row.getByText('Employee', { exact: true }).waitFor();

    // and is deleted
    await row.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete the contact' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Profile deleted from contact list');
    await confirmDelete.waitFor({ state: 'detached' });
    await page.getByText('No contacts available for applied filter').waitFor();
  });

  it('asks before a status badge mails the person: Cancel sends nothing, Send mails the invitation', async () => {
    const { page } = await h.newPage();
    await openCompanyContacts(page, h.origin);
    // a contact of their own, not invited: its badge is the one that mails
    const email = uniqueEmail('alan');
    const form = await fillNewContact(page, ['Alan', 'Turing'], email, 'Employee');
    await form.getByLabel('Send invitation').uncheck();
    await addContact(page, form);

    let row = await contactRow(page, email, 'Alan Turing');
    const badge = row.getByRole('button', { name: 'Not invited yet' });
    await badge.click();
    let confirm = page.getByRole('alertdialog', { name: 'Send the invitation?' });
    await confirm.getByText(`Alan Turing will receive an e-mail in English at ${email} inviting them to take the questionnaire, with their personal link.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    // the focus goes back to the badge
    await page.waitForFunction((address) => document.activeElement?.matches('button.status') === true && document.activeElement.closest('tr')?.textContent?.includes(address) === true, email);
    // nothing was sent: after a reload the contact is still not invited
    await page.reload();
    row = await contactRow(page, email, 'Alan Turing');
    await row.getByRole('button', { name: 'Not invited yet' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Send the invitation?' });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'invitation sent');
    await confirm.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Invitation sent' }).waitFor();

    const mail = await waitForMail(h, email, /invites you to take the Rapport questionnaire$/);
    assert.match(mail.text, /\?contact=[A-Za-z0-9_-]+/, 'the invitation carries the contact link');
    // the outbox sends in the order mails were queued: with Send's mail here, one queued on Cancel would be too
    assert.equal((await readMailbox(h)).filter((m) => m.to.includes(email)).length, 1, 'one mail, the one sent on Send');
  });

  it("opens a finished contact's quotation table and prints it as a PNG", async () => {
    const { page } = await h.newPage();
    await openCompanyContacts(page, h.origin);
    const completed = page.locator('button.status[data-status="completed"]').first();
    await completed.waitFor();
    const row = page.locator('tr[data-contact-id]', { has: completed }).filter({ has: page.getByRole('button', { name: 'Quotation table', disabled: false }) }).first();
    await row.getByRole('button', { name: 'Quotation table' }).click();
    const dialog = page.getByRole('dialog', { name: /^Quotation table of / });
    await dialog.getByText('Under tension').first().waitFor();
    await dialog.locator('canvas').first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Print' }).click()]);
    assert.match(download.suggestedFilename(), /^[^/\\]+\.png$/);
    const file = await readFile((await download.path())!);
    assert.deepEqual([...file.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
    assert.ok(file.length > 20_000, `a picture of the table, not an empty image (${file.length} bytes)`);
    await toast(page, 'Quotation table downloaded successfully');
    await dialog.getByRole('button', { name: 'Print', disabled: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });
});
