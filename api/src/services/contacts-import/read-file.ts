import { parse } from 'csv-parse/sync';
import { CONTACTS_IMPORT_LIMITS as LIMITS, CONTACTS_IMPORT_MESSAGES as M, isBase64 } from '@rapport/wire/api/contacts-import';
import { badRequest } from '../../http-errors';
import type { SheetRow } from './check-rows';
import { recogniseColumns } from './columns';
import { readXlsxOnThread, type XlsxReadLimits } from './xlsx-reader';

/**
 * A contacts file as rows of text: its first non-blank row names the columns, the rows under
 * it are the contacts. CSV with csv-parse (UTF-8, with or without a BOM, `,`, `;` or tab
 * between cells, as English and French spreadsheets write them), XLSX with exceljs (the first
 * sheet). Anything else, or anything that cannot be read, is a 400 that says so.
 */

export type FileFormat = 'csv' | 'xlsx';

export interface ReadFile {
  format: FileFormat;
  headers: string[];
  rows: SheetRow[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** an old Excel file (.xls): OLE compound document */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The file's bytes from base64, refusing anything else and anything over the size limit. */
export function decodeFile(base64: string): Buffer {
  // the contract checks it too; Buffer.from would skip what is not base64 and read a mangled upload as another file
  if (!isBase64(base64)) throw badRequest(M.notBase64);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIMITS.maxFileBytes) throw badRequest(M.tooLarge);
  if (bytes.length === 0) throw badRequest(M.empty);
  return bytes;
}

/** The format the name says; its content must agree. */
function formatOf(fileName: string, bytes: Uint8Array): FileFormat {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') {
    if (!startsWith(bytes, ZIP)) throw badRequest(M.unreadable);
    return 'xlsx';
  }
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') {
    if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) throw badRequest(M.unreadable);
    return 'csv';
  }
  throw badRequest(M.fileType);
}

/** UTF-8 text (its BOM dropped); UTF-16 (Excel's "Unicode text") and legacy encodings are refused. */
function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(M.notUtf8);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

const csvRecords = (text: string, delimiter: string, to?: number): string[][] =>
  parse(text, {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    // a row of six short fields: anything this long is not a contacts file
    max_record_size: 100_000,
    ...(to !== undefined && { to }),
  }) as string[][];

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The delimiter under which the first row names the most known columns (then has the most
 * cells): a French file's `Nom;Prénom` read with `,` is one unknown column.
 */
function detectDelimiter(text: string): string {
  let best: { delimiter: string; known: number; cells: number } | undefined;
  for (const delimiter of DELIMITERS) {
    let header: string[] | undefined;
    try {
      header = csvRecords(text, delimiter, 20).find((cells) => !isBlank(cells));
    } catch {
      continue;
    }
    if (!header) continue;
    const known = recogniseColumns(header).filter(Boolean).length;
    if (!best || known > best.known || (known === best.known && header.length > best.cells)) best = { delimiter, known, cells: header.length };
  }
  if (!best) throw badRequest(M.unreadable);
  return best.delimiter;
}

function readCsv(bytes: Uint8Array): SheetRow[] {
  const text = utf8Text(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = csvRecords(text, delimiter);
  } catch {
    throw badRequest(M.unreadable);
  }
  // a record's number is its row in a spreadsheet (a cell holding a line break stays one row)
  return records.flatMap((cells, index) => (isBlank(cells) ? [] : [{ number: index + 1, cells: cells.slice(0, LIMITS.maxColumns) }]));
}

/** Header cells without the blank ones a spreadsheet leaves at the end. */
function trimHeader(cells: readonly string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1].trim() === '') end -= 1;
  return cells.slice(0, end).map((cell) => cell.trim());
}

/** The file's header and rows; 400 for a file that is not a readable CSV or XLSX of at most the limit's rows. */
export async function readContactsFile(fileName: string, base64: string, xlsxLimits?: XlsxReadLimits): Promise<ReadFile> {
  const bytes = decodeFile(base64);
  const format = formatOf(fileName, bytes);
  let rows: SheetRow[];
  if (format === 'csv') rows = readCsv(bytes);
  else {
    const reading = await readXlsxOnThread(bytes, xlsxLimits);
    if ('error' in reading) throw badRequest(reading.error === 'too_many_rows' ? M.tooManyRows : M.unreadable);
    rows = reading.rows;
  }
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw badRequest(M.empty);
  if (data.length > LIMITS.maxRows) throw badRequest(M.tooManyRows);
  return { format, headers: trimHeader(header.cells), rows: data };
}
