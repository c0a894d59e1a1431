import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { companyActivity } from '../src/db/schema';

/** What the exports' tests share: the calls' paths and the files read back as rows of cells. */

export const EXPORTS = {
  contacts: '/company/export/contacts/',
  missionMembers: '/company/export/mission_members/',
  teamMatchings: '/company/export/team_matchings/',
  barometerResults: '/company/export/barometer_results/',
} as const;

export type Cell = string | number | null;

/** A CSV file's records (its header first), as a spreadsheet's parser reads them: the BOM taken off, every cell text. */
export const csvRecords = (body: Buffer): string[][] => parse(body, { bom: true, relax_column_count: false }) as string[][];

/** The first sheet of an XLSX file, each row's cells (empty ones null), with each cell's type where a test asks. */
export async function xlsxSheet(body: Buffer): Promise<{ name: string; rows: Cell[][]; cell: (address: string) => ExcelJS.Cell }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: width }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value === undefined || value === null || value === '' ? null : (value as string | number);
      }),
    );
  });
  return { name: sheet.name, rows, cell: (address) => sheet.getCell(address) };
}

/** The records under the header as objects by header. */
export function byHeader<T extends Cell | string>(records: readonly (readonly T[])[]): Record<string, T>[] {
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [String(name), row[index]])));
}

/** The company's export entries of the activity trail, oldest first. */
export function exportEntries(app: App, companyId: number) {
  return app.database.db
    .select()
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.kind, 'export.made')))
    .orderBy(asc(companyActivity.id));
}
