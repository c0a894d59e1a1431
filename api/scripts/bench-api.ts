/**
 * API throughput against Fastify's own: `npm run bench:api` (root).
 *
 * Starts, each in a process of its own (bench-api-server.ts), a Fastify hello-world and our API
 * over real HTTP on 127.0.0.1, then loads each with autocannon (CONNECTIONS concurrent
 * connections, DURATION_S seconds, after a short warm-up), one server at a time: for every API
 * call, the hello-world is measured right before it, so both figures of a ratio come from the
 * same moment of the machine's load. Printed: requests/s and p99 latency of each, and the ratio
 * of requests/s API / hello-world (targets: at least 0.5 for the content reads, 0.25 for the
 * results reads); and, less noisy on a shared machine, the CPU time per answer of each server
 * process and of the load generator (autocannon, in this process): on 2 cores the load
 * generator's share is part of every ratio (it parses and decodes each answer, 1-4 KB for the
 * content reads, compressed as a browser asks for them, 17 bytes for the hello-world).
 *
 * The API runs on PGlite in memory; when DATABASE_URL is set, the same runs again on a fresh
 * PostgreSQL database beside DATABASE_URL's. Its per-IP rate limit is raised in that process
 * only (see bench-api-server.ts): every request comes from one address.
 *
 * BENCH_CONNECTIONS and BENCH_DURATION_S override the defaults (100 connections, 5 s);
 * BENCH_WORKERS=2 runs autocannon in two worker threads (the default is its one thread). To run a
 * part only (while working on it): `--db=pglite` or `--db=postgres` (the latter needs
 * DATABASE_URL), and `--only=words,matching` (calls whose name contains one of these); without
 * them, every call on every database, as `npm run bench` runs it. Under
 * `npm run bench`, the figures are also appended to BENCH_REPORT as JSON lines (the shape of
 * e2e/bench/measure.ts `Figure`), for docs/performance.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServer } from './bench-api-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const WARM_UP_S = 1;
/** autocannon's worker threads (BENCH_WORKERS): more than one keeps the load generator from being what is measured */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);

/** `--name=value` arguments (npm run bench:api -- --db=pglite --only=words). */
const argument = (name: string): string | undefined =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const ONLY_DB = argument('db');
const ONLY_CALLS = argument('only')
  ?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
if (ONLY_DB !== undefined && ONLY_DB !== 'pglite' && ONLY_DB !== 'postgres') throw new Error('--db is pglite or postgres');
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
  /** CPU time of the server process per answer, µs (Linux; NaN elsewhere) */
  serverUs: number;
  /** CPU time of the load generator (this process) per answer, µs */
  clientUs: number;
}

/** CPU time (user + system) a process has used so far, µs, from /proc (Linux); NaN elsewhere. */
function cpuUsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Every request carries a browser's Accept-Encoding (Chrome's): the hello-world ignores it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One autocannon run; any answer but 2xx, or any error, fails the bench. */
async function measure(server: Running, load: Load, durationS: number): Promise<Figures> {
  const port = server.port;
  const serverBefore = cpuUsOf(server.child.pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${load.path}`,
    method: load.method,
    // what a browser asks: the content reads answer it compressed (routes/compressed-json.ts)
    headers: { ...BROWSER_HEADERS, ...load.headers },
    body: load.body,
    connections: CONNECTIONS,
    ...(WORKERS > 0 && { workers: WORKERS }),
    duration: durationS,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${load.method} ${load.path}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const client = process.cpuUsage(clientBefore);
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    serverUs: (cpuUsOf(server.child.pid) - serverBefore) / answers,
    clientUs: (client.user + client.system) / answers,
  };
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
      if (ONLY_CALLS && !ONLY_CALLS.some((part) => name.includes(part))) continue;
      await measure(hello, HELLO, WARM_UP_S);
      const helloFigures = await measure(hello, HELLO, DURATION_S);
      await measure(api, load, WARM_UP_S);
      const apiFigures = await measure(api, load, DURATION_S);
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
  console.log('call                              | API req/s | API p99 ms | hello req/s | hello p99 ms | ratio | target          | CPU µs/answer: API, hello, load generator (API; hello)');
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
        `>= ${target} ${ratio >= target ? 'met' : 'NOT met'}`.padEnd(15),
        `${fixed(api.serverUs, 0)}, ${fixed(hello.serverUs, 0)}, ${fixed(api.clientUs, 0)}; ${fixed(hello.clientUs, 0)}`,
      ].join(' | '),
    );
  }
  return met;
}

/** Appends each call's ratio (with its target), requests/s and p99 to BENCH_REPORT when `npm run bench` runs this. */
function record(kind: string, rows: Row[]): void {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  const bench = `api (${kind}${WORKERS > 1 ? `, autocannon in ${WORKERS} threads` : ''})`;
  const figures = rows.flatMap(({ name, target, hello, api }) => {
    const ratio = api.rps / hello.rps;
    return [
      { bench, name: `${name}: requests/s, API / hello-world`, value: Number(ratio.toFixed(2)), unit: '', target: `>= ${target}`, pass: ratio >= target },
      { bench, name: `${name}: API requests/s (hello-world ${Math.round(hello.rps)})`, value: Math.round(api.rps), unit: 'req/s' },
      { bench, name: `${name}: API p99 (hello-world ${hello.p99} ms)`, value: api.p99, unit: 'ms' },
    ];
  });
  appendFileSync(file, figures.map((figure) => JSON.stringify(figure)).join('\n') + '\n');
}

async function main(): Promise<void> {
  const { DATABASE_URL, ...withoutDatabase } = process.env;
  const runs: [string, NodeJS.ProcessEnv][] = [];
  if (ONLY_DB !== 'postgres') runs.push(['PGlite (embedded)', withoutDatabase]);
  if (ONLY_DB === 'postgres' && !DATABASE_URL?.trim()) throw new Error('--db=postgres needs DATABASE_URL');
  if (ONLY_DB !== 'pglite' && DATABASE_URL?.trim()) runs.push(['PostgreSQL', process.env]);
  const results: [string, Row[]][] = [];
  for (const [kind, env] of runs) results.push([kind, await runOn(kind, env)]);
  console.log(`\nnode ${process.version}; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')} (other work may share this machine)`);
  let met = true;
  for (const [kind, rows] of results) {
    met = print(kind, rows) && met;
    record(kind, rows);
  }
  console.log(met ? '\nevery target met' : '\nsome targets not met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
