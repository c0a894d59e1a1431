/**
 * `npm run bench:barometer -w api`, on PostgreSQL only:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:barometer -w api
 *
 * Makes a new database beside DATABASE_URL's, starts the real API on it in a child process
 * (scripts/bench-barometer-server.ts: migrations, production pool, listening on a port), and
 * over real HTTP:
 * 1. 500 respondents submit at once (each a different valid response), then 500 more spread
 *    over one minute: errors (target 0) and the submit's p50/p95/p99 as the client sees them;
 * 2. the admin results of a survey of 10,000 responses, whole and filtered by one demographic
 *    answer, and the demographic counts: median/p95/p99 of 30 calls (target under 300 ms).
 * The database is dropped at the end. Every request comes from this one address, so the
 * server's submit limit per address is raised with BAROMETER_SUBMIT_LIMIT (1000 unless set);
 * the server's default (5 per address and survey an hour) is unchanged. Client and server share the machine.
 */
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { performance } from 'perf_hooks';
import { createInterface } from 'readline';
import { Client } from 'pg';
import type { BarometerResponseBody } from '@rapport/wire/api/barometer';
import type { SurveyContent } from '../src/services/barometer/submission';
import { seededRandom, syntheticResponse } from '../src/services/barometer/synthetic';
import { percentile } from './bench-seed';

const RESPONDENTS = 500;
const SPREAD_MS = 60_000;

interface Started {
  url: string;
  referral: string;
  emptySurvey: number;
  fullSurvey: number;
  token: string;
  companyId: number;
  seedMs: number;
  submitLimit: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(base: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The server child, once it printed where it listens. */
function startServer(url: string): Promise<{ child: ChildProcess; started: Started }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-barometer-server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      // the global limit per address: the bench's result calls all come from here
      RATE_LIMIT_MAX: '1000000',
      BAROMETER_SUBMIT_LIMIT: process.env.BAROMETER_SUBMIT_LIMIT ?? '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => resolve({ child, started: JSON.parse(line) as Started }));
  });
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, { headers: token ? { authorization: `Token ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The survey's questionnaire as a respondent's browser reads it, over HTTP. */
async function readContent(base: string, referral: string): Promise<SurveyContent> {
  type Localized = { en: string; fr: string; ru: string };
  const demographics = await getJson<SurveyContent['demographics']>(`${base}/response/demographic_question/?mission=${referral}`);
  const questions = await getJson<({ question_id: string } & Localized)[]>(`${base}/response/question/?mission=${referral}`);
  const answers = await getJson<({ answer_id: string } & Localized)[]>(`${base}/response/answer/?mission=${referral}`);
  const words = await getJson<{ word_id: string }[]>(`${base}/words/`);
  return {
    demographics,
    questions: questions.map((question) => ({ ...question, answers: answers.filter((answer) => answer.answer_id.startsWith(`${question.question_id}a`)) })),
    wordIds: words.map((word) => word.word_id),
  };
}

interface Outcome {
  ms: number;
  status: number;
}

async function submit(base: string, referral: string, body: BarometerResponseBody): Promise<Outcome> {
  const start = performance.now();
  try {
    const res = await fetch(`${base}/result/barometer_response/?mission=${referral}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - start, status: res.status };
  } catch {
    return { ms: performance.now() - start, status: 0 };
  }
}

function report(what: string, outcomes: Outcome[], wallMs: number): void {
  const errors = outcomes.filter((outcome) => outcome.status !== 200);
  const byStatus = errors.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status || 'network']: (counts[status || 'network'] ?? 0) + 1 }), {});
  const times = outcomes.map((outcome) => outcome.ms);
  console.log(
    `${what}: ${outcomes.length} submits in ${(wallMs / 1000).toFixed(1)} s, errors ${errors.length}${errors.length ? ` ${JSON.stringify(byStatus)}` : ''} (target 0); ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
}

/** Median, p95 and p99 of `runs` calls after 5 warm-ups. */
async function timeGets(url: string, token: string, runs = 30): Promise<string> {
  for (let i = 0; i < 5; i += 1) await getJson(url, token);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await getJson(url, token);
    times.push(performance.now() - start);
  }
  return `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${runs} calls (target < 300 ms)`;
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL?.trim();
  if (!base) throw new Error('bench:barometer runs on PostgreSQL: set DATABASE_URL (a new database is made beside it and dropped)');
  const name = `rapport_bench_barometer_${process.pid}`;
  await withAdmin(base, (admin) => admin.query(`create database ${quote(name)}`));
  let child: ChildProcess | undefined;
  try {
    const server = await startServer(databaseUrl(base, name));
    child = server.child;
    const { started } = server;
    const api = started.url;
    console.log(`server at ${api}; submit limit ${started.submitLimit} per address and survey, per hour; ${process.env.RESPONSES ?? 10_000} responses seeded in ${(started.seedMs / 1000).toFixed(1)} s`);

    const content = await readContent(api, started.referral);
    const random = seededRandom(500);
    const burstBodies = Array.from({ length: RESPONDENTS }, () => syntheticResponse(content, random));
    let start = performance.now();
    const burst = await Promise.all(burstBodies.map((body) => submit(api, started.referral, body)));
    report(`${RESPONDENTS} respondents at once`, burst, performance.now() - start);

    const spreadBodies = Array.from({ length: RESPONDENTS }, () => ({ at: random() * SPREAD_MS, body: syntheticResponse(content, random) }));
    start = performance.now();
    const spread = await Promise.all(
      spreadBodies.map(({ at, body }) => new Promise<Outcome>((resolve) => setTimeout(() => resolve(submit(api, started.referral, body)), at))),
    );
    report(`${RESPONDENTS} respondents within a minute`, spread, performance.now() - start);

    const stored = await getJson<{ response_count: number }>(`${api}/company/barometer_results/?mission=${started.emptySurvey}`, started.token);
    const accepted = [...burst, ...spread].filter((outcome) => outcome.status === 200).length;
    console.log(`stored responses: ${stored.response_count} (accepted ${accepted})`);

    const whole = `${api}/company/barometer_results/?mission=${started.fullSurvey}`;
    const results = await getJson<{ response_count: number; demographics: { pk: number; question_id: string; options: { pk: number; count: number | null }[] }[] }>(whole, started.token);
    const gender = results.demographics.find((question) => question.question_id === 'd6') ?? results.demographics[0];
    const option = gender.options.find((entry) => entry.count !== null) ?? gender.options[0];
    console.log(`GET /company/barometer_results/ (${results.response_count} responses): ${await timeGets(whole, started.token)}`);
    console.log(
      `GET /company/barometer_results/ filtered by ${gender.question_id} (${option.count} responses): ${await timeGets(`${whole}&question=${gender.pk}&option=${option.pk}`, started.token)}`,
    );
    console.log(
      `GET /response/demographic_answers_count (${results.response_count + stored.response_count} responses, 2 surveys): ${await timeGets(`${api}/response/demographic_answers_count?company=${started.companyId}`, started.token)}`,
    );
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await withAdmin(base, (admin) => admin.query(`drop database if exists ${quote(name)} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
