import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { signInAsDemoAdmin, waitForMail } from '../src/accounts';
import { axeViolations, describeViolation } from '../src/axe';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19080);
});
after(async () => {
  await h?.close();
});

/** The demo's file to try, as the README names it: four people to add, three bad rows, two duplicates. */
const DEMO_FILE = path.resolve(__dirname, '../../docs/demo/contacts-import.csv');

describe('contacts import, as the demo admin', () => {
  it('previews a file of good, bad and duplicate rows, imports the good ones with their invitations, and lists them', async () => {
    const { page } = await h.newPage();
    await signInAsDemoAdmin(page, h.origin);
    await page.getByRole('navigation', { name: 'Company navigation' }).getByRole('link', { name: 'Company Contacts' }).click();
    await page.waitForURL(h.origin + '/company-contacts');
    await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Import contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await dialog.getByLabel('File (CSV or XLSX)').setInputFiles(DEMO_FILE);
    await dialog.getByRole('heading', { name: 'The first rows' }).waitFor();

    // the preview: the columns recognised from the French headers, the counts, each reason
    assert.equal(await dialog.getByRole('combobox', { name: 'Field of the column Courriel' }).inputValue(), 'email');
    assert.equal(await dialog.getByRole('combobox', { name: 'Field of the column Prénom' }).inputValue(), 'first_name');
    await dialog.getByText('Row 5: E-mail: Email must be a valid email', { exact: true }).waitFor();
    await dialog.getByText('Row 6: First name: First name is required.', { exact: true }).waitFor();
    await dialog.getByText('Row 7: Contact type: Must be candidate or employee (C or E)', { exact: true }).waitFor();
    await dialog.getByText('Row 8: camille@rapport.local is already a contact.', { exact: true }).waitFor();
    await dialog.getByText('Row 9: Julie.Moreau@example.com is already on row 2.', { exact: true }).waitFor();
    const firstRows = dialog.getByRole('region', { name: 'The first rows' });
    assert.match((await firstRows.getByRole('row', { name: /^8 Camille Martin/ }).textContent()) ?? '', /Duplicate$/);
    const violations = await axeViolations(page);
    assert.deepEqual(violations.map(describeViolation), [], 'the dialog with its preview is accessible');

    await dialog.getByRole('checkbox', { name: 'Invite the imported people' }).check();
    await dialog.getByRole('button', { name: 'Import 4 contacts' }).click();
    await page.getByText('4 contacts imported. 5 rows skipped.', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // the list has them, reloaded; each was invited
    for (const [search, name] of [
      ['julie.moreau@example.com', 'Julie Moreau'],
      ['karim.bensaid@example.com', 'Karim Bensaïd'],
      ['anna.schmidt@example.com', 'Anna Schmidt'],
      ['thomas.roche@example.com', 'Thomas Roche'],
    ]) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(search);
      await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Invitation sent' }).waitFor();
    }
    await page.getByRole('searchbox', { name: 'Search' }).fill('sophie.garnier');
    await page.getByText('No contacts available for applied filter').waitFor();
    const mail = await waitForMail(h, 'anna.schmidt@example.com', /./);
    assert.match(mail.text, /\?contact=/);
  });
});
