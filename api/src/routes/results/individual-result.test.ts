import { eq } from 'drizzle-orm';
import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { pdfPages, unzip } from '@rapport/api/testing/documents';
import { createUser, TEST_PASSWORD, tokenFor, type TestUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { finishThroughApi, progressOf, SAMPLES, wordsOf } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { loadContent } from '../../content/load';
import { individualResults, jobs, resultReports } from '../../db/schema';
import { computeIndividualResult, localizeResult, prepareContent, toModelContent } from '../../model';
import { NOT_YOUR_EMAIL } from '../../plugins/auth';
import { SUBMIT_LIMIT } from './index';

const content = loadContent();
const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
if (!standard) throw new Error('no standard questionnaire');
const prep = prepareContent(toModelContent(standard, content.words));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe(`the individual result and its reports (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  type Caller = TestUser & { token: string };
  const signedIn = async (values: Parameters<typeof createUser>[1] = {}): Promise<Caller> => {
    const user = await createUser(app.database.db, values);
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const submit = (user: Caller, result: string, query = '') =>
    http.put(`/result/individual_result/${query}`, { email: user.email, result }, { token: user.token });
  const resultRows = async (userId: number) => app.database.db.select().from(individualResults).where(eq(individualResults.userId, userId));

  describe('PUT /result/individual_result/', () => {
    it('computes the result from the saved answers and the ranked words, stores it with its vector, and POST gives it back', async () => {
      const user = await signedIn({ firstName: 'Ada', lastName: 'Lovelace' });
      const sample = SAMPLES[0];
      const res = await finishThroughApi(http, user, sample);
      expect(res.statusCode).toBe(200);

      // the same numbers and texts as the model gives for these answers and ranks
      const expected = computeIndividualResult(prep, sample.answers, sample.words);
      const texts = localizeResult(expected, content.texts);
      const body = res.json();
      expect(body).toEqual({
        w_1: expected.w_1,
        x_1: expected.x_1,
        y_1: expected.y_1,
        z_1: expected.z_1,
        w_2: expected.w_2,
        x_2: expected.x_2,
        y_2: expected.y_2,
        z_2: expected.z_2,
        r_percent: expected.r_percent,
        i_percent: expected.i_percent,
        s_percent: expected.s_percent,
        ...texts,
        files: {
          profile_pdf: { en: '/result/report/profile-pdf/en/', fr: '/result/report/profile-pdf/fr/', ru: '/result/report/profile-pdf/ru/' },
          cv_pdf: { en: '/result/report/cv-pdf/en/', fr: '/result/report/cv-pdf/fr/', ru: '/result/report/cv-pdf/ru/' },
          cv_docx: { en: '/result/report/cv-docx/en/', fr: '/result/report/cv-docx/fr/', ru: '/result/report/cv-docx/ru/' },
        },
        // the files are made in the background
        reports_ready: false,
      });
      expect((await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json()).toEqual(body);

      const [row] = await resultRows(user.id);
      expect(row.featureVector).toEqual(JSON.parse(JSON.stringify(expected.vector)));
      expect(row.wordsSorted).toEqual(sample.words);
      expect([...row.wordsSelected].sort()).toEqual([...sample.words].sort());
      expect(row.finishedAt).toBeInstanceOf(Date);
      expect({ agv1: row.agv1, ade2: row.ade2, tri2: row.tri2 }).toEqual({ agv1: expected.raw.agv1, ade2: expected.raw.ade2, tri2: expected.raw.tri2 });
      // the nine report files are made by the reports job, not in the request
      const files = () => app.database.db.select({ kind: resultReports.kind, lang: resultReports.lang }).from(resultReports).where(eq(resultReports.resultId, row.id));
      expect(await files()).toHaveLength(0);
      expect(await app.jobs.runDue()).toBe(1);
      expect(await files()).toHaveLength(9);
      expect((await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json()).toEqual({ ...body, reports_ready: true });
    });

    it('queues one reports job per result: a resubmission before it ran refreshes it, and the files are of the latest submission', async () => {
      const user = await signedIn({ firstName: 'Grace', lastName: 'Hopper' });
      const sample = SAMPLES[5];
      await finishThroughApi(http, user, sample);
      const reversed = [...sample.words].reverse();
      expect((await submit(user, reversed.join(','))).json().reports_ready).toBe(false);
      const queued = await app.database.db.select().from(jobs).where(eq(jobs.kind, 'reports'));
      const [row] = await resultRows(user.id);
      expect(queued.filter((job) => job.finishedAt === null)).toEqual([
        expect.objectContaining({ key: `result:${row.id}`, payload: expect.objectContaining({ resultId: row.id, finishedAt: row.finishedAt.toISOString() }) }),
      ]);
      expect(await app.jobs.runDue()).toBe(1);
      const made = await app.database.db.select({ finishedAt: resultReports.resultFinishedAt }).from(resultReports).where(eq(resultReports.resultId, row.id));
      expect(made).toHaveLength(9);
      expect(made.every((file) => file.finishedAt.getTime() === row.finishedAt.getTime())).toBe(true);
      expect((await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json().reports_ready).toBe(true);
    });

    it('limits submissions per user (the token’s): the eleventh within an hour is refused with 429, another user is not held up', async () => {
      const user = await signedIn();
      const other = await signedIn();
      const sample = SAMPLES[6];
      await finishThroughApi(http, user, sample);
      for (let i = 1; i < SUBMIT_LIMIT.max; i++) expect((await submit(user, wordsOf(sample))).statusCode).toBe(200);
      const refused = await submit(user, wordsOf(sample));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toEqual({
        status: 0,
        message: 'Too many submissions for this account: please try again in 60 minutes',
        code: 'rate.account_limited',
        params: { what: 'submissions', wait: '60 minutes', minutes: 60 },
      });
      // a refused submission changed nothing and queued nothing more
      expect(await resultRows(user.id)).toHaveLength(1);
      expect((await finishThroughApi(http, other, sample)).statusCode).toBe(200);
    });

    it('takes the order given as the rank order, and a new submission replaces the result', async () => {
      const user = await signedIn();
      const sample = SAMPLES[1];
      await finishThroughApi(http, user, sample);
      const reversed = [...sample.words].reverse();
      const res = await submit(user, reversed.join(','));
      expect(res.statusCode).toBe(200);
      const expected = computeIndividualResult(prep, sample.answers, reversed);
      expect(res.json()).toMatchObject({ r_percent: expected.r_percent, i_percent: expected.i_percent, s_percent: expected.s_percent });
      const rows = await resultRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].wordsSorted).toEqual(reversed);
    });

    it('needs the token user’s own e-mail', async () => {
      const user = await signedIn();
      const other = await signedIn();
      for (const res of [
        await http.put('/result/individual_result/', { email: other.email, result: wordsOf(SAMPLES[0]) }, { token: user.token }),
        await http.post('/result/individual_result/', { email: other.email }, { token: user.token }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 0, message: NOT_YOUR_EMAIL, code: 'auth.not_your_email' });
      }
    });

    it('refuses incomplete answers, a missing selection, other words or a wrong count, storing nothing', async () => {
      const user = await signedIn();
      const sample = SAMPLES[2];
      const words = sample.words;
      const expect400 = async (result: string, message: string) => {
        const res = await submit(user, result);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(expect.objectContaining({ status: 0, message }));
        expect(await resultRows(user.id)).toHaveLength(0);
      };
      await expect400(words.join(','), M.answersIncomplete(0));
      await http.put('/result/response/', { email: user.email, ...progressOf(sample, 17) }, { token: user.token });
      await expect400(words.join(','), M.answersIncomplete(17));
      await http.put('/result/response/', { email: user.email, ...progressOf(sample) }, { token: user.token });
      await expect400(words.join(','), M.noSelection);
      await http.put('/result/select/', { email: user.email, result: words.join(',') }, { token: user.token });
      const outsider = content.words.map((w) => w.word_id).find((id) => !words.includes(id)) ?? '';
      await expect400([...words.slice(0, 11), outsider].join(','), M.notTheSelection);
      await expect400(words.slice(0, 11).join(','), M.wordCount(11));
      await expect400([...words, outsider].join(','), M.wordCount(13));
      await expect400([...words.slice(0, 11), words[0]].join(','), M.wordTwice(words[0]));
      await expect400([...words.slice(0, 11), 'w00'].join(','), M.unknownWord('w00'));
      // and with everything right, it is stored
      expect((await submit(user, words.join(','))).statusCode).toBe(200);
      expect(await resultRows(user.id)).toHaveLength(1);
    });

    it('scores the questionnaire the query names, each type on its own', async () => {
      const user = await signedIn();
      const res = await finishThroughApi(http, user, SAMPLES[3], '?questionnaire_type=workplace');
      expect(res.statusCode).toBe(200);
      expect(res.json().files.cv_pdf.fr).toBe('/result/report/cv-pdf/fr/?questionnaire_type=workplace');
      // the standard one is not finished, but the primary result is this one
      expect((await http.post('/result/individual_result/?questionnaire_type=standard', { email: user.email }, { token: user.token })).json().w_1).toBe(-1);
      expect((await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json().w_1).toBe(res.json().w_1);
      const standardSubmit = await submit(user, wordsOf(SAMPLES[3]), '?questionnaire_type=standard');
      expect(standardSubmit.json()).toEqual({ status: 0, message: M.answersIncomplete(0), code: 'results.answers_incomplete', params: { answered: 0 } });
    });
  });

  describe('GET /result/report/{kind}/{lang}/', () => {
    let user: Caller;
    beforeAll(async () => {
      user = await signedIn({ firstName: 'Ada', lastName: 'Lovelace' });
      const res = await finishThroughApi(http, user, SAMPLES[4]);
      expect(res.statusCode).toBe(200);
    });
    const download = (kind: string, lang: string, caller: Caller = user, query = '') =>
      http.get(`/result/report/${kind}/${lang}/${query}`, { token: caller.token });

    it('serves the profile report as a PDF with the person’s name, in each language', async () => {
      for (const lang of ['en', 'fr', 'ru']) {
        const res = await download('profile-pdf', lang);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-profile-ada-lovelace-${lang}.pdf"`);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = (await pdfPages(res.rawPayload)).join('\n');
        expect(text).toContain('Ada Lovelace');
        const heading = { en: 'Relational profile', fr: 'Profil relationnel', ru: 'Профиль отношений' }[lang];
        expect(text).toContain(heading);
      }
    });

    it('writes the Russian reports in Cyrillic, with the texts of the result', async () => {
      const result = (await http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json();
      const text = (await pdfPages((await download('profile-pdf', 'ru')).rawPayload)).join(' ');
      expect(text).toMatch(/[А-Яа-яЁё]{5,}/);
      expect(text).toContain('Баланс ставок');
      // pdfjs gives the text line by line: compare the first words of each paragraph
      const squash = (s: string) => s.replace(/\s+/g, '');
      for (const key of ['wellbeing_expression', 'vision_of_the_world', 'top_personal_development']) {
        expect(squash(text)).toContain(squash(result[key].ru.split(' ').slice(0, 4).join(' ')));
      }
    });

    it('serves the relational CV as a one-page PDF with the name, the date and the stakes', async () => {
      for (const lang of ['en', 'fr', 'ru']) {
        const res = await download('cv-pdf', lang);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-relational-cv-ada-lovelace-${lang}.pdf"`);
        const pages = await pdfPages(res.rawPayload);
        expect(pages).toHaveLength(1);
        expect(pages[0]).toContain('Ada Lovelace');
        const year = String(new Date().getUTCFullYear());
        expect(pages[0]).toContain(year);
        expect(pages[0]).toContain({ en: 'Action', fr: 'Action', ru: 'Действие' }[lang]);
      }
    });

    it('serves the relational CV as a DOCX: a zip whose document names the person and embeds the graph as a PNG', async () => {
      for (const lang of ['en', 'fr', 'ru']) {
        const res = await download('cv-docx', lang);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(DOCX);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-relational-cv-ada-lovelace-${lang}.docx"`);
        const entries = unzip(res.rawPayload);
        const document = entries.get('word/document.xml')?.toString('utf8') ?? '';
        expect(document).toContain('Ada Lovelace');
        if (lang === 'ru') expect(document).toContain('Резюме отношений');
        const images = [...entries.keys()].filter((name) => name.startsWith('word/media/'));
        expect(images).toHaveLength(1);
        const png = entries.get(images[0]) as Buffer;
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      }
    });

    it('serves a file asked for before the reports job ran (made on demand); the job then makes only the eight others', async () => {
      const early = await signedIn({ firstName: 'Early', lastName: 'Bird' });
      expect((await finishThroughApi(http, early, SAMPLES[7])).json().reports_ready).toBe(false);
      const res = await download('profile-pdf', 'fr', early);
      expect(res.statusCode).toBe(200);
      expect((await pdfPages(res.rawPayload)).join(' ')).toContain('Early Bird');
      const [row] = await resultRows(early.id);
      const files = () => app.database.db.select().from(resultReports).where(eq(resultReports.resultId, row.id));
      const onDemand = await files();
      expect(onDemand.map((r) => `${r.kind}/${r.lang}`)).toEqual(['profile-pdf/fr']);
      await app.jobs.runDue();
      const all = await files();
      expect(all).toHaveLength(9);
      expect(all.find((r) => r.kind === 'profile-pdf' && r.lang === 'fr')?.createdAt).toEqual(onDemand[0].createdAt);
    });

    it('makes a missing file on demand, and never serves a file made for an earlier submission', async () => {
      const [row] = await resultRows(user.id);
      await app.database.db.delete(resultReports).where(eq(resultReports.resultId, row.id));
      const res = await download('cv-pdf', 'fr');
      expect(res.statusCode).toBe(200);
      expect((await pdfPages(res.rawPayload))[0]).toContain('Ada Lovelace');
      const stored = await app.database.db.select().from(resultReports).where(eq(resultReports.resultId, row.id));
      expect(stored.map((r) => `${r.kind}/${r.lang}`)).toEqual(['cv-pdf/fr']);

      // a file whose result changed since is not served: it is made again for the new result
      await app.database.db.update(resultReports).set({ body: Buffer.from('%PDF-stale') }).where(eq(resultReports.resultId, row.id));
      await app.database.db.update(individualResults).set({ finishedAt: new Date(Date.now() + 1000) }).where(eq(individualResults.id, row.id));
      const again = await download('cv-pdf', 'fr');
      expect(again.rawPayload.toString('latin1')).not.toContain('%PDF-stale');
      expect((await pdfPages(again.rawPayload))[0]).toContain('Ada Lovelace');
    });

    it('go with the account: deleting it deletes the result and its files', async () => {
      const leaver = await signedIn({ firstName: 'Lea', lastName: 'Ver' });
      expect((await finishThroughApi(http, leaver, SAMPLES[6])).statusCode).toBe(200);
      await app.jobs.runDue();
      const [row] = await resultRows(leaver.id);
      expect(await app.database.db.select().from(resultReports).where(eq(resultReports.resultId, row.id))).toHaveLength(9);
      // the owner deletes it, giving the account's password (a session alone is not enough)
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/auth/user',
        headers: { authorization: `Token ${leaver.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ password: TEST_PASSWORD }),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await resultRows(leaver.id)).toHaveLength(0);
      expect(await app.database.db.select().from(resultReports).where(eq(resultReports.resultId, row.id))).toHaveLength(0);
    });

    it('answers 404 before the questionnaire is finished, 400 for an unknown kind or language, 401 without a token', async () => {
      const newcomer = await signedIn();
      const missing = await download('profile-pdf', 'en', newcomer);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: 0, message: M.noResult, code: 'results.no_result' });
      expect((await download('profile-docx', 'en')).statusCode).toBe(400);
      expect((await download('cv-pdf', 'de')).statusCode).toBe(400);
      expect((await http.get('/result/report/cv-pdf/en/')).statusCode).toBe(401);
    });
  });
});
