import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { progressOf, SAMPLES, wordsOf } from '@rapport/api/testing/journey';
import { storedReportFiles, watchReportDrawing } from '@rapport/api/testing/report-drawing';
import type { App } from '../../app';

/**
 * Submitting is cheap now that the reports are made by the job worker: the answer comes before
 * any file is drawn, and the process keeps answering (/health) while eight people submit at
 * once and the worker makes their 72 files. The worker runs as on the server (started,
 * polling). How fast (the answer, /health meanwhile) is measured by `npm run bench:submit -w api`.
 */

describe(`submitting a result (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp({}, { startJobWorker: true, jobs: { worker: { pollMs: 200 } } });
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Someone whose answers and words are saved: only the submission is left. */
  async function readyToSubmit(index: number) {
    const user = await createUser(app.database.db, { firstName: 'Timed', lastName: `Person ${index}` });
    const caller = { ...user, token: await tokenFor(app, user.id) };
    const sample = SAMPLES[index % SAMPLES.length];
    const options = { token: caller.token };
    expect((await http.put('/result/response/', { email: caller.email, ...progressOf(sample) }, options)).statusCode).toBe(200);
    expect((await http.put('/result/select/', { email: caller.email, result: [...sample.words].sort().join(',') }, options)).statusCode).toBe(200);
    return { caller, submit: () => http.put('/result/individual_result/', { email: caller.email, result: wordsOf(sample) }, options) };
  }

  /** How many of them the result call says have their reports ready. */
  async function readyCount(people: { caller: { email: string; token: string } }[]): Promise<number> {
    const answers = await Promise.all(people.map(({ caller }) => http.post('/result/individual_result/', { email: caller.email }, { token: caller.token })));
    return answers.filter((res) => res.json().reports_ready === true).length;
  }

  /** Until the result call says every one's reports are made: the due jobs run, one run after the other (the test's timeout bounds the wait). */
  async function untilReady(people: { caller: { email: string; token: string } }[]): Promise<void> {
    while ((await readyCount(people)) < people.length) await app.jobs.runDue();
  }

  /** The report files stored for these people. */
  const filesOf = (people: { caller: { id: number } }[]) => storedReportFiles(app, people.map(({ caller }) => caller.id));

  it('answers before any report file is drawn (reports_ready false), and the worker makes the nine files afterwards', async () => {
    const person = await readyToSubmit(0);
    // no file is drawn until the answer is in: a submission that drew its files would never answer
    const drawing = watchReportDrawing(app, { held: true });
    try {
      const res = await person.submit();
      expect(res.statusCode).toBe(200);
      expect(res.json().reports_ready).toBe(false);
      expect(await filesOf([person])).toEqual([]);
      drawing.release();
      await untilReady([person]);
      expect(await filesOf([person])).toHaveLength(9);
    } finally {
      drawing.restore();
    }
  });

  it('answers /health while eight people submit at once, and while the worker makes their 72 files', async () => {
    const people: Awaited<ReturnType<typeof readyToSubmit>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await readyToSubmit(10 + i));
    const drawing = watchReportDrawing(app);
    try {
      const [health, ...answers] = await Promise.all([app.inject({ method: 'GET', url: '/api/health' }), ...people.map((person) => person.submit())]);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(health.statusCode).toBe(200);
      // and on until the worker has made every file of the eight, /health asked while each is drawn
      await untilReady(people);
      expect(await filesOf(people)).toHaveLength(72);
      expect(drawing.health).toEqual(Array(72).fill(200));
    } finally {
      drawing.restore();
    }
    // 72 files drawn: seconds of CPU work, more on a busy machine
  }, 120_000);
});
