import { brotliDecompressSync } from 'node:zlib';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import {
  addCompanyUser,
  authHeader,
  createCompany,
  createContact,
  createMission,
  createUser,
  questionnaireTypeId,
  tokenFor,
} from '@rapport/api/testing/fixtures';
import type { App } from '../../app';
import { loadValidContent } from '../../db/seed';

const content = loadValidContent();
const questionnaire = (type: string) => {
  const found = content.questionnaires.find((q) => q.questionnaire_type === type);
  if (!found) throw new Error(`no ${type} questionnaire in api/content`);
  return found;
};
const firstQuestion = (type: string) => questionnaire(type).questions[0].en;

describe(`questionnaire content (${testDatabaseKind})`, () => {
  let app: App;
  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}` });
  const firstEn = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json<{ en: string }[]>()[0].en;
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /response/question/', () => {
    it('gives the 18 standard questions in order q1..q18, texts only', async () => {
      const res = await get('/response/question/');
      expect(res.statusCode).toBe(200);
      const questions = res.json<Record<string, string>[]>();
      expect(questions.map((q) => q.question_id)).toEqual(Array.from({ length: 18 }, (_, i) => `q${i + 1}`));
      for (const q of questions) expect(Object.keys(q).sort()).toEqual(['en', 'fr', 'question_id', 'ru']);
      expect(questions[0].en).toBe(firstQuestion('standard'));
    });
  });

  describe('GET /response/answer/', () => {
    it('gives the 108 answers in question then letter order, without categories', async () => {
      const res = await get('/response/answer/');
      expect(res.statusCode).toBe(200);
      const answers = res.json<Record<string, string>[]>();
      expect(answers).toHaveLength(108);
      expect(answers.slice(0, 7).map((a) => a.answer_id)).toEqual(['q1a1', 'q1a2', 'q1a3', 'q1a4', 'q1a5', 'q1a6', 'q2a1']);
      expect(answers[answers.length - 1].answer_id).toBe('q18a6');
      for (const a of answers) expect(Object.keys(a).sort()).toEqual(['answer_id', 'en', 'fr', 'ru']);
    });
  });

  describe('GET /words/', () => {
    it('gives the 48 words without stake or family', async () => {
      const res = await get('/words/');
      expect(res.statusCode).toBe(200);
      const words = res.json<Record<string, string>[]>();
      expect(words).toHaveLength(48);
      expect(words[0]).toEqual({ word_id: 'w01', en: content.words[0].en, fr: content.words[0].fr, ru: content.words[0].ru });
      for (const w of words) expect(Object.keys(w).sort()).toEqual(['en', 'fr', 'ru', 'word_id']);
    });
  });

  it('sends the questions, answers and words compressed to a browser, the same JSON once decoded', async () => {
    for (const url of ['/response/question/', '/response/answer/', '/words/']) {
      const plain = await get(url);
      const br = await app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('never sends a behaviour category, a mode, a stake or a family', async () => {
    const secrets = new Set<string>(['category', 'mode', 'stake', 'family']);
    for (const url of ['/response/question/', '/response/answer/', '/response/answer/?questionnaire_type=barometer', '/words/']) {
      const body = (await get(url)).body;
      const keys = (JSON.parse(body) as Record<string, unknown>[]).flatMap((row) => Object.keys(row));
      expect(keys.filter((k) => secrets.has(k))).toEqual([]);
      // nor the category codes as values
      expect(body).not.toMatch(/"(ade|fea|agv|agp|opa|opp|evi|fui|reg|tri)"/);
    }
  });

  describe('which questionnaire', () => {
    it('serves the type named by questionnaire_type', async () => {
      expect(await firstEn('/response/question/?questionnaire_type=workplace')).toBe(firstQuestion('workplace'));
    });

    it("serves a mission's questionnaire type", async () => {
      const company = await createCompany(app.database.db);
      const mission = await createMission(app.database.db, company, { questionnaireType: 'workplace' });
      expect(await firstEn(`/response/question/?mission=${mission.referral}`)).toBe(firstQuestion('workplace'));
    });

    it('serves the barometer for a barometer survey without a type', async () => {
      const company = await createCompany(app.database.db, { supportsBarometer: true });
      const mission = await createMission(app.database.db, company, { missionType: 'B' });
      expect(await firstEn(`/response/question/?mission=${mission.referral}`)).toBe(firstQuestion('barometer'));
    });

    it("serves a contact's type, else the company's preselected type, else standard", async () => {
      const db = app.database.db;
      const plain = await createCompany(db);
      const preselecting = await createCompany(db, { defaultQuestionnaireTypes: ['workplace'] });
      const withType = await createContact(db, plain, { questionnaireType: 'workplace' });
      const viaCompany = await createContact(db, preselecting);
      const neither = await createContact(db, plain);
      expect(await firstEn(`/response/question/?contact=${withType.referral}`)).toBe(firstQuestion('workplace'));
      expect(await firstEn(`/response/question/?contact=${viaCompany.referral}`)).toBe(firstQuestion('workplace'));
      expect(await firstEn(`/response/question/?contact=${neither.referral}`)).toBe(firstQuestion('standard'));
      expect(await firstEn(`/response/question/?company=${preselecting}`)).toBe(firstQuestion('workplace'));
      expect(await firstEn(`/response/question/?company=${plain}`)).toBe(firstQuestion('standard'));
    });

    it('takes the first parameter present: questionnaire_type, then mission, then contact, then company', async () => {
      const db = app.database.db;
      const company = await createCompany(db);
      const workplaceMission = await createMission(db, company, { questionnaireType: 'workplace' });
      const barometerContact = await createContact(db, company, { questionnaireType: 'barometer' });
      const workplaceContact = await createContact(db, company, { questionnaireType: 'workplace' });
      const q = (query: string) => firstEn(`/response/question/?${query}`);
      expect(await q(`company=${company}&contact=${barometerContact.referral}&mission=${workplaceMission.referral}&questionnaire_type=standard`)).toBe(
        firstQuestion('standard'),
      );
      expect(await q(`company=${company}&contact=${barometerContact.referral}&mission=${workplaceMission.referral}`)).toBe(
        firstQuestion('workplace'),
      );
      expect(await q(`company=${company}&contact=${barometerContact.referral}`)).toBe(firstQuestion('barometer'));
      expect(await q(`contact=${workplaceContact.referral}&company=${company}`)).toBe(firstQuestion('workplace'));
      // an empty parameter counts as absent
      expect(await q(`questionnaire_type=&mission=&contact=${workplaceContact.referral}`)).toBe(firstQuestion('workplace'));
    });

    it.each([
      ['mission=nope', 'Unknown mission'],
      ['contact=nope', 'Unknown contact'],
      ['questionnaire_type=nope', 'Unknown questionnaire type: nope'],
      // the first parameter decides: a valid later one does not rescue an unknown mission
      ['mission=nope&questionnaire_type=', 'Unknown mission'],
    ])('answers 404 with a message for %s', async (query, message) => {
      for (const path of ['/response/question/', '/response/answer/']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(expect.objectContaining({ status: 0, message }));
      }
    });

    it('answers an unknown company exactly as a company that preselected nothing: ids cannot be probed', async () => {
      const plain = await createCompany(app.database.db);
      for (const path of ['/response/question/', '/response/answer/']) {
        const known = await get(`${path}?company=${plain}`);
        const unknown = await get(`${path}?company=2147483000`);
        expect({ status: unknown.statusCode, body: unknown.body }).toEqual({ status: known.statusCode, body: known.body });
        expect(known.statusCode).toBe(200);
        expect(known.body).toBe((await get(path)).body);
      }
    });

    it('answers 400 to a company that is not a number', async () => {
      const res = await get('/response/question/?company=abc');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'company: Must be a whole number', code: 'validation.not_whole_number', field: 'company' });
    });
  });

  describe('GET /response/questionnaire_type', () => {
    type Listed = { pk: number; questionnaire_type: string; default_companies: number[] };
    /** a company user of `companies`, signed in */
    const companyUser = async (...companies: number[]) => {
      const db = app.database.db;
      const user = await createUser(db);
      for (const company of companies) await addCompanyUser(db, company, user.id);
      return tokenFor(app, user.id);
    };
    const getAs = (token: string, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: authHeader(token) });
    const list = async (token: string, query = '') => {
      const res = await getAs(token, `/response/questionnaire_type${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<Listed[]>();
    };

    it('needs a token', async () => {
      const res = await get('/response/questionnaire_type');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'Authentication credentials were not provided.', code: 'auth.credentials_missing' });
    });

    it('lists every type once, with the companies it is preselected for', async () => {
      const db = app.database.db;
      const a = await createCompany(db, { defaultQuestionnaireTypes: ['workplace'] });
      const b = await createCompany(db, { defaultQuestionnaireTypes: ['workplace', 'standard'] });
      const types = await list(await companyUser());
      expect(types.map((t) => t.questionnaire_type).sort()).toEqual(['barometer', 'standard', 'workplace']);
      expect(new Set(types.map((t) => t.pk)).size).toBe(types.length);
      const workplace = types.find((t) => t.questionnaire_type === 'workplace');
      expect(workplace?.pk).toBe(await questionnaireTypeId(db, 'workplace'));
      expect(workplace?.default_companies).toEqual(expect.arrayContaining([a, b]));
      expect(types.find((t) => t.questionnaire_type === 'standard')?.default_companies).toContain(b);
      for (const t of types) expect(Object.keys(t).sort()).toEqual(['default_companies', 'pk', 'questionnaire_type']);
    });

    it('offers the barometer only to companies with the barometer option', async () => {
      const db = app.database.db;
      const without = await createCompany(db);
      const withBarometer = await createCompany(db, { supportsBarometer: true });
      expect((await list(await companyUser(without), `?company_id=${without}`)).map((t) => t.questionnaire_type).sort()).toEqual(['standard', 'workplace']);
      expect((await list(await companyUser(withBarometer), `?company_id=${withBarometer}`)).map((t) => t.questionnaire_type).sort()).toEqual([
        'barometer',
        'standard',
        'workplace',
      ]);
    });

    it("answers 404 for any company but the caller's first (another's, their second, an unknown one), 403 to an individual, and 400 for a malformed id", async () => {
      const db = app.database.db;
      const mine = await createCompany(db);
      const second = await createCompany(db);
      const theirs = await createCompany(db);
      const token = await companyUser(mine, second);
      for (const id of [theirs, second, 999999]) {
        const res = await getAs(token, `/response/questionnaire_type?company_id=${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: 0, message: COMPANY_MESSAGES.unknownCompany });
      }
      const individual = await getAs(await companyUser(), `/response/questionnaire_type?company_id=${mine}`);
      expect(individual.statusCode).toBe(403);
      expect(individual.json()).toMatchObject({ status: 0, message: COMPANY_MESSAGES.notACompanyUser });
      const bad = await getAs(token, '/response/questionnaire_type?company_id=-3');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('company_id: Must be a positive number');
    });
  });
});
