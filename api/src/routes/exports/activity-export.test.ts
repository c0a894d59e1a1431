import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { byHeader, csvRecords, EXPORTS, exportEntries, xlsxSheet } from '@rapport/api/testing/exports';
import { addCompanyUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';

const ACTIVITY = '/company/export/activity/';
const CALENDAR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * The activity trail as a file: every entry of the Activity page, newest first, in the page's
 * words, filtered as the page filters, the company's own only, the export itself recorded.
 */
describe(`the activity export (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let colleague: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Trail Co' }));
    colleague = await signedIn(app, { firstName: 'Cole', lastName: 'League' });
    await addCompanyUser(app.database.db, companyId, colleague.id);
    other = await companyWithAdmin(app, { name: 'Other Trail Co' });
    const add = (caller: SignedIn, first: string, email: string) =>
      http.post('/company/company_contact/?send_invitation=0', { first_name: first, last_name: 'Lovelace', email, contact_type: 'C' }, { token: caller.token, ip: '198.51.100.4' });
    expect((await add(admin, 'Ada', 'ada@example.org')).statusCode).toBe(200);
    expect((await add(colleague, '=HYPERLINK("http://evil.example","x")', 'mallory@example.org')).statusCode).toBe(200);
    expect((await http.get(`${EXPORTS.contacts}?format=csv&lang=en`, { token: admin.token, ip: '198.51.100.4' })).statusCode).toBe(200);
    expect((await add(other.admin, 'Someone', 'else@example.org')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every entry newest first, in the page’s words, the time in the company’s calendar, formulas neutralised', async () => {
    const res = await http.get(`${ACTIVITY}?format=csv&lang=en`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = csvRecords(res.rawPayload);
    expect(records[0]).toEqual(['When (Europe/Paris)', 'Who', 'What', 'Detail', 'Subject', 'Address']);
    const rows = byHeader(records);
    expect(rows.map(({ Who, What, Detail, Subject, Address }) => ({ Who, What, Detail, Subject, Address }))).toEqual([
      { Who: admin.email, What: 'Export made', Detail: 'company contacts, CSV, 2 rows', Subject: 'Company contacts', Address: '198.51.100.4' },
      { Who: colleague.email, What: 'Contact added', Detail: '', Subject: `'=HYPERLINK("http://evil.example","x") Lovelace <mallory@example.org>`, Address: '198.51.100.4' },
      { Who: admin.email, What: 'Contact added', Detail: '', Subject: 'Ada Lovelace <ada@example.org>', Address: '198.51.100.4' },
    ]);
    for (const row of rows) expect(row['When (Europe/Paris)']).toMatch(CALENDAR_TIME);
  });

  it('filters by kind and by person as the page does, in French as an XLSX, and records each export', async () => {
    const byKind = byHeader(csvRecords((await http.get(`${ACTIVITY}?format=csv&lang=en&kind=contact.created`, { token: admin.token })).rawPayload));
    expect(byKind.map((row) => row.Subject)).toEqual([expect.stringContaining('mallory@example.org'), 'Ada Lovelace <ada@example.org>']);
    const res = await http.get(`${ACTIVITY}?format=xlsx&lang=fr&person=${encodeURIComponent(colleague.email.toUpperCase())}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const sheet = await xlsxSheet(res.rawPayload);
    expect(sheet.name).toBe('Activité');
    expect(sheet.rows[0]).toEqual(['Quand (Europe/Paris)', 'Qui', 'Quoi', 'Détail', 'Objet', 'Adresse']);
    expect(byHeader(sheet.rows).map((row) => [row.Qui, row.Quoi])).toEqual([[colleague.email, 'Contact ajouté']]);
    const activityExports = (await exportEntries(app, companyId)).filter((entry) => entry.detail.export === 'activity');
    expect(activityExports.map((entry) => entry.detail)).toEqual([
      { export: 'activity', format: 'csv', lang: 'en', rows: 3 },
      { export: 'activity', format: 'csv', lang: 'en', rows: 2, kind: 'contact.created' },
      { export: 'activity', format: 'xlsx', lang: 'fr', rows: 1, person: colleague.email.toUpperCase() },
    ]);
  });

  it("gives another company's admin their own trail only, and refuses a kind it does not know", async () => {
    const rows = byHeader(csvRecords((await http.get(`${ACTIVITY}?format=csv&lang=en`, { token: other.admin.token })).rawPayload));
    expect(rows.map((row) => row.Subject)).toEqual(['Someone Lovelace <else@example.org>']);
    expect((await http.get(`${ACTIVITY}?format=csv&kind=contact.stolen`, { token: admin.token })).statusCode).toBe(400);
    const individual = await signedIn(app);
    expect((await http.get(`${ACTIVITY}?format=csv`, { token: individual.token })).statusCode).toBe(403);
  });
});
