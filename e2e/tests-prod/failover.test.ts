// Failover without loss: 50 people answer the questionnaire through the
// rehearsal's edge, each from an address of their own (127.0.0.x), with a person's pauses
// between answers. While they answer, one API replica is killed (SIGKILL: a machine lost,
// nothing finished) and started again. Every answer must be in the database, nobody may see an
// error, and the per-address rate limit must count one address's requests on both replicas
// together. The calls are the contracts' (method and path), sent again when they fail the way
// the product's base query sends them again (@rapport/wire/api/transient-retry).
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as calls from '@rapport/wire/api/calls';
import type { Call } from '@rapport/wire/api/client';
import { isTransient, mayRepeat, withTransientRetry } from '@rapport/wire/api/transient-retry';
import { query, startTestRehearsal, type TestRehearsal } from '../src/rehearsal';

const PEOPLE = 50;
const QUESTIONS = 18;
const RATE_LIMIT_MAX = 100;
/** a person's pause before each answer: 0.8 to 1.6 s (the run lasts about 25 s) */
const pause = () => new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 800));

let r: TestRehearsal;
before(async () => {
  r = await startTestRehearsal(18480, { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
});
after(async () => {
  await r?.stop();
});

interface Answer {
  status: number | 'FETCH_ERROR';
  body: unknown;
  ms: number;
}

/** One person's connection: kept alive, from their own loopback address, as a browser's would be. */
function client(address: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const stats = { requests: 0, retries: 0, latencies: [] as number[] };
  const url = new URL(r.config.apiBase);
  const send = (method: string, pathname: string, body: unknown, token?: string): Promise<Answer> =>
    new Promise((resolve) => {
      const started = performance.now();
      const data = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          localAddress: address,
          host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
          port: url.port,
          method,
          path: `${url.pathname}${pathname}`,
          headers: {
            ...(data !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
            ...(token && { authorization: `Token ${token}` }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              /* not JSON (an edge's error page) */
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
          });
          response.on('error', () => resolve({ status: 'FETCH_ERROR', body: undefined, ms: performance.now() - started }));
        },
      );
      request.on('error', () => resolve({ status: 'FETCH_ERROR', body: undefined, ms: performance.now() - started }));
      request.end(data);
    });
  /** A call as the product makes it: a read or an idempotent write is sent again when no replica answered. */
  const call = async (c: Call, body: unknown, { token, read = false }: { token?: string; read?: boolean } = {}) => {
    const once = async () => {
      stats.requests += 1;
      const answer = await send(c.method, c.path, body, token);
      stats.latencies.push(answer.ms);
      return answer;
    };
    return mayRepeat(c.method, read)
      ? withTransientRetry(once, (answer) => isTransient(answer.status), { onRetry: () => (stats.retries += 1) })
      : once();
  };
  return { call, stats, close: () => agent.destroy() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describe('failover without loss', () => {
  it('saves every answer of 50 people while a replica is killed and restarted, and nobody sees an error', async () => {
    const people = Array.from({ length: PEOPLE }, (_, i) => {
      const address = `127.0.0.${10 + i}`;
      const answers = Array.from({ length: QUESTIONS }, (_, q) => {
        const first = 1 + Math.floor(Math.random() * 4);
        const second = 1 + ((first + Math.floor(Math.random() * 3)) % 4);
        return { question: `q${q + 1}`, first: `q${q + 1}a${first}`, second: `q${q + 1}a${second}` };
      });
      return { address, email: `failover-${i}-${process.pid}@rapport.test`, answers, http: client(address), token: '', errors: [] as string[] };
    });
    const fail = (person: (typeof people)[number], what: string, answer: Answer) =>
      person.errors.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);

    // sign-up first (a POST that creates an account is never sent twice)
    await Promise.all(
      people.map(async (person) => {
        const answer = await person.http.call(calls.register, { first_name: 'Fail', last_name: 'Over', email: person.email, password: 'correct horse 42' });
        if (answer.status !== 200) return fail(person, 'register', answer);
        person.token = (answer.body as { token: string }).token;
      }),
    );
    assert.deepEqual(people.flatMap((p) => p.errors), [], 'everyone signed up');

    let saved = 0;
    const submitMs: number[] = [];
    let killedAt = 0;
    let restartedAt = 0;
    const failover = (async () => {
      // a third of the answers in, the first replica is lost; it comes back a second later
      while (saved < (PEOPLE * QUESTIONS) / 3) await new Promise((resolve) => setTimeout(resolve, 50));
      killedAt = performance.now();
      await r.replicas[0].kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await r.replicas[0].start();
      restartedAt = performance.now();
    })();

    const started = performance.now();
    await Promise.all(
      people.map(async (person) => {
        // the questionnaire page: the questions and the saved answers, then one answer at a time
        for (const [c, read] of [[calls.getQuestions, true], [calls.getResponseProgress, true]] as const) {
          const answer = await person.http.call(c, c.method === 'GET' ? undefined : { email: person.email }, { token: person.token, read });
          if (answer.status !== 200) fail(person, c.path, answer);
        }
        for (const { question, first, second } of person.answers) {
          await pause();
          const answer = await person.http.call(
            calls.saveResponseProgress,
            { email: person.email, question_answered: question, first_answers: first, second_answers: second },
            { token: person.token },
          );
          if (answer.status !== 200) fail(person, `answer ${question}`, answer);
          else saved += 1;
        }
        const words = await person.http.call(calls.getWords, undefined, { read: true });
        const ids = (words.body as { word_id: string }[]).slice(0, 12).map((w) => w.word_id).join(',');
        for (const c of [calls.saveSelectedWords, calls.submitIndividualResult]) {
          const answer = await person.http.call(c, { email: person.email, result: ids }, { token: person.token });
          if (answer.status !== 200) fail(person, c.path, answer);
          else if (c === calls.submitIndividualResult) submitMs.push(answer.ms);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    await failover;

    // what the database holds: every person's 18 answers as they gave them, and their result
    const rows = await query<{ email: string; question_answered: string; first_answers: string; second_answers: string; results: string }>(
      r.databaseUrl,
      `SELECT u.email, p.question_answered, p.first_answers, p.second_answers,
              (SELECT count(*) FROM individual_results ir WHERE ir.user_id = u.id)::text AS results
         FROM users u JOIN response_progress p ON p.user_id = u.id
        WHERE u.email LIKE 'failover-%'`,
    );
    let lost = 0;
    for (const person of people) {
      const row = rows.find((x) => x.email === person.email);
      const stored = new Map<string, string>();
      if (row) {
        const ids = row.question_answered.split(',');
        const firsts = row.first_answers.split(',');
        const seconds = row.second_answers.split(',');
        ids.forEach((id, i) => stored.set(id, `${firsts[i]}/${seconds[i]}`));
      }
      for (const a of person.answers) if (stored.get(a.question) !== `${a.first}/${a.second}`) lost += 1;
      if (row?.results !== '1') person.errors.push('no stored result');
    }

    // the edge's log: which replica answered, and the requests it sent on to the other
    const edgeLog = readFileSync(path.join(r.logs, 'edge-access.log'), 'utf8').split('\n');
    const apiLines = edgeLog.filter((line) => line.includes('"PUT /api/') || line.includes('"POST /api/') || line.includes('"GET /api/'));
    const passedOn = apiLines.filter((line) => /upstream=\[[^\]]*, /.test(line)).length;
    const restartedPort = `127.0.0.1:${r.replicas[0].port}`;
    const latencies = people.flatMap((p) => p.http.stats.latencies);
    const errors = people.flatMap((p) => p.errors.map((e) => `${p.email}: ${e}`));
    const figures = {
      people: PEOPLE,
      answers_sent: PEOPLE * QUESTIONS,
      answers_saved: PEOPLE * QUESTIONS - lost,
      answers_lost: lost,
      errors_seen: errors.length,
      requests: latencies.length,
      sent_again_by_the_edge: passedOn,
      sent_again_by_the_client: people.reduce((sum, p) => sum + p.http.stats.retries, 0),
      replica_down_s: Number(((restartedAt - killedAt) / 1000).toFixed(1)),
      run_s: Number(elapsed.toFixed(1)),
      p50_ms: Number(percentile(latencies, 50).toFixed(1)),
      p99_ms: Number(percentile(latencies, 99).toFixed(1)),
      max_ms: Number(Math.max(...latencies).toFixed(1)),
      // PUT /result/individual_result/ through the edge: the result stored, the reports queued for the worker
      submit_p50_ms: Number(percentile(submitMs, 50).toFixed(1)),
      submit_max_ms: Number(Math.max(...submitMs).toFixed(1)),
    };
    console.log(`[failover] ${JSON.stringify(figures)}`);
    for (const person of people) person.http.close();

    assert.deepEqual(errors, [], 'nobody saw an error');
    assert.equal(lost, 0, 'every answer is in the database');
    assert.ok(killedAt > 0 && restartedAt > killedAt, 'a replica was killed and restarted while people answered');
    // the restarted replica takes its share again
    const probe = client('127.0.0.201');
    for (let i = 0; i < 10; i += 1) assert.equal((await probe.call(calls.getWords, undefined, { read: true })).status, 200);
    probe.close();
    const probed = readFileSync(path.join(r.logs, 'edge-access.log'), 'utf8').split('\n').filter((line) => line.startsWith('127.0.0.201 '));
    assert.ok(probed.some((line) => line.includes(`upstream=[${restartedPort}]`)), 'the restarted replica answers through the edge again');
  });

  it('counts one address’s requests on both replicas together (the rate limit holds across replicas)', async () => {
    const person = client('127.0.0.200');
    const statuses: (number | string)[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 20; i += 1) statuses.push((await person.call(calls.getWords, undefined, { read: true })).status);
    person.close();
    const log = readFileSync(path.join(r.logs, 'edge-access.log'), 'utf8').split('\n').filter((line) => line.startsWith('127.0.0.200 '));
    const replicas = new Set(log.map((line) => /upstream=\[([^\]]+)\]/.exec(line)?.[1]).filter((u) => u && u !== '-'));
    const allowed = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;
    console.log(`[failover] rate limit ${RATE_LIMIT_MAX}/min per address: ${allowed} allowed, ${refused} refused, answered by ${[...replicas].join(' and ')}`);
    assert.ok(replicas.size >= 2, 'both replicas answered that address');
    assert.equal(allowed, RATE_LIMIT_MAX, 'exactly the limit is allowed, whichever replica counts');
    assert.equal(refused, 20);
  });
});
