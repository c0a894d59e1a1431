#!/usr/bin/env node
// `npm test`: unit, component and API tests (jest: the API on PGlite, or on the PostgreSQL
// server of DATABASE_URL when it is set, as in CI), the lint rules' own test, the production
// build if anything changed, then the end-to-end tests in Debian's chromium against the site as
// `npm start` serves it; one table at the end (docs/testing.md). `npm test -- unit` or
// `npm test -- e2e` runs one half.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/parts.mjs';
import { Stages } from '../lib/stages.mjs';
import { buildParts } from './build.mjs';

/** The security suite's tally (api/testing/attacks/attack-log.ts): one JSON line per attack test file. */
function printAttacks(file) {
  if (!existsSync(file)) return;
  const tallies = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const tried = tallies.reduce((sum, tally) => sum + tally.tried, 0);
  const succeeded = tallies.flatMap((tally) => tally.succeeded.map((name) => `${tally.suite}: ${name}`));
  console.log(`\n[test] security suite: ${tried} attacks tried, ${succeeded.length} succeeded (${tallies.length} suites)`);
  for (const name of succeeded) console.log(`[test]   succeeded: ${name}`);
}

const only = process.argv[2]; // optional: unit | e2e
const stages = new Stages('test');
const attackLog = join(tmpdir(), `rapport-attacks-${process.pid}.jsonl`);
if (!only || only === 'unit') {
  rmSync(attackLog, { force: true });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  await stages.run(`jest: unit, component, API on ${database}`, 'npx', ['jest', '--ci'], { cwd: ROOT, env: { RAPPORT_ATTACK_LOG: attackLog } });
  // the lint configuration's own test: each boundary rule fires on a violation
  await stages.run('lint rules (node --test)', process.execPath, ['--test', 'eslint.config.test.mjs'], { cwd: ROOT });
}
if (!only || only === 'e2e') {
  if (await stages.step('build (what changed)', () => buildParts({ onlyMissing: true }))) {
    await stages.run('end-to-end (chromium)', 'npm', ['test', '-w', 'e2e'], { cwd: ROOT });
  }
}
printAttacks(attackLog);
rmSync(attackLog, { force: true });
stages.print();
process.exit(stages.ok ? 0 : 1);
