import { COMPANY_MESSAGES as M } from '@rapport/wire/api/company';
import { MISSION_MESSAGES } from '@rapport/wire/api/missions';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { pdfPages } from '@rapport/api/testing/documents';
import { api } from '@rapport/api/testing/http';
import { contactOf, person, storedVector, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { loadContent } from '../../content/load';
import { matchPercent, matchProfiles } from '../../model';

const texts = loadContent().texts;

/**
 * The matching report of two contacts: POST /company/matching_result_pdf/
 * answers its links, GET /company/matching_report/... the PDF made on the server; both refuse
 * another company's contacts (404), a confidential one (403) and an unfinished one (400, named).
 */
describe(`matching report (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let other: { companyId: number; admin: SignedIn };
  let individual: SignedIn;
  let ada: Person;
  let zoe: Person;
  let ids: { ada: number; zoe: number; secret: number; pending: number; invited: number; elsewhere: number };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    const company = await companyWithAdmin(app, { name: 'Report Co' });
    admin = company.admin;
    other = await companyWithAdmin(app, { name: 'Elsewhere Co' });
    individual = await signedIn(app);
    ada = await person(app, 'Ada', 'Lovelace', 0);
    zoe = await person(app, 'Zoë', 'Éluard', 3);
    const secret = await person(app, 'Sid', 'Secret', 1);
    const pending = await person(app, 'Pat', 'Pending');
    ids = {
      ada: (await contactOf(app, company.companyId, { person: ada, firstName: 'Ada', lastName: 'Lovelace' })).id,
      zoe: (await contactOf(app, company.companyId, { person: zoe, firstName: 'Zoë', lastName: 'Éluard' })).id,
      secret: (await contactOf(app, company.companyId, { person: secret, firstName: 'Sid', lastName: 'Secret', confidential: true })).id,
      pending: (await contactOf(app, company.companyId, { person: pending, firstName: 'Pat', lastName: 'Pending' })).id,
      invited: (await contactOf(app, company.companyId, { firstName: 'Ivy', lastName: 'Invited' })).id,
      elsewhere: (await contactOf(app, other.companyId, { person: ada, firstName: 'Ada', lastName: 'Lovelace' })).id,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  const links = (caller: SignedIn, contact_1: number, contact_2: number) => http.post('/company/matching_result_pdf/', { contact_1, contact_2 }, { token: caller.token });
  const report = (caller: SignedIn, contact_1: number, contact_2: number, lang: string) => http.get(`/company/matching_report/${contact_1}/${contact_2}/${lang}/`, { token: caller.token });

  it('answers the links of the report in en and fr', async () => {
    const res = await links(admin, ids.ada, ids.zoe);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      matching_pdf_en: `/company/matching_report/${ids.ada}/${ids.zoe}/en/`,
      matching_pdf_fr: `/company/matching_report/${ids.ada}/${ids.zoe}/fr/`,
    });
  });

  it('makes a real PDF naming both people, with their Relational Index and fibers, in English and in French', async () => {
    const match = matchProfiles(await storedVector(app, ada), await storedVector(app, zoe));
    const ri = matchPercent(match.rui_smooth);
    const cases = [
      {
        lang: 'en',
        title: 'Matching report',
        percent: `${ri}%`,
        fiber: 'Feeling (FE)',
        legend: 'Abbreviations: RI Relational Index · FE Feeling · DC Deep Compatibility · CP Complementarity · CO Connivance · UN Understanding',
        file: 'matching-lovelace-eluard-en.pdf',
      },
      {
        lang: 'fr',
        title: 'Rapport de compatibilité',
        percent: `${ri} %`,
        fiber: 'Compatibilité profonde (DC)',
        legend: 'Abréviations : RI Indice relationnel · FE Feeling · DC Compatibilité profonde · CP Complémentarité · CO Connivence · UN Compréhension',
        file: 'matching-lovelace-eluard-fr.pdf',
      },
    ] as const;
    for (const { lang, title, percent, fiber, legend, file } of cases) {
      const res = await report(admin, ids.ada, ids.zoe, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // pdfjs gives a no-break space as a space
      const pages = (await pdfPages(res.rawPayload)).map((page) => page.replace(/\u00a0/g, ' '));
      expect(pages).toHaveLength(2);
      const [first, second] = pages;
      expect(first).toContain(title);
      expect(first).toContain('Ada Lovelace');
      expect(first).toContain('Zoë Éluard');
      expect(first).toContain(percent);
      expect(first).toContain(fiber);
      // the abbreviations of the company's tables, each explained in a legend
      expect(first.replace(/\s+/g, ' ')).toContain(legend);
      // both profiles side by side on page 2
      expect(second).toContain('Ada Lovelace');
      expect(second).toContain('Zoë Éluard');
      expect(second).toContain(texts.stakes.R[lang]);
    }
  });

  it('explains the top and the bottom fiber with their descriptions in the language asked', async () => {
    const match = matchProfiles(await storedVector(app, ada), await storedVector(app, zoe));
    const top = texts.fibers[match.top_fiber];
    const bottom = texts.fibers[match.bottom_fiber];
    const [first] = await pdfPages((await report(admin, ids.zoe, ids.ada, 'fr')).rawPayload);
    const words = (text: string) => text.replace(/\s+/g, ' ');
    // the first sentence of each description (pdfjs gives lines: compare words, not line breaks)
    for (const fiber of [top, bottom]) {
      const sentence = words(fiber.description.fr.split('. ')[0]).split(' ').slice(0, 6).join(' ');
      expect(words(first)).toContain(sentence);
    }
    expect(first).toContain('Fibre la plus forte'.toUpperCase());
  });

  it("answers 400 naming the first contact that hasn't completed the evaluation", async () => {
    for (const [a, b, name] of [
      [ids.pending, ids.ada, 'Pat Pending'],
      [ids.ada, ids.invited, 'Ivy Invited'],
      [ids.invited, ids.pending, 'Ivy Invited'],
    ] as const) {
      for (const res of [await links(admin, a, b), await report(admin, a, b, 'en')]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 0, message: MISSION_MESSAGES.notFinished(name), code: 'mission.not_finished', params: { name } });
      }
    }
  });

  it('answers 403 for a confidential contact', async () => {
    for (const res of [await links(admin, ids.ada, ids.secret), await report(admin, ids.secret, ids.ada, 'fr')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(M.confidential));
    }
  });

  it("answers 404 for another company's contact, 403 without a company, 401 without a token", async () => {
    for (const res of [
      await links(admin, ids.ada, ids.elsewhere),
      await report(admin, ids.elsewhere, ids.ada, 'en'),
      await links(other.admin, ids.ada, ids.zoe),
      await report(other.admin, ids.ada, ids.zoe, 'en'),
      await links(admin, ids.ada, 2_000_000_000),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal(M.unknownContact));
    }
    expect((await links(individual, ids.ada, ids.zoe)).statusCode).toBe(403);
    expect((await report(individual, ids.ada, ids.zoe, 'en')).statusCode).toBe(403);
    expect((await http.get(`/company/matching_report/${ids.ada}/${ids.zoe}/en/`)).statusCode).toBe(401);
    expect((await http.post('/company/matching_result_pdf/', { contact_1: ids.ada, contact_2: ids.zoe })).statusCode).toBe(401);
  });

  it('answers 400 for a malformed call', async () => {
    const ru = await report(admin, ids.ada, ids.zoe, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json().message).toMatch(/^lang/);
    const missing = await http.post('/company/matching_result_pdf/', { contact_1: ids.ada }, { token: admin.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^contact_2/);
  });
});
