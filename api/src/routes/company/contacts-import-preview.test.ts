import { CONTACTS_IMPORT_MESSAGES as M } from '@rapport/wire/api/contacts-import';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactRows, mailCount, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import {
  activityOf,
  csvFile,
  ENGLISH_HEADER,
  FRENCH_HEADER,
  IMPORT_PREVIEW,
  peopleRows,
  xlsxBytes,
  xlsxFile,
  type Cells,
} from '@rapport/api/testing/contacts-import';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createContact } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';

describe(`contacts import: the preview (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { name: `Import preview ${Date.now()}` }));
  });
  afterAll(async () => {
    await app.close();
  });

  const preview = (body: Record<string, unknown>, token = admin.token) => http.post(IMPORT_PREVIEW, body, { token });

  it('reads a French Excel CSV (a BOM, `;` between cells, French headers and words) and writes nothing', async () => {
    const rows: Cells[] = [
      [...FRENCH_HEADER],
      ['Léa', 'Dupont', 'lea.dupont@example.org', '06 12 34 56 78', 'Salarié', 'oui'],
      ['Marc', 'Durand; fils', 'marc.durand@example.org', '', 'Candidat', 'non'],
      ['Zoé', 'Martin', 'zoe.martin@example.org', '', 'C', ''],
    ];
    const contactsBefore = await contactRows(app, companyId);
    const mailsBefore = await mailCount(app);
    const res = await preview({ file_name: 'contacts.csv', file: csvFile(rows, { delimiter: ';', bom: true }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      file_name: 'contacts.csv',
      format: 'csv',
      headers: [...FRENCH_HEADER],
      columns: ['first_name', 'last_name', 'email', 'phone', 'contact_type', 'confidential'],
      missing: [],
      counts: { rows: 3, to_add: 3, bad: 0, duplicates: 0 },
      bad_rows: [],
      duplicates: [],
    });
    expect(body.rows[0]).toEqual({
      row: 2,
      status: 'new',
      first_name: 'Léa',
      last_name: 'Dupont',
      email: 'lea.dupont@example.org',
      phone: '06 12 34 56 78',
      contact_type: 'Salarié',
      confidential: 'oui',
    });
    // a quoted `;` is part of its cell
    expect(body.rows[1].last_name).toBe('Durand; fils');
    expect(await contactRows(app, companyId)).toEqual(contactsBefore);
    expect(await mailCount(app)).toBe(mailsBefore);
    expect(await activityOf(app, companyId)).toEqual([]);
  });

  it('reads a CSV with `,` and English headers in another order, and one with tabs', async () => {
    const rows: Cells[] = [
      ['Email address', 'Surname', 'Given name', 'Contact type'],
      ['ada@example.org', 'Lovelace', 'Ada', 'employee'],
    ];
    const comma = (await preview({ file_name: 'people.CSV', file: csvFile(rows) })).json();
    expect(comma.columns).toEqual(['email', 'last_name', 'first_name', 'contact_type']);
    expect(comma.counts).toEqual({ rows: 1, to_add: 1, bad: 0, duplicates: 0 });
    const tab = (await preview({ file_name: 'people.txt', file: csvFile(rows, { delimiter: '\t' }) })).json();
    expect(tab.columns).toEqual(comma.columns);
  });

  it('reads the first sheet of an XLSX file: links, numbers, formulas and blank rows as a spreadsheet shows them', async () => {
    const bytes = await xlsxBytes(
      [
        [...ENGLISH_HEADER],
        ['Alan', 'Turing', 'alan@example.org', 33612345678, 'E', true],
        [],
        ['Grace', 'Hopper', 'grace@example.org', null, 'Candidate', 'No'],
      ],
      { Other: [['Nothing', 'here']] },
    );
    const res = await preview({ file_name: 'contacts.xlsx', file: bytes.toString('base64') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.format).toBe('xlsx');
    expect(body.counts).toEqual({ rows: 2, to_add: 2, bad: 0, duplicates: 0 });
    expect(body.rows.map((row: { row: number }) => row.row)).toEqual([2, 4]);
    expect(body.rows[0]).toMatchObject({ phone: '33612345678', confidential: 'true' });
  });

  it('lists each bad row with the create-contact messages, and counts what would be added', async () => {
    const rows: Cells[] = [
      [...ENGLISH_HEADER],
      ['', 'Hopper', 'grace@example.org', '', 'C', ''],
      ['Alan', '', 'not-an-address', '', 'E', ''],
      ['Ada', 'Lovelace', '', '', '', 'maybe'],
      ['Linus', 'T'.repeat(151), 'linus@example.org', '', 'manager', ''],
      ['Good', 'Row', 'good.row@example.org', '', 'Employé', 'Non'],
    ];
    const body = (await preview({ file_name: 'bad.csv', file: csvFile(rows) })).json();
    expect(body.counts).toEqual({ rows: 5, to_add: 1, bad: 4, duplicates: 0 });
    expect(body.rows.map((row: { status: string }) => row.status)).toEqual(['bad', 'bad', 'bad', 'bad', 'new']);
    expect(body.bad_rows).toEqual([
      { row: 2, problems: [{ field: 'first_name', message: COMPANY_MESSAGES.firstNameRequired, code: 'validation.first_name_required' }] },
      {
        row: 3,
        problems: [
          { field: 'last_name', message: COMPANY_MESSAGES.lastNameRequired, code: 'validation.last_name_required' },
          { field: 'email', message: 'Invalid email address', code: 'validation.email_invalid' },
        ],
      },
      {
        row: 4,
        problems: [
          { field: 'email', message: 'Required', code: 'validation.required' },
          { field: 'contact_type', message: 'Required', code: 'validation.required' },
          { field: 'confidential', message: 'Must be true or false', code: 'validation.not_boolean' },
        ],
      },
      {
        row: 5,
        problems: [
          { field: 'last_name', message: 'Maximum 150 characters are allowed.', code: 'validation.too_long', params: { max: 150 } },
          { field: 'contact_type', message: M.badType, code: 'import.bad_type' },
        ],
      },
    ]);
  });

  it('shows and skips duplicates of the company\'s contacts (any case) and of an earlier row, not of another company\'s', async () => {
    const { companyId: mine, admin: owner } = await companyWithAdmin(app, { name: `Dupes ${Date.now()}` });
    const { companyId: theirs } = await companyWithAdmin(app, { name: `Others ${Date.now()}` });
    await createContact(app.database.db, mine, { email: 'Known.Person@example.org' });
    await createContact(app.database.db, theirs, { email: 'elsewhere@example.org' });
    const rows: Cells[] = [
      [...ENGLISH_HEADER],
      ['Known', 'Person', 'known.person@EXAMPLE.org', '', 'C', ''],
      ['First', 'Time', 'twice@example.org', '', 'C', ''],
      ['Bad', '', 'bad.twice@example.org', '', 'C', ''],
      ['Second', 'Time', 'TWICE@example.org', '', 'E', ''],
      ['Good', 'Twice', 'bad.twice@example.org', '', 'E', ''],
      ['Else', 'Where', 'elsewhere@example.org', '', 'E', ''],
    ];
    const body = (await preview({ file_name: 'dupes.csv', file: csvFile(rows) }, owner.token)).json();
    expect(body.counts).toEqual({ rows: 6, to_add: 3, bad: 1, duplicates: 2 });
    expect(body.duplicates).toEqual([
      { row: 2, email: 'known.person@EXAMPLE.org', of: 'company', first_row: null },
      { row: 5, email: 'TWICE@example.org', of: 'file', first_row: 3 },
    ]);
    expect(body.rows.map((row: { status: string }) => row.status)).toEqual(['duplicate', 'new', 'bad', 'duplicate', 'new', 'new']);
  });

  it('takes the columns the admin chose for headers it does not know, and says which required ones are missing', async () => {
    const rows: Cells[] = [
      ['Vorname', 'Nachname', 'E-mail', 'Art'],
      ['Karl', 'Marx', 'karl@example.org', 'E'],
    ];
    const file = csvFile(rows);
    const recognised = (await preview({ file_name: 'de.csv', file })).json();
    expect(recognised.columns).toEqual([null, null, 'email', null]);
    expect(recognised.missing).toEqual(['first_name', 'last_name', 'contact_type']);
    expect(recognised.counts.to_add).toBe(0);

    const chosen = (await preview({ file_name: 'de.csv', file, columns: ['first_name', 'last_name', 'email', 'contact_type'] })).json();
    expect(chosen.missing).toEqual([]);
    expect(chosen.counts).toEqual({ rows: 1, to_add: 1, bad: 0, duplicates: 0 });

    const short = await preview({ file_name: 'de.csv', file, columns: ['first_name', 'last_name'] });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(refusal(M.columnsMismatch));
    const twice = await preview({ file_name: 'de.csv', file, columns: ['first_name', 'first_name', 'email', null] });
    expect(twice.json()).toEqual(expect.objectContaining({ code: 'import.column_twice' }));
  });

  it.each([
    ['a file over 5 MB', 'big.csv', () => Buffer.alloc(5 * 1024 * 1024 + 1, 'a').toString('base64'), 'import.too_large'],
    ['an empty file', 'empty.csv', () => '', 'import.empty'],
    ['a header without rows', 'header.csv', () => csvFile([[...ENGLISH_HEADER]]), 'import.empty'],
    ['blank lines only', 'blank.csv', () => Buffer.from('\r\n ; ;\r\n\r\n').toString('base64'), 'import.empty'],
    ['a first row naming no known column', 'numbers.csv', () => csvFile([['1', '2'], ['3', '4']]), 'import.no_header'],
    ['Latin-1 text', 'latin1.csv', () => Buffer.from('Prénom;Nom\r\nLéa;Dupont', 'latin1').toString('base64'), 'import.not_utf8'],
    ['UTF-16 text', 'unicode.txt', () => Buffer.from('\ufeffPrénom\tNom\r\n', 'utf16le').toString('base64'), 'import.not_utf8'],
    ['random bytes named .xlsx', 'garbage.xlsx', () => Buffer.from([1, 2, 3, 4, 250, 251]).toString('base64'), 'import.unreadable'],
    ['a zip that is no workbook', 'fake.xlsx', () => Buffer.from('PK\u0003\u0004garbage garbage').toString('base64'), 'import.unreadable'],
    ['an old .xls renamed .csv', 'old.csv', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]).toString('base64'), 'import.unreadable'],
    ['a PDF', 'contacts.pdf', () => Buffer.from('%PDF-1.4').toString('base64'), 'import.file_type'],
    ['a name without extension', 'contacts', () => csvFile([[...ENGLISH_HEADER]]), 'import.file_type'],
    ['text that is not base64', 'contacts.csv', () => 'First name,Last name', 'import.not_base64'],
    ['an unclosed quote', 'quote.csv', () => Buffer.from('First name,Last name\r\n"Ada,Lovelace\r\n').toString('base64'), 'import.unreadable'],
  ])('refuses %s with a 400 that says so', async (_what, fileName, file, code) => {
    const before = await contactRows(app, companyId);
    const res = await preview({ file_name: fileName, file: file() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ status: 0, code }));
    expect(await contactRows(app, companyId)).toEqual(before);
  });

  it('refuses a file of more than 10,000 rows, CSV or XLSX; 10,000 are read', async () => {
    const rows = [[...ENGLISH_HEADER], ...peopleRows(10_001, 'over')];
    for (const file of [{ file_name: 'over.csv', file: csvFile(rows) }, { file_name: 'over.xlsx', file: await xlsxFile(rows) }]) {
      const res = await preview(file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(M.tooManyRows));
    }
    const full = await preview({ file_name: 'full.csv', file: csvFile(rows.slice(0, 10_001)) });
    expect(full.statusCode).toBe(200);
    expect(full.json().counts).toEqual({ rows: 10_000, to_add: 10_000, bad: 0, duplicates: 0 });
    expect(full.json().rows).toHaveLength(10);
  });

  it('lists at most 200 bad rows, and counts them all', async () => {
    const rows = [[...ENGLISH_HEADER], ...Array.from({ length: 500 }, (_, n): Cells => [`N${n}`, '', `bad.${n}@example.org`, '', 'C', ''])];
    const body = (await preview({ file_name: 'bad.csv', file: csvFile(rows) })).json();
    expect(body.counts.bad).toBe(500);
    expect(body.bad_rows).toHaveLength(200);
    expect(body.bad_rows[199].row).toBe(201);
  });

  it.each(['contacts-import.csv', 'contacts-import.xlsx'])("the demo's %s has good rows, bad rows with their reasons and duplicates", async (name) => {
    const { companyId: demo, admin: owner } = await companyWithAdmin(app, { name: `Demo ${name} ${Date.now()}` });
    await createContact(app.database.db, demo, { email: 'camille@rapport.local', firstName: 'Camille' });
    const file = readFileSync(path.join(__dirname, '../../../../docs/demo', name)).toString('base64');
    const body = (await preview({ file_name: name, file }, owner.token)).json();
    expect(body.counts).toEqual({ rows: 9, to_add: 4, bad: 3, duplicates: 2 });
    expect(body.bad_rows.map((bad: { row: number; problems: { code: string }[] }) => [bad.row, bad.problems.map((problem) => problem.code)])).toEqual([
      [5, ['validation.email_invalid']],
      [6, ['validation.first_name_required']],
      [7, ['import.bad_type']],
    ]);
    expect(body.duplicates.map((duplicate: { row: number; of: string }) => [duplicate.row, duplicate.of])).toEqual([
      [8, 'company'],
      [9, 'file'],
    ]);
  });

  it('is for company users only', async () => {
    const person = await signedIn(app);
    const res = await preview({ file_name: 'contacts.csv', file: csvFile([[...ENGLISH_HEADER], ...peopleRows(1, 'x')]) }, person.token);
    expect(res.statusCode).toBe(403);
  });
});
