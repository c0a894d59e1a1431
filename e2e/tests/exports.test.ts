import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19180);
});
after(async () => {
  await h?.close();
});

/** Chooses a format in the Export menu, by keyboard, and answers the file the browser saved. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)'): Promise<{ name: string; body: Buffer }> {
  const button = page.getByRole('button', { name: 'Export the company contacts' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: format }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: format }).click()]);
  const saved = await download.path();
  assert.ok(saved, 'the file was saved');
  return { name: download.suggestedFilename(), body: await readFile(saved) };
}

/** The records under the header, as objects by header. */
const byHeader = (records: readonly (readonly unknown[])[]) => {
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [String(name), row[index] ?? null])));
};

describe('exports, as the demo admin', () => {
  it('exports Company Contacts as CSV and as XLSX, each file read back with the demo contacts and their status', async () => {
    const { page } = await h.newPage();
    await signInAsDemoAdmin(page, h.origin);
    await page.getByRole('navigation', { name: 'Company navigation' }).getByRole('link', { name: 'Company Contacts' }).click();
    await page.waitForURL(h.origin + '/company-contacts');
    await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Camille Martin' }).waitFor();

    const csv = await exportAs(page, 'CSV');
    assert.match(csv.name, /^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual([...csv.body.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte-order mark');
    const records = parse(csv.body, { bom: true }) as string[][];
    assert.deepEqual(records[0], ['First name', 'Last name', 'E-mail', 'Phone', 'Role', 'Confidential', 'Status']);
    const csvRows = byHeader(records);
    const camille = csvRows.find((row) => row['E-mail'] === 'camille@rapport.local');
    assert.deepEqual(camille && [camille['First name'], camille['Last name'], camille.Role, camille.Status], ['Camille', 'Martin', 'Employee', 'Questionnaire completed']);
    assert.equal(csvRows.find((row) => row['E-mail'] === 'lucas@rapport.local')?.Status, 'Not invited yet');
    // the button has the focus back once the file is saved
    await page.getByRole('button', { name: 'Export the company contacts' }).and(page.locator(':focus')).waitFor();

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    assert.match(xlsx.name, /^contacts-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const xlsxRows = byHeader(rows);
    assert.equal(xlsxRows.length, csvRows.length, 'the same contacts in both files');
    const inXlsx = xlsxRows.find((row) => row['E-mail'] === 'camille@rapport.local');
    assert.equal(inXlsx?.Status, 'Questionnaire completed');
    assert.equal(sheet.getRow(1).font?.bold, true, 'a bold header');
  });
});
