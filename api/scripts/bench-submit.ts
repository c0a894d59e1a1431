/**
 * Submitting a result while report files are made (each submission once drew its nine files in
 * the request, and eight at once slowed /health to about a second):
 * `npm run bench:submit -w api`, on PGlite in memory, or on PostgreSQL with DATABASE_URL (a fresh
 * database is made beside the one named, as the API tests do). The job worker runs as on the
 * server (started, polling every 200 ms); every call goes through app.inject.
 *
 * - PUT /result/individual_result/: median of 7 people submitting one after the other (after one
 *   warm-up submission), the worker drawing the earlier ones' reports meanwhile (target < 150 ms).
 * - GET /health while eight people submit at once and until the worker has made their 72 files,
 *   asked every 20 ms: median (target < 50 ms) and longest (target < 400 ms).
 * - The main thread's longest event-loop stall while nine files are drawn on the report thread,
 *   against while the same nine are drawn on the main thread (target: less, by any margin).
 *
 * What the API tests check instead (src/routes/results/submit-timing.test.ts,
 * testing/attacks/submission-flood.attack.test.ts, reports/renderer.test.ts): the answer comes
 * before any file is drawn, /health answers while they are, and the files are drawn on the thread.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp, type App } from '../src/app';
import { makeReport } from '../src/services/results/reports';
import { threadRenderer } from '../src/services/results/reports/renderer';
import { openTestDatabase, testConfig, testDatabaseKind } from '../testing/build-test-app';
import { createUser, tokenFor } from '../testing/fixtures';
import { api } from '../testing/http';
import { progressOf, SAMPLES, wordsOf } from '../testing/journey';
import { sampleReportData } from '../testing/report-data';
import { percentile, record, under, type Figure } from './bench-seed';

const BENCH = `submit (${testDatabaseKind})`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Someone whose answers and words are saved: only the submission is left. */
async function readyToSubmit(app: App, index: number) {
  const http = api(app);
  const user = await createUser(app.database.db, { firstName: 'Timed', lastName: `Person ${index}` });
  const token = await tokenFor(app, user.id);
  const sample = SAMPLES[index % SAMPLES.length];
  await http.put('/result/response/', { email: user.email, ...progressOf(sample) }, { token });
  await http.put('/result/select/', { email: user.email, result: [...sample.words].sort().join(',') }, { token });
  const ready = async () => (await http.post('/result/individual_result/', { email: user.email }, { token })).json().reports_ready === true;
  const submit = async () => {
    const res = await http.put('/result/individual_result/', { email: user.email, result: wordsOf(sample) }, { token });
    if (res.statusCode !== 200) throw new Error(`submission answered ${res.statusCode}: ${res.body}`);
  };
  return { submit, ready };
}

type Person = Awaited<ReturnType<typeof readyToSubmit>>;

async function untilReady(people: Person[]): Promise<void> {
  const deadline = Date.now() + 300_000;
  while ((await Promise.all(people.map((person) => person.ready()))).includes(false)) {
    if (Date.now() > deadline) throw new Error('the reports were not made within five minutes');
    await sleep(100);
  }
}

async function submissions(app: App): Promise<Figure> {
  const people: Person[] = [];
  for (let i = 0; i < 7; i++) people.push(await readyToSubmit(app, i));
  // a first submission warms the code paths up (content cache, compiled schemas)
  await (await readyToSubmit(app, 7)).submit();
  const times: number[] = [];
  for (const person of people) {
    const started = performance.now();
    await person.submit();
    times.push(performance.now() - started);
  }
  console.log(`submissions: ${times.map(Math.round).join(', ')} ms`);
  await untilReady(people);
  return under(BENCH, 'PUT /result/individual_result/, the worker drawing meanwhile (median of 7)', percentile(times, 50), 150);
}

async function healthWhileEightSubmit(app: App): Promise<Figure[]> {
  const people: Person[] = [];
  for (let i = 0; i < 8; i++) people.push(await readyToSubmit(app, 10 + i));
  const probes: number[] = [];
  let submitting = true;
  const probing = (async () => {
    while (submitting) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`/health answered ${res.statusCode}`);
      probes.push(performance.now() - started);
      await sleep(20);
    }
  })();
  const started = performance.now();
  await Promise.all(people.map((person) => person.submit()));
  console.log(`8 submissions at once answered in ${Math.round(performance.now() - started)} ms`);
  await untilReady(people);
  submitting = false;
  await probing;
  const what = `GET /health while 8 people submit at once and their 72 files are made (${probes.length} probes)`;
  return [under(BENCH, `${what}, median`, percentile(probes, 50), 50), under(BENCH, `${what}, longest`, Math.max(...probes), 400)];
}

/** The longest the main thread's event loop waited while `work` ran, ms. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
}

async function stallWhileDrawing(): Promise<Figure> {
  const data = sampleReportData(2);
  const nine = (['profile-pdf', 'cv-pdf', 'cv-docx'] as const).flatMap((kind) => (['en', 'fr', 'ru'] as const).map((lang) => ({ kind, lang })));
  const renderer = threadRenderer();
  try {
    // the first file of each loads fonts and libraries: not measured
    await renderer.render('cv-pdf', 'en', data);
    await makeReport('cv-pdf', 'en', data);
    const onThread = await longestStall(() => Promise.all(nine.map(({ kind, lang }) => renderer.render(kind, lang, data))));
    const onMain = await longestStall(async () => {
      for (const { kind, lang } of nine) await makeReport(kind, lang, data);
    });
    return under(BENCH, `main thread's longest stall while 9 files are drawn on the report thread (drawn on the main thread: ${onMain.toFixed(1)} ms)`, onThread, onMain);
  } finally {
    await renderer.close();
  }
}

async function main(): Promise<void> {
  const app = await buildApp(testConfig({ rateLimit: { max: 100_000, store: 'memory' } }), {
    logger: false,
    database: await openTestDatabase(),
    startJobWorker: true,
    jobs: { worker: { pollMs: 200 } },
  });
  try {
    const figures = [await submissions(app), ...(await healthWhileEightSubmit(app)), await stallWhileDrawing()];
    console.log(`database: ${testDatabaseKind}`);
    record(figures);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
