import { and, eq } from 'drizzle-orm';
import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, questionnaireTypeId, tokenFor, type TestUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { progressOf, SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { responseProgress } from '../../db/schema';
import { NOT_YOUR_EMAIL } from '../../plugins/auth';

const EMPTY = { question_answered: '', first_answers: '', second_answers: '' };
/** POST and PUT /result/response/ answer the lists and the name of their questionnaire type. */
const of = (questionnaire_type: string, lists: typeof EMPTY) => ({ ...lists, questionnaire_type });
const standard = (lists: typeof EMPTY) => of('standard', lists);

describe(`saved answers and words (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const signedIn = async (): Promise<TestUser & { token: string }> => {
    const user = await createUser(app.database.db);
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const read = async (user: TestUser & { token: string }, query = '') =>
    (await http.post(`/result/response/${query}`, { email: user.email }, { token: user.token })).json();
  const save = (user: TestUser & { token: string }, lists: Partial<typeof EMPTY>, query = '') =>
    http.put(`/result/response/${query}`, { email: user.email, ...EMPTY, ...lists }, { token: user.token });
  const rowCount = async (userId: number) =>
    (await app.database.db.select().from(responseProgress).where(eq(responseProgress.userId, userId))).length;

  describe('POST and PUT /result/response/', () => {
    it('answers empty lists before anything is saved', async () => {
      const user = await signedIn();
      const res = await http.post('/result/response/', { email: user.email }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(standard(EMPTY));
    });

    it('needs a token and the token user’s own e-mail', async () => {
      const user = await signedIn();
      const other = await signedIn();
      expect((await http.post('/result/response/', { email: user.email })).statusCode).toBe(401);
      for (const res of [
        await http.post('/result/response/', { email: other.email }, { token: user.token }),
        await http.put('/result/response/', { email: other.email, ...progressOf(SAMPLES[0], 2) }, { token: user.token }),
        await http.post('/result/select/', { email: other.email }, { token: user.token }),
        await http.put('/result/select/', { email: other.email, result: SAMPLES[0].words.join(',') }, { token: user.token }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 0, message: NOT_YOUR_EMAIL, code: 'auth.not_your_email' });
      }
      expect(await rowCount(other.id)).toBe(0);
      expect(await rowCount(user.id)).toBe(0);
    });

    it('saves answers and gives them back; the e-mail is matched without regard to case', async () => {
      const user = await signedIn();
      const lists = progressOf(SAMPLES[0], 3);
      const res = await http.put('/result/response/', { email: user.email.toUpperCase(), ...lists }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(standard(lists));
      expect(await read(user)).toEqual(standard(lists));
    });

    it('merges by question id: saved answers stay, the body adds new ones and replaces the same question’s', async () => {
      const user = await signedIn();
      await save(user, { question_answered: 'q3,q7', first_answers: 'q3a1,q7a4', second_answers: 'q3a5,q7a2' });
      const res = await save(user, { question_answered: 'q7,q9', first_answers: 'q7a6,q9a1', second_answers: 'q7a1,q9a2' });
      expect(res.json()).toEqual(standard({ question_answered: 'q3,q7,q9', first_answers: 'q3a1,q7a6,q9a1', second_answers: 'q3a5,q7a1,q9a2' }));
      // spaces around items are tolerated
      const spaced = await save(user, { question_answered: ' q1 , q3', first_answers: 'q1a2, q3a1', second_answers: 'q1a3 ,q3a5' });
      expect(spaced.json()).toEqual(
        standard({
          question_answered: 'q3,q7,q9,q1',
          first_answers: 'q3a1,q7a6,q9a1,q1a2',
          second_answers: 'q3a5,q7a1,q9a2,q1a3',
        }),
      );
    });

    it('is idempotent, and a stale shorter list (a retry, another tab) deletes nothing', async () => {
      const user = await signedIn();
      const all = progressOf(SAMPLES[1], 10);
      expect((await save(user, all)).json()).toEqual(standard(all));
      expect((await save(user, all)).json()).toEqual(standard(all));
      expect((await save(user, progressOf(SAMPLES[1], 4))).json()).toEqual(standard(all));
      expect((await save(user, EMPTY)).json()).toEqual(standard(all));
      expect(await read(user)).toEqual(standard(all));
    });

    it('keeps every answer when the same user saves concurrently', async () => {
      const user = await signedIn();
      const sample = SAMPLES[2];
      // one PUT per question, all at once
      const single = sample.answers.map((a) =>
        save(user, { question_answered: a.question_id, first_answers: a.first, second_answers: a.second }),
      );
      for (const res of await Promise.all(single)) expect(res.statusCode).toBe(200);
      const saved = await read(user);
      expect(saved.question_answered.split(',').sort()).toEqual(sample.answers.map((a) => a.question_id).sort());

      // two tabs sending growing, stale lists in any order
      const other = await signedIn();
      const lists = [18, 3, 9, 1, 12, 6].map((n) => progressOf(sample, n));
      for (const res of await Promise.all(lists.map((l) => save(other, l)))) expect(res.statusCode).toBe(200);
      const merged = await read(other);
      expect(merged.question_answered.split(',').sort()).toEqual(progressOf(sample).question_answered.split(',').sort());
      const pairs = (p: typeof EMPTY) =>
        p.question_answered.split(',').map((q, i) => `${q}:${p.first_answers.split(',')[i]}:${p.second_answers.split(',')[i]}`).sort();
      expect(pairs(merged)).toEqual(pairs(progressOf(sample)));
      expect(await rowCount(other.id)).toBe(1);
    });

    it.each([
      ['an unknown question', { question_answered: 'q1,q19', first_answers: 'q1a1,q19a1', second_answers: 'q1a2,q19a2' }, M.unknownQuestion('q19')],
      ['an answer of another question', { question_answered: 'q1,q2', first_answers: 'q1a1,q3a1', second_answers: 'q1a2,q2a2' }, M.notAnAnswerOf('first_answers', 'q3a1', 'q2')],
      ['an unknown second answer', { question_answered: 'q2', first_answers: 'q2a1', second_answers: 'q2a7' }, M.notAnAnswerOf('second_answers', 'q2a7', 'q2')],
      ['the same first and second answer', { question_answered: 'q1,q4', first_answers: 'q1a1,q4a3', second_answers: 'q1a2,q4a3' }, M.sameAnswers('q4')],
      ['lists of different lengths', { question_answered: 'q1,q2', first_answers: 'q1a1,q2a1', second_answers: 'q1a2' }, M.listsDiffer],
      ['a question twice', { question_answered: 'q5,q5', first_answers: 'q5a1,q5a2', second_answers: 'q5a3,q5a4' }, M.questionTwice('q5')],
      ['an empty item', { question_answered: 'q1,,q2', first_answers: 'q1a1,,q2a1', second_answers: 'q1a2,,q2a2' }, M.emptyItem('question_answered')],
      ['19 questions', progressOf(SAMPLES[0]), null],
    ])('refuses %s with a 400 and saves nothing', async (_name, lists, message) => {
      const user = await signedIn();
      const before = progressOf(SAMPLES[3], 2);
      await save(user, before);
      const body =
        message === null
          ? { question_answered: `${lists.question_answered},q1`, first_answers: `${lists.first_answers},q1a1`, second_answers: `${lists.second_answers},q1a2` }
          : lists;
      const res = await save(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ status: 0, message: message ?? M.questionTwice('q1') }));
      // the valid part of the body was not saved either
      expect(await read(user)).toEqual(standard(before));
    });

    it('refuses a body without its lists, naming the field', async () => {
      const user = await signedIn();
      const res = await http.put('/result/response/', { email: user.email, question_answered: 'q1' }, { token: user.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/first_answers: Required/);
      expect(await rowCount(user.id)).toBe(0);
    });

    it('keeps one progress per questionnaire, chosen by the query like the questionnaire itself', async () => {
      const user = await signedIn();
      const workplace = progressOf(SAMPLES[4], 2);
      expect((await save(user, workplace, '?questionnaire_type=workplace')).json()).toEqual(of('workplace', workplace));
      expect(await read(user, '?questionnaire_type=standard')).toEqual(standard(EMPTY));
      expect(await read(user, '?questionnaire_type=workplace')).toEqual(of('workplace', workplace));
      const unknown = await save(user, workplace, '?questionnaire_type=nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: 'Unknown questionnaire type: nope', code: 'content.unknown_questionnaire_type', params: { name: 'nope' } });
      const typeId = await questionnaireTypeId(app.database.db, 'workplace');
      const rows = await app.database.db
        .select()
        .from(responseProgress)
        .where(and(eq(responseProgress.userId, user.id), eq(responseProgress.questionnaireTypeId, typeId)));
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST and PUT /result/select/', () => {
    const words = SAMPLES[0].words;

    it('answers "" before a selection, then the 12 words saved', async () => {
      const user = await signedIn();
      expect((await http.post('/result/select/', { email: user.email }, { token: user.token })).json()).toEqual({ result: '' });
      const res = await http.put('/result/select/', { email: user.email, result: words.join(', ') }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: words.join(',') });
      expect((await http.post('/result/select/', { email: user.email }, { token: user.token })).json()).toEqual({ result: words.join(',') });
      // a new selection replaces the old one; the answers are untouched
      await save(user, progressOf(SAMPLES[0], 2));
      const again = [...SAMPLES[1].words].reverse().join(',');
      expect((await http.put('/result/select/', { email: user.email, result: again }, { token: user.token })).json()).toEqual({ result: again });
      expect(await read(user)).toEqual(standard(progressOf(SAMPLES[0], 2)));
    });

    it.each([
      ['11 words', words.slice(0, 11).join(','), M.wordCount(11)],
      ['13 words', [...words, SAMPLES[1].words.find((w) => !words.includes(w))].join(','), M.wordCount(13)],
      ['no word', '', M.wordCount(0)],
      ['an unknown word', [...words.slice(0, 11), 'w99'].join(','), M.unknownWord('w99')],
      ['a word twice', [...words.slice(0, 11), words[0]].join(','), M.wordTwice(words[0])],
    ])('refuses %s with a 400 and keeps the saved selection', async (_name, result, message) => {
      const user = await signedIn();
      await http.put('/result/select/', { email: user.email, result: words.join(',') }, { token: user.token });
      const res = await http.put('/result/select/', { email: user.email, result }, { token: user.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ status: 0, message }));
      expect((await http.post('/result/select/', { email: user.email }, { token: user.token })).json()).toEqual({ result: words.join(',') });
    });
  });
});
