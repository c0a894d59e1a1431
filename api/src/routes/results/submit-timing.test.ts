import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app';
import { individualResults, resultReports } from '../../db/schema';
import { buildTestApp, testDatabaseKind } from '../../testing/build-test-app';
import { createUser, tokenFor } from '../../testing/fixtures';
import { api } from '../../testing/http';
import { progressOf, SAMPLES, wordsOf } from '../../testing/journey';

/**
 * Submitting is cheap now that the reports are made by the job worker: the answer comes in well
 * under 150 ms, and the process stays responsive (/health) while eight people submit at once and
 * the worker makes their 72 files. The worker runs as on the server (started, polling).
 */

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  async function untilReady(people: { caller: { email: string; token: string } }[]): Promise<void> {
    const deadline = Date.now() + 60_000;
    while ((await readyCount(people)) < people.length) {
      if (Date.now() > deadline) throw new Error('the reports were not made within a minute');
      await sleep(100);
    }
  }

  it('answers in under 150 ms (median of 7 submissions, the worker making reports meanwhile)', async () => {
    const people: Awaited<ReturnType<typeof readyToSubmit>>[] = [];
    for (let i = 0; i < 7; i++) people.push(await readyToSubmit(i));
    // a first submission warms the code paths up (content cache, compiled schemas)
    expect((await (await readyToSubmit(7)).submit()).statusCode).toBe(200);
    const times: number[] = [];
    for (const person of people) {
      const started = performance.now();
      const res = await person.submit();
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      expect(res.json().reports_ready).toBe(false);
    }
    if (process.env.RAPPORT_TIMINGS) console.log(`${testDatabaseKind}: submit ms ${times.map(Math.round).join(', ')}; median ${Math.round(median(times))}`);
    expect(median(times)).toBeLessThan(150);
    await untilReady(people);
  }, 120_000);

  it('keeps /health fast while eight people submit at once and their reports are made', async () => {
    const people: Awaited<ReturnType<typeof readyToSubmit>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await readyToSubmit(10 + i));
    const probes: number[] = [];
    let submitting = true;
    const probing = (async () => {
      while (submitting) {
        const started = performance.now();
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        probes.push(performance.now() - started);
        await sleep(20);
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(people.map((person) => person.submit()));
    const submitted = performance.now() - started;
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    // and on until the worker has made every file of the eight (72)
    await untilReady(people);
    submitting = false;
    await probing;
    if (process.env.RAPPORT_TIMINGS) {
      console.log(`${testDatabaseKind}: 8 submits at once in ${Math.round(submitted)} ms; /health over ${probes.length} probes: median ${Math.round(median(probes))} ms, max ${Math.round(Math.max(...probes))} ms`);
    }
    expect(probes.length).toBeGreaterThan(5);
    expect(median(probes)).toBeLessThan(50);
    expect(Math.max(...probes)).toBeLessThan(400);
    const files = await app.database.db
      .select({ userId: individualResults.userId })
      .from(resultReports)
      .innerJoin(individualResults, eq(individualResults.id, resultReports.resultId))
      .where(inArray(individualResults.userId, people.map(({ caller }) => caller.id)));
    expect(files).toHaveLength(72);
  }, 120_000);
});
