import { and, asc, eq } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, type SignedIn } from '@rapport/api/testing/company';
import { pdfPages } from '@rapport/api/testing/documents';
import { api } from '@rapport/api/testing/http';
import { finishDirectly, SAMPLES } from '@rapport/api/testing/journey';
import { contactOf, person, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { companyContacts, individualResults, jobs, matchingReports } from '../../db/schema';
import { MATCHING_REPORT_JOB } from '../../services/matchings/matchings-service';

/**
 * The matching report made ahead: asking for its links queues one matching-report job
 * per ordered pair, which draws both languages on the report thread and stores them with the
 * fingerprint of what they show; a download serves the stored file while it is current, and
 * draws (and stores) it otherwise, never waiting for the job.
 */
describe(`matching report job (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let ada: Person;
  let zoe: Person;
  let ids: { ada: number; zoe: number; bob: number };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    const company = await companyWithAdmin(app, { name: 'Ahead Co' });
    admin = company.admin;
    ada = await person(app, 'Ada', 'Lovelace', 0);
    zoe = await person(app, 'Zoë', 'Éluard', 3);
    const bob = await person(app, 'Bob', 'Marley', 1);
    ids = {
      ada: (await contactOf(app, company.companyId, { person: ada, firstName: 'Ada', lastName: 'Lovelace' })).id,
      zoe: (await contactOf(app, company.companyId, { person: zoe, firstName: 'Zoë', lastName: 'Éluard' })).id,
      bob: (await contactOf(app, company.companyId, { person: bob, firstName: 'Bob', lastName: 'Marley' })).id,
    };
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const links = (contact_1: number, contact_2: number) => http.post('/company/matching_result_pdf/', { contact_1, contact_2 }, { token: admin.token });
  const report = (contact_1: number, contact_2: number, lang: string) => http.get(`/company/matching_report/${contact_1}/${contact_2}/${lang}/`, { token: admin.token });
  const jobsOf = (contact_1: number, contact_2: number) =>
    app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MATCHING_REPORT_JOB), eq(jobs.key, `pair:${contact_1}:${contact_2}`)))
      .orderBy(asc(jobs.id));
  const stored = (contact_1: number, contact_2: number) =>
    app.database.db
      .select()
      .from(matchingReports)
      .where(and(eq(matchingReports.contact1, contact_1), eq(matchingReports.contact2, contact_2)))
      .orderBy(asc(matchingReports.lang));
  const setStoredBody = (contact_1: number, contact_2: number, lang: string, body: Buffer) =>
    app.database.db
      .update(matchingReports)
      .set({ body })
      .where(and(eq(matchingReports.contact1, contact_1), eq(matchingReports.contact2, contact_2), eq(matchingReports.lang, lang)));

  it('queues one job per ordered pair however often the links are asked for; the job draws and stores both languages', async () => {
    expect((await links(ids.ada, ids.zoe)).statusCode).toBe(200);
    expect((await links(ids.ada, ids.zoe)).statusCode).toBe(200);
    // the other order is another report (the first named first): a job of its own
    expect((await links(ids.zoe, ids.ada)).statusCode).toBe(200);
    const queued = await jobsOf(ids.ada, ids.zoe);
    expect(queued).toEqual([expect.objectContaining({ finishedAt: null, failedAt: null, payload: expect.objectContaining({ contact_1: ids.ada, contact_2: ids.zoe }) })]);
    expect(await jobsOf(ids.zoe, ids.ada)).toHaveLength(1);
    expect(await stored(ids.ada, ids.zoe)).toEqual([]);

    const drawn = jest.spyOn(app.reportRenderer, 'renderMatching');
    expect(await app.jobs.runDue()).toBe(2);
    // drawn on the report thread: two pairs, two languages
    expect(drawn).toHaveBeenCalledTimes(4);
    const files = await stored(ids.ada, ids.zoe);
    expect(files.map((file) => file.lang)).toEqual(['en', 'fr']);
    const [adaResult, zoeResult] = await Promise.all([app.resultsRepository.result(ada.userId, null), app.resultsRepository.result(zoe.userId, null)]);
    for (const file of files) {
      expect({ result1: file.result1, result2: file.result2 }).toEqual({ result1: adaResult?.id, result2: zoeResult?.id });
      const [first] = await pdfPages(file.body);
      expect(first).toContain(file.lang === 'en' ? 'Matching report' : 'Rapport de compatibilité');
      expect(first).toContain('Ada Lovelace');
      expect(first).toContain('Zoë Éluard');
    }
    expect((await jobsOf(ids.ada, ids.zoe))[0].finishedAt).toBeInstanceOf(Date);

    // both files are current: asking for the links again queues nothing
    expect((await links(ids.ada, ids.zoe)).statusCode).toBe(200);
    expect(await jobsOf(ids.ada, ids.zoe)).toHaveLength(1);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('serves the stored file, drawing nothing', async () => {
    const [en] = await stored(ids.ada, ids.zoe);
    const res = await report(ids.ada, ids.zoe, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(en.body)).toBe(true);
    // the stored bytes are what is sent: a row changed behind the API is what the download answers
    const drawn = jest.spyOn(app.reportRenderer, 'renderMatching');
    await setStoredBody(ids.ada, ids.zoe, 'en', Buffer.from('%PDF-stored'));
    const again = await report(ids.ada, ids.zoe, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.toString('latin1')).toBe('%PDF-stored');
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.headers['content-disposition']).toBe('attachment; filename="matching-lovelace-eluard-en.pdf"');
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(drawn).not.toHaveBeenCalled();
  });

  it('never serves a file drawn from an older name or result: it is drawn again, stored, and the links queue the job again', async () => {
    await setStoredBody(ids.ada, ids.zoe, 'en', Buffer.from('%PDF-stale'));
    await setStoredBody(ids.ada, ids.zoe, 'fr', Buffer.from('%PDF-stale'));
    // the company renames its contact
    await app.database.db.update(companyContacts).set({ lastName: 'Byron' }).where(eq(companyContacts.id, ids.ada));
    const renamed = await report(ids.ada, ids.zoe, 'en');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.rawPayload.toString('latin1')).not.toContain('%PDF-stale');
    expect((await pdfPages(renamed.rawPayload))[0]).toContain('Ada Byron');
    expect(renamed.headers['content-disposition']).toBe('attachment; filename="matching-byron-eluard-en.pdf"');
    // drawn on demand and stored: the next download serves it
    const [en, fr] = await stored(ids.ada, ids.zoe);
    expect(en.body.equals(renamed.rawPayload)).toBe(true);
    expect(fr.body.toString('latin1')).toBe('%PDF-stale');
    expect((await report(ids.ada, ids.zoe, 'en')).rawPayload.equals(renamed.rawPayload)).toBe(true);

    // the French file is stale: the links queue the job, which draws only that one
    expect((await links(ids.ada, ids.zoe)).statusCode).toBe(200);
    expect((await jobsOf(ids.ada, ids.zoe)).filter((job) => job.finishedAt === null)).toHaveLength(1);
    const drawn = jest.spyOn(app.reportRenderer, 'renderMatching');
    expect(await app.jobs.runDue()).toBe(1);
    expect(drawn.mock.calls.map(([lang]) => lang)).toEqual(['fr']);
    const french = (await stored(ids.ada, ids.zoe))[1];
    expect((await pdfPages(french.body))[0]).toContain('Ada Byron');
    expect((await report(ids.ada, ids.zoe, 'fr')).rawPayload.equals(french.body)).toBe(true);

    // Zoë answers again, differently: her new result is not the one the files were drawn from
    await setStoredBody(ids.ada, ids.zoe, 'fr', Buffer.from('%PDF-stale'));
    await finishDirectly(app, { id: zoe.userId, firstName: 'Zoë', lastName: 'Éluard' }, SAMPLES[5]);
    const resubmitted = await report(ids.ada, ids.zoe, 'fr');
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.rawPayload.toString('latin1')).not.toContain('%PDF-stale');
    expect((await pdfPages(resubmitted.rawPayload))[0]).toContain('Zoë Éluard');
  });

  it('serves a download asked for before the job ran (drawn on demand); the job then draws only the other language', async () => {
    expect((await links(ids.bob, ids.ada)).statusCode).toBe(200);
    const res = await report(ids.bob, ids.ada, 'fr');
    expect(res.statusCode).toBe(200);
    expect((await pdfPages(res.rawPayload))[0]).toContain('Bob Marley');
    expect((await stored(ids.bob, ids.ada)).map((file) => file.lang)).toEqual(['fr']);
    const drawn = jest.spyOn(app.reportRenderer, 'renderMatching');
    expect(await app.jobs.runDue()).toBe(1);
    expect(drawn.mock.calls.map(([lang]) => lang)).toEqual(['en']);
    expect((await stored(ids.bob, ids.ada)).map((file) => file.lang)).toEqual(['en', 'fr']);
  });

  it('makes nothing for a pair that can no longer have a report, and the files go with a contact or a result', async () => {
    expect((await links(ids.zoe, ids.bob)).statusCode).toBe(200);
    // made confidential after the links were asked for: the job ends without a file
    await app.database.db.update(companyContacts).set({ confidential: true }).where(eq(companyContacts.id, ids.bob));
    expect(await app.jobs.runDue()).toBe(1);
    const [job] = await jobsOf(ids.zoe, ids.bob);
    expect({ finished: job.finishedAt instanceof Date, failedAt: job.failedAt }).toEqual({ finished: true, failedAt: null });
    expect(await stored(ids.zoe, ids.bob)).toEqual([]);

    // a result deleted (its account was) takes the files drawn from it
    expect(await stored(ids.bob, ids.ada)).toHaveLength(2);
    const bobResult = (await stored(ids.bob, ids.ada))[0].result1;
    await app.database.db.delete(individualResults).where(eq(individualResults.id, bobResult));
    expect(await stored(ids.bob, ids.ada)).toEqual([]);
    // a contact deleted takes its files
    expect(await stored(ids.zoe, ids.ada)).toHaveLength(2);
    await app.database.db.delete(companyContacts).where(eq(companyContacts.id, ids.zoe));
    expect(await stored(ids.zoe, ids.ada)).toEqual([]);
    expect(await stored(ids.ada, ids.zoe)).toEqual([]);
  });
});
