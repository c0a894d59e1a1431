#!/usr/bin/env node
// `npm test`: unit and component tests of every workspace (jest; the API on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), then the production build, then the end-to-end
// tests in Debian's chromium against the site served as `npm start` serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/parts.mjs';
import { buildParts } from './build.mjs';

function run(label, command, args, env = {}) {
  console.log(`\n[test] ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[test] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

/** The security suite's tally (api/src/security/attack-log.ts): one JSON line per attack test file. */
function printAttacks(file) {
  if (!existsSync(file)) return;
  const tallies = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const tried = tallies.reduce((sum, tally) => sum + tally.tried, 0);
  const succeeded = tallies.flatMap((tally) => tally.succeeded.map((name) => `${tally.suite}: ${name}`));
  console.log(`\n[test] security suite: ${tried} attacks tried, ${succeeded.length} succeeded (${tallies.length} suites)`);
  for (const name of succeeded) console.log(`[test]   succeeded: ${name}`);
}

const only = process.argv[2]; // optional: unit | e2e
const results = [];
if (!only || only === 'unit') {
  const attackLog = join(tmpdir(), `rapport-attacks-${process.pid}.jsonl`);
  rmSync(attackLog, { force: true });
  results.push(run('unit and API tests (jest)', 'npx', ['jest', '--ci'], { RAPPORT_ATTACK_LOG: attackLog }));
  printAttacks(attackLog);
  rmSync(attackLog, { force: true });
  // the lint configuration's own test: each boundary rule fires on a violation
  results.push(run('lint rules (node --test)', process.execPath, ['--test', 'eslint.config.test.mjs']));
}
if (!only || only === 'e2e') {
  try {
    buildParts({ onlyMissing: true });
    results.push(run('end-to-end tests (chromium)', 'npm', ['test', '-w', 'e2e']));
  } catch (error) {
    console.error(`[test] build failed: ${error.message}`);
    results.push(false);
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
