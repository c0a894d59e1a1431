/**
 * API throughput against Fastify's own (issue 15, item 3): `npm run bench:api` (root).
 *
 * Starts, each in a process of its own (bench-api-server.ts), a Fastify hello-world and our API
 * over real HTTP on 127.0.0.1, then loads each with autocannon (CONNECTIONS concurrent
 * connections, DURATION_S seconds, after a short warm-up), one server at a time: for every API
 * call, the hello-world is measured right before it, so both figures of a ratio come from the
 * same moment of the machine's load. Printed: requests/s and p99 latency of each, and the ratio
 * of requests/s API / hello-world (targets: at least 0.5 for the content reads, 0.25 for the
 * results reads).
 *
 * The API runs on PGlite in memory; when DATABASE_URL is set, the same runs again on a fresh
 * PostgreSQL database beside DATABASE_URL's. Its per-IP rate limit is raised in that process
 * only (see bench-api-server.ts): every request comes from one address.
 *
 * BENCH_CONNECTIONS and BENCH_DURATION_S override the defaults (100 connections, 5 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServer } from './bench-api-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const WARM_UP_S = 1;
const SERVER_FILE = fileURLToPath(new URL('./bench-api-server.ts', import.meta.url));

interface Running extends BenchServer {
  child: ChildProcess;
}

/** Starts a server process and waits for its JSON line. */
function start(mode: 'hello' | 'api', env: NodeJS.ProcessEnv): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE, mode], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const stdout = child.stdout;
    if (!stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: stdout });
    lines.once('line', (line) => resolve({ ...(JSON.parse(line) as BenchServer), child }));
    child.once('exit', (code) => reject(new Error(`the ${mode} server ended (${code}) before listening`)));
  });
}

function stop(server: Running): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

interface Load {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  rps: number;
  p99: number;
}

/** One autocannon run; any answer but 2xx, or any error, fails the bench. */
async function measure(port: number, load: Load, durationS: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${load.path}`,
    method: load.method,
    headers: load.headers,
    body: load.body,
    connections: CONNECTIONS,
    duration: durationS,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${load.method} ${load.path}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const HELLO: Load = { method: 'GET', path: '/' };

interface Row {
  name: string;
  target: number;
  hello: Figures;
  api: Figures;
}

async function runOn(kind: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const hello = await start('hello', env);
  const api = await start('api', env);
  try {
    const signedIn = { authorization: `Token ${api.token}`, 'content-type': 'application/json' };
    const ownEmail = JSON.stringify({ email: api.email });
    const loads: [string, number, Load][] = [
      ['GET /words/', 0.5, { method: 'GET', path: '/api/words/' }],
      ['GET /response/question/', 0.5, { method: 'GET', path: '/api/response/question/' }],
      ['POST /result/individual_result/', 0.25, { method: 'POST', path: '/api/result/individual_result/', headers: signedIn, body: ownEmail }],
      ['POST /result/matching/', 0.25, { method: 'POST', path: '/api/result/matching/', headers: signedIn, body: ownEmail }],
    ];
    const rows: Row[] = [];
    for (const [name, target, load] of loads) {
      await measure(hello.port, HELLO, WARM_UP_S);
      const helloFigures = await measure(hello.port, HELLO, DURATION_S);
      await measure(api.port, load, WARM_UP_S);
      const apiFigures = await measure(api.port, load, DURATION_S);
      rows.push({ name, target, hello: helloFigures, api: apiFigures });
      console.log(`  [${kind}] ${name}: done`);
    }
    return rows;
  } finally {
    await Promise.all([stop(hello), stop(api)]);
  }
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

function print(kind: string, rows: Row[]): boolean {
  console.log(`\n${kind}: ${CONNECTIONS} connections, ${DURATION_S} s each (hello-world measured right before each call)`);
  console.log('call                              | API req/s | API p99 ms | hello req/s | hello p99 ms | ratio | target');
  let met = true;
  for (const { name, target, hello, api } of rows) {
    const ratio = api.rps / hello.rps;
    if (ratio < target) met = false;
    console.log(
      [
        name.padEnd(33),
        fixed(api.rps, 0).padStart(9),
        fixed(api.p99, 0).padStart(10),
        fixed(hello.rps, 0).padStart(11),
        fixed(hello.p99, 0).padStart(12),
        fixed(ratio, 2).padStart(5),
        `>= ${target} ${ratio >= target ? 'met' : 'NOT met'}`,
      ].join(' | '),
    );
  }
  return met;
}

async function main(): Promise<void> {
  const { DATABASE_URL, ...withoutDatabase } = process.env;
  const runs: [string, NodeJS.ProcessEnv][] = [['PGlite (embedded)', withoutDatabase]];
  if (DATABASE_URL?.trim()) runs.push(['PostgreSQL', process.env]);
  const results: [string, Row[]][] = [];
  for (const [kind, env] of runs) results.push([kind, await runOn(kind, env)]);
  console.log(`\nnode ${process.version}; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')} (other work may share this machine)`);
  let met = true;
  for (const [kind, rows] of results) met = print(kind, rows) && met;
  console.log(met ? '\nevery target met' : '\nsome targets not met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
