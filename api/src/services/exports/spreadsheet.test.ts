import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { exportFileName, neutralizeCell, sheetNameOf, toCsv, toXlsx, writeSpreadsheet, type SheetColumn } from './spreadsheet';

const columns: SheetColumn<'name' | 'score'>[] = [
  { key: 'name', header: 'Prénom' },
  { key: 'score', header: 'Score', numeric: true },
];

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('neutralizeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+33 6 12 34 56 78', `'+33 6 12 34 56 78`],
    ['-2+3+cmd|\' /C calc\'!A0', `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1+1)*cmd|\' /C calc\'!A0', `'@SUM(1+1)*cmd|' /C calc'!A0`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['\nanything', `'\nanything`],
    ['  =1+1', `'  =1+1`],
    ['\uff1d1+1', `'\uff1d1+1`],
  ])('prefixes %j with a single quote', (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });

  it.each(['Ada', 'Léa Dupont', 'a=b', 'x-1', "l'équipe", '', '3'])('leaves the harmless %j as it is', (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });

  it('keeps numbers as numbers, negative ones too, and writes nothing for a missing value', () => {
    expect(neutralizeCell(-12)).toBe(-12);
    expect(neutralizeCell(87)).toBe(87);
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(undefined)).toBe('');
    expect(neutralizeCell(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes UTF-8 with a byte-order mark, CRLF line ends, the header first, text quoted and numbers bare', () => {
    const body = toCsv(columns, [{ name: 'Zoé', score: -4 }, { name: 'Ada, "the first"', score: 91 }]);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.toString('utf8')).toBe('\ufeff"Prénom","Score"\r\n"Zoé",-4\r\n"Ada, ""the first""",91\r\n');
  });

  it('neutralises formulas, and a parser reads them back as text with the quote', () => {
    const body = toCsv(columns, [{ name: '=HYPERLINK("http://evil.example","x")', score: null }]);
    const records = parse(body, { bom: true }) as string[][];
    expect(records).toEqual([
      ['Prénom', 'Score'],
      [`'=HYPERLINK("http://evil.example","x")`, ''],
    ]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columns, []).toString('utf8')).toBe('\ufeff"Prénom","Score"\r\n');
  });
});

describe('toXlsx', () => {
  it('writes one sheet: the header bold and frozen, text as text, numbers as numbers, widths from the content', async () => {
    const body = await toXlsx(columns, [{ name: 'Zoé', score: -4 }, { name: '=1+1', score: 91 }], 'Contacts');
    const sheet = await readXlsx(body);
    expect(sheet.name).toBe('Contacts');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Prénom', 'Score']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toBe('Zoé');
    expect(sheet.getCell('B2').value).toBe(-4);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A3').value).toBe("'=1+1");
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(8);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('writeSpreadsheet', () => {
  it('answers each format with its content type', async () => {
    const csv = await writeSpreadsheet('csv', columns, [], 'x');
    const xlsx = await writeSpreadsheet('xlsx', columns, [], 'x');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(xlsx.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // an XLSX is a zip
    expect(xlsx.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('names', () => {
  it('makes an ASCII file name a header carries as it is', () => {
    expect(exportFileName('Équipe TB-001 / "été"', 'xlsx', '2025-03-01')).toBe('equipe-tb-001-ete-2025-03-01.xlsx');
    expect(exportFileName('Опрос', 'csv', '2025-03-01')).toBe('export-2025-03-01.csv');
  });

  it('makes a sheet name Excel accepts', () => {
    expect(sheetNameOf('Results: [2025/03]?')).toBe('Results   2025 03');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('')).toBe('Sheet1');
  });
});
