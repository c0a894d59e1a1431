import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin, uniqueEmail } from '../src/accounts';
import { openCompanyContacts } from '../src/company-contacts';
import { axeViolations, describeViolation } from '../src/axe';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19380);
});
after(async () => {
  await h?.close();
});

const ADMIN = 'admin@rapport.local';
/** The API sees the browser on this machine's loopback, in either family. */
const LOOPBACK = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

/** The table's rows (its header row left out), each as its cells' texts: when, who, what, subject, address. */
async function rowTexts(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'Activity, newest first' }).getByRole('row');
  const texts = await rows.evaluateAll((elements) => elements.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));
  return texts.slice(1);
}

async function shown(page: Page, count: number | RegExp) {
  await page.getByText(typeof count === 'number' ? `${count} entries shown` : count, { exact: typeof count === 'number' }).waitFor();
}

/** Chooses an action in the filter and answers the rows once every row shown is of that action. */
async function onlyAction(page: Page, what: string): Promise<string[][]> {
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: what });
  await page.waitForFunction((label) => {
    const whats = Array.from(document.querySelectorAll('[aria-label="Activity, newest first"] tbody td:nth-child(3)'), (cell) => cell.textContent ?? '');
    return whats.length > 0 && whats.every((text) => text.startsWith(label));
  }, what);
  return rowTexts(page);
}

describe('the Activity page, as the demo admin', () => {
  it('lists a contact the admin just added first, with their address; filters by action and by person; loads more', async () => {
    const { page } = await h.newPage();
    await signInAsDemoAdmin(page, h.origin);
    const nav = page.getByRole('navigation', { name: 'Company navigation' });
    // at 1280 px the company links, Activity among them, still hold on one line
    const box = await nav.boundingBox();
    assert.ok(box && box.height < 32, `the company links fit on one line (${box?.height} px high)`);

    // the admin adds a contact on Company Contacts (invited, as the dialog does by default)
    await nav.getByRole('link', { name: 'Company Contacts' }).click();
    await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
    const email = uniqueEmail('rosalind');
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel(/^First name/).fill('Rosalind');
    await dialog.getByLabel(/^Last name/).fill('Franklin');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel('Contact type').selectOption({ label: 'Candidate' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await page.getByText('Contact successfully added.', { exact: true }).first().waitFor();

    // Activity: the newest entries are theirs, the invitation after the addition in one transaction
    await nav.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(h.origin + '/activity');
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await shown(page, 25);
    const [invited, added] = await rowTexts(page);
    const subject = `Rosalind Franklin <${email}>`;
    assert.deepEqual(invited.slice(1, 4), [ADMIN, 'Invitation sent', subject]);
    assert.deepEqual(added.slice(1, 4), [ADMIN, 'Contact added with an invitation', subject]);
    assert.match(invited[4], LOOPBACK);
    assert.match(added[4], LOOPBACK);
    const violations = await axeViolations(page);
    assert.deepEqual(violations.map(describeViolation), [], 'the Activity page is accessible');

    // by action: only additions, the admin's first, then the demo's
    const additions = await onlyAction(page, 'Contact added');
    assert.ok(additions.length > 10, `the demo's additions too (${additions.length})`);
    assert.ok(additions.every((row) => row[2].startsWith('Contact added')), 'only additions');
    assert.equal(additions[0][3], subject);

    // by person: the colleague's actions alone (their missions), none of the admin's
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'All actions' });
    await page.getByRole('combobox', { name: 'Person' }).selectOption('colleague@rapport.local');
    await page.getByRole('cell', { name: 'REC-002 Sales representative' }).waitFor();
    assert.ok((await rowTexts(page)).every((row) => row[1] === 'colleague@rapport.local'), "only the colleague's");

    // every action again, a page more under the first: the focus on its first row
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Everyone' });
    await shown(page, 25);
    const firstPage = await rowTexts(page);
    await page.getByRole('button', { name: 'Load more' }).click();
    await shown(page, /^(2[6-9]|[3-9]\d) entries shown$/);
    const both = await rowTexts(page);
    assert.deepEqual(both.slice(0, 25), firstPage, 'the first page stays as it was');
    assert.equal(new Set(both.map((row) => row.join('|'))).size, both.length, 'no entry twice');
    const focused = await page.evaluate(() => document.activeElement?.closest('tbody tr')?.querySelector('td:nth-child(4)')?.textContent ?? null);
    assert.equal(focused, both[25][3], 'the focus is on the first row added');
    // the oldest entries come last: the demo's first contacts, added weeks ago
    const dates = both.map((row) => row[0]);
    assert.notEqual(dates[0], dates[dates.length - 1]);

    // in French: the page's words, and the company links still on one line
    await page.getByTestId('lang-fr').click();
    await page.getByRole('heading', { name: 'Activité', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Invitation envoyée' }).first().waitFor();
    const french = await page.getByRole('navigation', { name: 'Navigation entreprise' }).boundingBox();
    assert.ok(french && french.height < 32, `the company links fit on one line in French (${french?.height} px high)`);
    assert.equal(await page.getByRole('banner').evaluate((el) => el.scrollWidth <= el.clientWidth), true, 'the French header does not overflow');
  });

  it('lists an import with its file and rows, an export, and the reminders the product sent', async () => {
    const { page } = await h.newPage();
    await openCompanyContacts(page, h.origin);
    // the README's file to try: four people added, the bad rows and duplicates skipped
    await page.getByRole('button', { name: 'Import contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await dialog.getByLabel('File (CSV or XLSX)').setInputFiles(path.resolve(__dirname, '../../docs/demo/contacts-import.csv'));
    await dialog.getByRole('button', { name: 'Import 4 contacts' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the contacts as a CSV file
    await page.getByRole('button', { name: 'Export the company contacts' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menu').getByRole('menuitem', { name: 'CSV' }).click()]);
    assert.ok(await download.path(), 'the file was saved');

    const nav = page.getByRole('navigation', { name: 'Company navigation' });
    await nav.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();

    const exports = await onlyAction(page, 'Export made');
    assert.equal(exports[0][1], ADMIN);
    assert.match(exports[0][4], LOOPBACK);

    const imported = await onlyAction(page, 'Contact imported');
    assert.equal(imported.length, 4, 'one entry per person imported');
    assert.ok(imported.every((row) => row[1] === ADMIN && row[2].includes('contacts-import.csv')), JSON.stringify(imported));
    assert.deepEqual(imported.map((row) => row[3].replace(/ <.*>$/, '')).sort(), ['Anna Schmidt', 'Julie Moreau', 'Karim Bensaïd', 'Thomas Roche']);

    // the demo's reminders, sent by the product itself: no admin, no address
    const reminders = await onlyAction(page, 'Reminder sent');
    assert.ok(reminders.length > 0, 'the demo has reminders sent');
    assert.ok(reminders.every((row) => row[1] === 'Rapport (automatic)' && row[4] === 'None'), JSON.stringify(reminders));
  });
});
