#!/usr/bin/env node
// `npm test`: unit and component tests of every workspace (jest; the API on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), then the production build, then the end-to-end
// tests in Debian's chromium against the site served as `npm start` serves it.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/parts.mjs';
import { buildParts } from './build.mjs';

function run(label, command, args, env = {}) {
  console.log(`\n[test] ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[test] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

const only = process.argv[2]; // optional: unit | e2e
const results = [];
if (!only || only === 'unit') {
  results.push(run('unit and API tests (jest)', 'npx', ['jest', '--ci']));
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
