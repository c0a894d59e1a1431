import ExcelJS from 'exceljs';
import { CONTACTS_IMPORT_LIMITS } from '@rapport/wire/api/contacts-import';
import type { SheetRow } from './check-rows';

/**
 * The first sheet of an XLSX file as rows of text, with exceljs. Runs on the read thread
 * (xlsx-reader.ts): a file of 5 MB may unpack to far more, and only that thread's memory is at stake.
 */

/** The text of a cell as the sheet shows it: a link's text, a formula's result, a rich text's runs. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  // an error value (#N/A): nothing to import
  return '';
}

export type SheetReading = { rows: SheetRow[] } | { error: 'unreadable' | 'too_many_rows' };

/** The non-blank rows of the workbook's first sheet (the header row among them), at most the limit's worth. */
export async function readFirstSheet(file: Uint8Array): Promise<SheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { error: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [] };
  const rows: SheetRow[] = [];
  // the header row and the limit's rows; one more says the file is over it
  const most = CONTACTS_IMPORT_LIMITS.maxRows + 1;
  let over = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (over) return;
    const cells: string[] = [];
    const width = Math.min(row.cellCount, CONTACTS_IMPORT_LIMITS.maxColumns);
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.every((cell) => cell.trim() === '')) return;
    if (rows.length === most) over = true;
    else rows.push({ number: row.number, cells });
  });
  return over ? { error: 'too_many_rows' } : { rows };
}
