#!/usr/bin/env node
// `npm run bench`: every benchmark with a target, one after the other on this machine, then
// docs/performance.md: each figure, its target and this machine's number, with the date. Each
// benchmark appends its figures as JSON lines to BENCH_REPORT (e2e/bench/measure.ts `record`,
// api/scripts/bench-api.ts, api/scripts/bench-seed.ts `record`); one that fails to run is listed
// as such, and the others still run. With DATABASE_URL set, the API benchmarks run on PostgreSQL too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/parts.mjs';
import { buildParts } from './build.mjs';

const report = path.join(os.tmpdir(), `rapport-bench-${process.pid}.jsonl`);
rmSync(report, { force: true });

/** An API benchmark (api/scripts) on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
const apiBench = (name, what, script) => [
  { name: `${name} (PGlite)`, what, command: ['--import', 'tsx', script], cwd: 'api', env: { DATABASE_URL: '' } },
  ...(process.env.DATABASE_URL ? [{ name: `${name} (PostgreSQL)`, what, command: ['--import', 'tsx', script], cwd: 'api', env: {} }] : []),
];

const benches = [
  { name: 'bundle', what: 'JavaScript before the public pages are interactive', command: ['--import', 'tsx', 'e2e/bench/bundle.ts'] },
  { name: 'lighthouse', what: 'Lighthouse (mobile) on the public pages and two signed-in pages', command: ['--import', 'tsx', 'e2e/bench/lighthouse.ts'] },
  { name: 'landing', what: 'the landing page prerendered, against the same page without', command: ['--import', 'tsx', 'e2e/bench/landing.ts'] },
  { name: 'journey', what: 'the questionnaire and /results', command: ['--import', 'tsx', 'e2e/bench/journey.ts'] },
  { name: 'navigation', what: 'moving between remotes', command: ['--import', 'tsx', 'e2e/bench/navigation.ts'] },
  // five loads of each page in each build (bench:compose's default is three): the LCP medians move less
  {
    name: 'compose',
    what: 'the composed site against a monolith of the same pages',
    command: ['--import', 'tsx', 'e2e/bench/compose.ts'],
    optional: 'e2e/bench/compose.ts',
    env: { COMPOSE_RUNS: process.env.COMPOSE_RUNS ?? '5' },
  },
  { name: 'api (PGlite)', what: 'API throughput against a Fastify hello-world', command: ['--import', 'tsx', 'scripts/bench-api.ts', '--db=pglite'], cwd: 'api', env: { DATABASE_URL: '' } },
  // the same with the load generator in two threads: on 2 cores its one thread is half of every ratio
  {
    name: 'api (PGlite, load generator in 2 threads)',
    what: 'API throughput against a Fastify hello-world, autocannon in two worker threads',
    command: ['--import', 'tsx', 'scripts/bench-api.ts', '--db=pglite'],
    cwd: 'api',
    env: { DATABASE_URL: '', BENCH_WORKERS: '2' },
  },
  ...(process.env.DATABASE_URL
    ? [{ name: 'api (PostgreSQL)', what: 'API throughput against a Fastify hello-world', command: ['--import', 'tsx', 'scripts/bench-api.ts', '--db=postgres'], cwd: 'api', env: {} }]
    : []),
  ...apiBench('submit', 'a submission, and /health while eight submit and their reports are drawn', 'scripts/bench-submit.ts'),
  ...apiBench('missions', "a recruitment's matchings, and the list of 50 recruitments of 200 members", 'scripts/bench-missions.ts'),
  ...apiBench('matching', "a person's matching lists with 200 finished contacts, read cold", 'scripts/bench-matching.ts'),
  ...apiBench('import', 'a contacts file of 10,000 rows, CSV and XLSX: its preview and its import', 'scripts/bench-import.ts'),
  ...apiBench('auth timing', 'forgot-password and sign-in answer known and unknown addresses alike', 'scripts/bench-auth.ts'),
];

buildParts({ onlyMissing: true });
const runs = [];
for (const bench of benches) {
  if (bench.optional && !existsSync(path.join(ROOT, bench.optional))) continue;
  console.log(`\n[bench] ${bench.name}: ${bench.what}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, bench.command, {
    cwd: path.join(ROOT, bench.cwd ?? ''),
    stdio: 'inherit',
    env: { ...process.env, ...bench.env, BENCH_REPORT: report, BENCH_LABEL: bench.name },
  });
  runs.push({ ...bench, status: result.status, seconds: Math.round((Date.now() - started) / 1000) });
}

const figures = existsSync(report)
  ? readFileSync(report, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : [];
rmSync(report, { force: true });

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|');
const today = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`;
const lines = [
  '# Performance',
  '',
  `Measured by \`npm run bench\` on ${today}, on this machine: ${machine}. Every figure comes from`,
  'one run of every benchmark, one after the other; each target is the one its benchmark states.',
  'Run it again to refresh this page.',
  '',
  '| benchmark | figure | target | this machine | |',
  '|---|---|---|---|---|',
  ...figures.map(
    (f) => `| ${cell(f.bench)} | ${cell(f.name)} | ${cell(f.target ? `${f.target} ${f.unit}` : '')} | ${cell(`${f.value} ${f.unit}`)} | ${f.pass === undefined ? '' : f.pass ? 'met' : '**not met**'} |`,
  ),
  '',
  '## The runs',
  '',
  '| benchmark | what | time | result |',
  '|---|---|---|---|',
  ...runs.map((r) => `| ${cell(r.name)} | ${cell(r.what)} | ${r.seconds} s | ${r.status === 0 ? 'ran' : `exit ${r.status} (a target not met, or it failed: see its output)`} |`),
  '',
  'Each benchmark alone: `npm run bench:bundle`, `bench:landing`, `bench:journey`, `bench:navigation`,',
  '`bench:compose`, `bench:api` (README, "Working on one part"); `npm run bench:submit -w api`, `bench:missions -w api`,',
  '`bench:matching -w api`, `bench:auth -w api`.',
  '',
];
writeFileSync(path.join(ROOT, 'docs/performance.md'), lines.join('\n'));
console.log(`\n[bench] ${figures.length} figures written to docs/performance.md`);
