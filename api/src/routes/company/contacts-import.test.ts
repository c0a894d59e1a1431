import { CONTACTS_IMPORT_MESSAGES as M } from '@rapport/wire/api/contacts-import';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactRows, mailCount, mailsTo, refusal } from '@rapport/api/testing/company';
import { activityOf, csvFile, ENGLISH_HEADER, FRENCH_HEADER, IMPORT, peopleRows, xlsxFile, type Cells } from '@rapport/api/testing/contacts-import';
import { createContact, createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';

describe(`contacts import: the import (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const company = (name: string) => companyWithAdmin(app, { name: `${name} ${Date.now()} ${Math.random()}` });

  it('writes the good rows, skips the bad ones and the duplicates, and leaves another company alone', async () => {
    const { companyId, admin } = await company('Import');
    const { companyId: other } = await company('Other');
    await createContact(app.database.db, companyId, { email: 'already@example.org' });
    await createContact(app.database.db, other, { email: 'lea@example.org' });
    const otherBefore = await contactRows(app, other);
    const rows: Cells[] = [
      [...FRENCH_HEADER],
      ['Léa', 'Dupont', 'lea@example.org', '06 12 34 56 78', 'Salarié', 'oui'],
      ['Marc', 'Durand', 'marc@example.org', '', 'Candidat', 'non'],
      ['', 'Sans prénom', 'nobody@example.org', '', 'C', ''],
      ['Déjà', 'Là', 'ALREADY@example.org', '', 'C', ''],
      ['Marc', 'Encore', 'Marc@example.org', '', 'E', ''],
    ];
    const res = await http.post(IMPORT, { file_name: 'équipe.csv', file: csvFile(rows, { delimiter: ';', bom: true }) }, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, bad: 1, duplicates: 2, invited: 0 });

    const contacts = await contactRows(app, companyId);
    expect(contacts.map((c) => [c.firstName, c.lastName, c.email, c.phone, c.contactType, c.confidential, c.invitationSent])).toEqual([
      ['Grace', 'Hopper', 'already@example.org', null, 'C', false, false],
      ['Léa', 'Dupont', 'lea@example.org', '06 12 34 56 78', 'E', true, false],
      ['Marc', 'Durand', 'marc@example.org', null, 'C', false, false],
    ]);
    expect(new Set(contacts.map((c) => c.contactReferral)).size).toBe(3);
    expect(await contactRows(app, other)).toEqual(otherBefore);
    expect(await mailsTo(app, 'lea@example.org')).toEqual([]);
  });

  it('records one activity entry per contact added, naming the admin, the file and the row', async () => {
    const { companyId, admin } = await company('Trail');
    const rows: Cells[] = [[...ENGLISH_HEADER], ['Ada', 'Lovelace', 'ada@example.org', '', 'E', ''], ['Bad', '', 'bad@example.org', '', 'E', ''], ['Alan', 'Turing', 'alan@example.org', '', 'C', '']];
    await http.post(IMPORT, { file_name: 'staff.csv', file: csvFile(rows) }, { token: admin.token, ip: '203.0.113.9' });
    const entries = await activityOf(app, companyId);
    expect(entries.map(({ kind, subject, detail, actorUserId, actorEmail, ip }) => ({ kind, subject, detail, actorUserId, actorEmail, ip }))).toEqual([
      {
        kind: 'contact.imported',
        subject: 'Ada Lovelace <ada@example.org>',
        detail: { file_name: 'staff.csv', row: 2, invited: false },
        actorUserId: admin.id,
        actorEmail: admin.email,
        ip: '203.0.113.9',
      },
      {
        kind: 'contact.imported',
        subject: 'Alan Turing <alan@example.org>',
        detail: { file_name: 'staff.csv', row: 4, invited: false },
        actorUserId: admin.id,
        actorEmail: admin.email,
        ip: '203.0.113.9',
      },
    ]);
  });

  it('imports an XLSX file with the columns the admin chose', async () => {
    const { companyId, admin } = await company('Xlsx');
    const file = await xlsxFile([
      ['Vorname', 'Nachname', 'Mail', 'Art', 'Notizen'],
      ['Karl', 'Marx', 'karl@example.org', 'E', 'ignored'],
    ]);
    const res = await http.post(IMPORT, { file_name: 'Kontakte.xlsx', file, columns: ['first_name', 'last_name', 'email', 'contact_type', null] }, { token: admin.token });
    expect(res.json()).toEqual({ added: 1, bad: 0, duplicates: 0, invited: 0 });
    expect((await contactRows(app, companyId)).map((c) => [c.firstName, c.lastName, c.email, c.contactType])).toEqual([['Karl', 'Marx', 'karl@example.org', 'E']]);
  });

  it('invites the imported people when asked: the New contact invitation, in their own language when they have an account', async () => {
    const { companyId, admin } = await company('Invite');
    await createUser(app.database.db, { email: 'has.account@example.org', language: 'fr' });
    const rows: Cells[] = [[...ENGLISH_HEADER], ['New', 'Person', 'new.person@example.org', '', 'C', ''], ['Has', 'Account', 'Has.Account@example.org', '', 'E', ''], ['Bad', '', 'bad.invite@example.org', '', 'C', '']];
    const res = await http.post(IMPORT, { file_name: 'invite.csv', file: csvFile(rows), send_invitation: true, lang: 'en' }, { token: admin.token });
    expect(res.json()).toEqual({ added: 2, bad: 1, duplicates: 0, invited: 2 });

    const contacts = await contactRows(app, companyId);
    expect(contacts.every((c) => c.invitationSent)).toBe(true);
    const [mail] = await mailsTo(app, 'new.person@example.org');
    expect(mail.text).toContain(`?contact=${contacts[0].contactReferral}`);
    const [french] = await mailsTo(app, 'Has.Account@example.org');
    expect(french.subject).toMatch(/vous invite/);
    expect(mail.subject).toMatch(/invites you/);
    // an account's link signs its holder in: sealed in the outbox, never written out
    expect(french.secrets).not.toBeNull();
    expect(await mailsTo(app, 'bad.invite@example.org')).toEqual([]);
    expect((await activityOf(app, companyId)).map((entry) => entry.detail)).toEqual([
      { file_name: 'invite.csv', row: 2, invited: true },
      { file_name: 'invite.csv', row: 3, invited: true },
    ]);
  });

  it('writes everything or nothing: a failure while recording the trail leaves no contact, mail or entry', async () => {
    const { companyId, admin } = await company('Atomic');
    const mailsBefore = await mailCount(app);
    jest.spyOn(app.activityRepository, 'recordMany').mockRejectedValueOnce(new Error('the disk is full'));
    const res = await http.post(IMPORT, { file_name: 'atomic.csv', file: csvFile([[...ENGLISH_HEADER], ...peopleRows(3, 'atomic')]), send_invitation: true }, { token: admin.token });
    expect(res.statusCode).toBe(500);
    expect(await contactRows(app, companyId)).toEqual([]);
    expect(await mailCount(app)).toBe(mailsBefore);
    expect(await activityOf(app, companyId)).toEqual([]);
  });

  it('skips a row whose address became a contact after the file was checked, without failing the rest', async () => {
    const { companyId, admin } = await company('Race');
    const { contactsImportRepository: repository } = app;
    const checkTaken = repository.takenEmails.bind(repository);
    // the check sees the company as it was; the contact arrives before the transaction writes
    jest.spyOn(repository, 'takenEmails').mockImplementationOnce(async (id, emails) => {
      const taken = await checkTaken(id, emails);
      await createContact(app.database.db, companyId, { email: 'late@example.org', firstName: 'Late' });
      return taken;
    });
    const rows: Cells[] = [[...ENGLISH_HEADER], ['Early', 'Bird', 'early@example.org', '', 'C', ''], ['Late', 'Comer', 'LATE@example.org', '', 'C', '']];
    const res = await http.post(IMPORT, { file_name: 'race.csv', file: csvFile(rows) }, { token: admin.token });
    expect(res.json()).toEqual({ added: 1, bad: 0, duplicates: 1, invited: 0 });
    expect((await contactRows(app, companyId)).map((c) => c.firstName)).toEqual(['Late', 'Early']);
    expect((await activityOf(app, companyId)).map((entry) => entry.subject)).toEqual(['Early Bird <early@example.org>']);
  });

  it('checks the file again: a bad file, or one without a required column, writes nothing', async () => {
    const { companyId, admin } = await company('Again');
    const garbage = await http.post(IMPORT, { file_name: 'x.csv', file: Buffer.from([0xff, 0xfe, 0x00]).toString('base64') }, { token: admin.token });
    expect(garbage.statusCode).toBe(400);
    const noType = await http.post(IMPORT, { file_name: 'x.csv', file: csvFile([['First name', 'Last name', 'E-mail'], ['Ada', 'Lovelace', 'ada@example.org']]) }, { token: admin.token });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toEqual(refusal(M.missingColumns));
    expect(await contactRows(app, companyId)).toEqual([]);
  });

  it("writes a file of several chunks, CSV then XLSX, the second one's rows already there being duplicates", async () => {
    // 500 rows a chunk (IMPORT_CHUNK): 1,234 rows are three; bench:import times 10,000
    const { companyId, admin } = await company('Many');
    const people = peopleRows(1_239, `many-${companyId}`);
    const csv = await http.post(IMPORT, { file_name: 'many.csv', file: csvFile([[...ENGLISH_HEADER], ...people.slice(0, 1_234)]) }, { token: admin.token });
    expect(csv.json()).toEqual({ added: 1_234, bad: 0, duplicates: 0, invited: 0 });
    const xlsx = await http.post(IMPORT, { file_name: 'many.xlsx', file: await xlsxFile([[...ENGLISH_HEADER], ...people.slice(5)]) }, { token: admin.token });
    expect(xlsx.json()).toEqual({ added: 5, bad: 0, duplicates: 1_229, invited: 0 });
    expect(await contactRows(app, companyId)).toHaveLength(1_239);
    expect(await activityOf(app, companyId)).toHaveLength(1_239);
  });
});
