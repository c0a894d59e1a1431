import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { companyActivity } from '../src/db/schema';

/** Files of contacts for the import's tests and benchmark, as the calls take them (base64). */

export const IMPORT_PREVIEW = '/company/company_contact/import/preview/';
export const IMPORT = '/company/company_contact/import/';

export type Cells = readonly (string | number | boolean | null)[];

const quoted = (cell: Cells[number], delimiter: string) => {
  const text = cell === null ? '' : String(cell);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file's text, as a spreadsheet writes it (CRLF, quotes where needed). */
export const csvText = (rows: readonly Cells[], delimiter = ','): string => rows.map((row) => row.map((cell) => quoted(cell, delimiter)).join(delimiter)).join('\r\n');

/** A CSV file in base64: UTF-8, with a BOM when asked (Excel's "CSV UTF-8"). */
export const csvFile = (rows: readonly Cells[], { delimiter = ',', bom = false }: { delimiter?: string; bom?: boolean } = {}): string =>
  Buffer.from((bom ? '\ufeff' : '') + csvText(rows, delimiter), 'utf8').toString('base64');

/** An XLSX workbook's bytes: the rows on its first sheet, other sheets after it. */
export async function xlsxBytes(rows: readonly Cells[], otherSheets: Record<string, readonly Cells[]> = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Contacts').addRows(rows.map((row) => [...row]));
  for (const [name, sheet] of Object.entries(otherSheets)) workbook.addWorksheet(name).addRows(sheet.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const xlsxFile = async (rows: readonly Cells[], otherSheets?: Record<string, readonly Cells[]>): Promise<string> =>
  (await xlsxBytes(rows, otherSheets)).toString('base64');

export const FRENCH_HEADER = ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Type', 'Confidentiel'] as const;
export const ENGLISH_HEADER = ['First name', 'Last name', 'E-mail', 'Phone', 'Type', 'Confidential'] as const;

/** `count` good rows of distinct people, their addresses unique to `tag`. */
export const peopleRows = (count: number, tag: string): Cells[] =>
  Array.from({ length: count }, (_, n) => [`First${n}`, `Last${n}`, `person.${n}.${tag}@example.org`, '+33 6 12 34 56 78', n % 2 ? 'Candidate' : 'Employee', n % 3 ? 'no' : 'yes']);

/** The company's activity entries, oldest first. */
export function activityOf(app: App, companyId: number) {
  return app.database.db.select().from(companyActivity).where(eq(companyActivity.companyId, companyId)).orderBy(asc(companyActivity.id));
}
