/**
 * `node --import tsx scripts/demo-import-xlsx.ts` (in api/): writes docs/demo/contacts-import.xlsx,
 * the demo's contacts file as a spreadsheet, from docs/demo/contacts-import.csv (the same rows:
 * good ones, bad ones and duplicates), for trying the import with an XLSX file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

const DEMO = path.resolve(__dirname, '../../docs/demo');

async function main(): Promise<void> {
  const rows = parse(readFileSync(path.join(DEMO, 'contacts-import.csv'), 'utf8'), { delimiter: ';', bom: true }) as string[][];
  const workbook = new ExcelJS.Workbook();
  // a fixed date: the same rows make the same file
  workbook.created = workbook.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 24));
  await workbook.xlsx.writeFile(path.join(DEMO, 'contacts-import.xlsx'));
  console.log(`wrote docs/demo/contacts-import.xlsx (${rows.length - 1} rows)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
