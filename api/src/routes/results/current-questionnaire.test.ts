import { and, eq } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createCompany, createMission, createUser, questionnaireTypeId, tokenFor, type TestUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { progressOf, SAMPLES, wordsOf } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { loadContent } from '../../content/load';
import { individualResults, responseProgress } from '../../db/schema';
import { computeIndividualResult, prepareContent, toModelContent } from '../../model';

const content = loadContent();
const prepOf = (type: string) => {
  const questionnaire = content.questionnaires.find((q) => q.questionnaire_type === type);
  if (!questionnaire) throw new Error(`no ${type} questionnaire`);
  return prepareContent(toModelContent(questionnaire, content.words));
};

/**
 * Without a query, progress, selection and submission use the user's current questionnaire:
 * the type of their most recently updated progress, else standard (docs/results-wire.md).
 * The front end loses the link's query between pages and after sign-in; the journey must
 * still land on one type.
 */
describe(`the current questionnaire (${testDatabaseKind})`, () => {
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
  const signedIn = async (): Promise<Caller> => {
    const user = await createUser(app.database.db);
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const readProgress = async (user: Caller, query = '') =>
    (await http.post(`/result/response/${query}`, { email: user.email }, { token: user.token })).json();
  const saveProgress = (user: Caller, lists: ReturnType<typeof progressOf>, query = '') =>
    http.put(`/result/response/${query}`, { email: user.email, ...lists }, { token: user.token });
  const readWords = async (user: Caller, query = '') =>
    (await http.post(`/result/select/${query}`, { email: user.email }, { token: user.token })).json().result;
  const saveWords = (user: Caller, words: string, query = '') =>
    http.put(`/result/select/${query}`, { email: user.email, result: words }, { token: user.token });
  const submit = (user: Caller, ranked: string, query = '') =>
    http.put(`/result/individual_result/${query}`, { email: user.email, result: ranked }, { token: user.token });
  const readResult = async (user: Caller, query = '') =>
    (await http.post(`/result/individual_result/${query}`, { email: user.email }, { token: user.token })).json();

  /** The user's progress rows by type name. */
  const progressRows = async (userId: number) => {
    const rows = await app.database.db.select().from(responseProgress).where(eq(responseProgress.userId, userId));
    const names = new Map<number, string>();
    for (const type of ['standard', 'workplace']) names.set(await questionnaireTypeId(app.database.db, type), type);
    return Object.fromEntries(rows.map((row) => [names.get(row.questionnaireTypeId) ?? String(row.questionnaireTypeId), row]));
  };
  /** Saves within one millisecond may tie: makes the rows saved so far clearly older. */
  const ageProgress = (userId: number) =>
    app.database.db
      .update(responseProgress)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(responseProgress.userId, userId));

  it('is standard for a user with no progress', async () => {
    const user = await signedIn();
    expect(await readProgress(user)).toEqual({ question_answered: '', first_answers: '', second_answers: '', questionnaire_type: 'standard' });
    expect(await readWords(user)).toBe('');
    const sample = SAMPLES[0];
    const saved = await saveProgress(user, progressOf(sample, 3));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...progressOf(sample, 3), questionnaire_type: 'standard' });
    expect((await saveWords(user, [...sample.words].sort().join(','))).statusCode).toBe(200);
    const rows = await progressRows(user.id);
    expect(Object.keys(rows)).toEqual(['standard']);
    expect(rows.standard.questionAnswered).toBe(progressOf(sample, 3).question_answered);
    expect(rows.standard.selectedWords).toBe([...sample.words].sort().join(','));
  });

  it('keeps a journey started with ?questionnaire_type=workplace on workplace through the calls without a query', async () => {
    const user = await signedIn();
    const sample = SAMPLES[5];
    // an older, unfinished standard questionnaire
    await saveProgress(user, progressOf(SAMPLES[1], 4));
    await ageProgress(user.id);

    // the invitation's link names workplace
    const started = await saveProgress(user, progressOf(sample, 5), '?questionnaire_type=workplace');
    expect(started.json()).toEqual({ ...progressOf(sample, 5), questionnaire_type: 'workplace' });

    // then the query is lost (another page, a sign-in): every call stays on workplace
    expect(await readProgress(user)).toEqual({ ...progressOf(sample, 5), questionnaire_type: 'workplace' });
    const answered = await saveProgress(user, progressOf(sample));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ ...progressOf(sample), questionnaire_type: 'workplace' });
    expect(await readWords(user)).toBe('');
    expect((await saveWords(user, [...sample.words].sort().join(','))).statusCode).toBe(200);
    expect(await readWords(user)).toBe([...sample.words].sort().join(','));
    const res = await submit(user, wordsOf(sample));
    expect(res.statusCode).toBe(200);

    // the result is the workplace one, scored with the workplace questionnaire
    const result = res.json();
    expect(result.files.cv_pdf.fr).toBe('/result/report/cv-pdf/fr/?questionnaire_type=workplace');
    const expected = computeIndividualResult(prepOf('workplace'), sample.answers, sample.words);
    expect(result).toMatchObject({ w_1: expected.w_1, x_1: expected.x_1, w_2: expected.w_2, r_percent: expected.r_percent, s_percent: expected.s_percent });
    expect(await readResult(user, '?questionnaire_type=workplace')).toEqual(result);
    expect((await readResult(user, '?questionnaire_type=standard')).w_1).toBe(-1);
    const results = await app.database.db
      .select({ typeId: individualResults.questionnaireTypeId })
      .from(individualResults)
      .where(eq(individualResults.userId, user.id));
    expect(results).toEqual([{ typeId: await questionnaireTypeId(app.database.db, 'workplace') }]);

    // the standard progress was not touched
    const rows = await progressRows(user.id);
    expect(rows.standard.questionAnswered).toBe(progressOf(SAMPLES[1], 4).question_answered);
    expect(rows.standard.selectedWords).toBeNull();
    expect(rows.workplace.questionAnswered).toBe(progressOf(sample).question_answered);
  });

  it('lets the query win, and follows the questionnaire saved last', async () => {
    const user = await signedIn();
    await saveProgress(user, progressOf(SAMPLES[2], 2), '?questionnaire_type=workplace');
    await ageProgress(user.id);

    // a query wins over the current questionnaire, and its save makes it the current one
    const standard = await saveProgress(user, progressOf(SAMPLES[3], 3), '?questionnaire_type=standard');
    expect(standard.json().questionnaire_type).toBe('standard');
    expect(await readProgress(user, '?questionnaire_type=workplace')).toEqual({ ...progressOf(SAMPLES[2], 2), questionnaire_type: 'workplace' });
    expect(await readProgress(user)).toEqual({ ...progressOf(SAMPLES[3], 3), questionnaire_type: 'standard' });
    await ageProgress(user.id);

    // a mission link resolves to its type, which becomes the current one
    const mission = await createMission(app.database.db, await createCompany(app.database.db), { questionnaireType: 'workplace' });
    const byMission = await saveProgress(user, progressOf(SAMPLES[2], 4), `?mission=${mission.referral}`);
    expect(byMission.json()).toEqual({ ...progressOf(SAMPLES[2], 4), questionnaire_type: 'workplace' });
    expect((await readProgress(user)).questionnaire_type).toBe('workplace');
    // reading (with or without a query) changes nothing
    expect((await readProgress(user, '?questionnaire_type=standard')).questionnaire_type).toBe('standard');
    expect((await readProgress(user)).questionnaire_type).toBe('workplace');
  });

  it('answers the same type whatever the order of the rows when two were saved at the same instant', async () => {
    const user = await signedIn();
    await saveProgress(user, progressOf(SAMPLES[0], 1), '?questionnaire_type=workplace');
    await saveProgress(user, progressOf(SAMPLES[0], 1), '?questionnaire_type=standard');
    const instant = new Date(Date.now() - 1000);
    await app.database.db.update(responseProgress).set({ updatedAt: instant }).where(eq(responseProgress.userId, user.id));
    const standardId = await questionnaireTypeId(app.database.db, 'standard');
    const workplaceId = await questionnaireTypeId(app.database.db, 'workplace');
    const winner = standardId > workplaceId ? standardId : workplaceId;
    expect(await app.resultsRepository.currentQuestionnaireTypeId(user.id)).toBe(winner);
    // and inside a transaction, on the transaction
    await app.database.db.transaction(async (tx) => {
      await tx
        .update(responseProgress)
        .set({ updatedAt: new Date() })
        .where(and(eq(responseProgress.userId, user.id), eq(responseProgress.questionnaireTypeId, standardId)));
      expect(await app.resultsRepository.currentQuestionnaireTypeId(user.id, tx)).toBe(standardId);
    });
    expect(await app.resultsRepository.currentQuestionnaireTypeId((await signedIn()).id)).toBeUndefined();
  });
});
