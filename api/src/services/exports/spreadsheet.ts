import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/**
 * The one writer of the exports: columns and rows in, a CSV or XLSX file out, every text cell
 * neutralised against formula injection on the way (OWASP, "CSV Injection").
 *
 * CSV: comma-separated (RFC 4180, what every parser and csv-parse read by default), CRLF line
 * ends, UTF-8 with a byte-order mark so Excel reads accents and Cyrillic as UTF-8. A French
 * Excel splits a double-clicked CSV on `;`: XLSX is offered beside it for that, and opens the
 * same in every Excel. A delimiter chosen by the admin's language would make one export two
 * formats for the scripts that read it.
 */

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** A cell's value: a JS number is written as a number (never neutralised), anything else as text. */
export type CellValue = string | number | null | undefined;

export interface SheetColumn<Key extends string = string> {
  key: Key;
  /** the header as the admin reads it, in their language */
  header: string;
  /** numbers right-aligned in XLSX; a number stays a number in any column */
  numeric?: boolean;
}

export interface SpreadsheetFile {
  contentType: string;
  body: Buffer;
  extension: SpreadsheetFormat;
}

export const SPREADSHEET_CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// A spreadsheet reads a cell starting with one of these as a formula (= + - @), or skips the
// control character and reads what follows (tab, carriage return, line feed). Leading blanks
// before a trigger are neutralised too (LibreOffice may trim them), and the full-width forms
// (Excel in East Asian locales reads them as the ASCII ones).
const FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/**
 * A cell as a spreadsheet may hold it safely: text that a spreadsheet would read as a formula
 * gets a leading single quote (OWASP's advice: shown as text, the content kept whole and
 * visible); a number stays a number, so a real negative score is still a number.
 */
export function neutralizeCell(value: CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

type Row<Key extends string> = Readonly<Partial<Record<Key, CellValue>>>;

function cellsOf<Key extends string>(columns: readonly SheetColumn<Key>[], row: Row<Key>): (string | number)[] {
  return columns.map((column) => neutralizeCell(row[column.key]));
}

/** The CSV of the rows (header row first). */
export function toCsv<Key extends string>(columns: readonly SheetColumn<Key>[], rows: readonly Row<Key>[]): Buffer {
  const records = [columns.map((column) => neutralizeCell(column.header)), ...rows.map((row) => cellsOf(columns, row))];
  // text quoted, numbers bare: OWASP's "wrap each cell in double quotes" for text, while a
  // spreadsheet still reads a number as a number
  const text = stringify(records, { bom: true, record_delimiter: 'windows', quoted_string: true });
  return Buffer.from(text, 'utf8');
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
export function sheetNameOf(name: string): string {
  const clean = name.replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31);
  return clean || 'Sheet1';
}

/** The XLSX of the rows: one sheet, the header row bold and frozen, columns as wide as their text. */
export async function toXlsx<Key extends string>(
  columns: readonly SheetColumn<Key>[],
  rows: readonly Row<Key>[],
  sheetName: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rapport';
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columns.map((column) => String(neutralizeCell(column.header)).length);
  sheet.addRow(columns.map((column) => neutralizeCell(column.header)));
  for (const row of rows) {
    const cells = cellsOf(columns, row);
    cells.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, String(cell).length);
    });
    // each value is a string or a number: exceljs writes a string as text, never as a formula
    sheet.addRow(cells);
  }
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (widths[index] ?? 0) + 2));
    if (column.numeric) sheetColumn.alignment = { horizontal: 'right' };
  });
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written as ArrayBuffer);
}

/** The file of the rows in the format asked, with its content type. */
export async function writeSpreadsheet<Key extends string>(
  format: SpreadsheetFormat,
  columns: readonly SheetColumn<Key>[],
  rows: readonly Row<Key>[],
  sheetName: string,
): Promise<SpreadsheetFile> {
  const body = format === 'csv' ? toCsv(columns, rows) : await toXlsx(columns, rows, sheetName);
  return { contentType: SPREADSHEET_CONTENT_TYPES[format], body, extension: format };
}

/** The file's name: the wire's, so the pages save a file under the name the API gives it. */
export { exportFileName } from '@rapport/wire/api/exports';
