#!/usr/bin/env node
// `npm run test:prod`: the production tests against the rehearsal (deploy/lib/rehearsal.mjs:
// Debian's nginx, two API replicas and a job worker on PostgreSQL): the whole individual
// journey in chromium through the edge, failover without loss, the live release and rollback
// of one remote, and every text asset compressed at the edge. Each test makes its own database on the server at
// REHEARSAL_DATABASE_URL or DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test) and
// drops it at the end. .ci/run runs it after `npm test`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/parts.mjs';
import { findNginx } from '../lib/rehearsal.mjs';
import { buildParts } from './build.mjs';

function run(label, files, env = {}) {
  console.log(`\n[test:prod] ${label}`);
  const started = Date.now();
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1', ...files];
  const result = spawnSync(process.execPath, args, { cwd: path.join(ROOT, 'e2e'), stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[test:prod] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

try {
  findNginx();
  buildParts({ onlyMissing: true });
} catch (error) {
  console.error(`[test:prod] ${error.message}`);
  process.exit(1);
}
const results = [
  run('the individual journey through the rehearsal (chromium)', ['tests/journey.test.ts'], { E2E_TARGET: 'rehearsal' }),
  run('failover, release and rollback, compression', ['tests-prod/failover.test.ts', 'tests-prod/release.test.ts', 'tests-prod/compression.test.ts']),
];
process.exit(results.every(Boolean) ? 0 : 1);
