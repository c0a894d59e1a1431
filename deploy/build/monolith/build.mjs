#!/usr/bin/env node
// Builds the monolith baseline (rspack.config.cjs) into deploy/out/monolith. `--missing` builds
// it only when what it is made of (every part's sources, contracts, deploy/build) changed since
// its last build. Used by `npm run bench:compose` only.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash } from '../../lib/build-stamp.mjs';
import { PARTS, ROOT } from '../../lib/parts.mjs';

const CONFIG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rspack.config.cjs');
/** deploy/out/monolith, and its source maps beside it */
export const { OUT_DIR, MAPS_DIR } = createRequire(import.meta.url)(CONFIG);
const STAMP = path.join(OUT_DIR, '.build-stamp');

function sourceHash() {
  return inputsHash([
    ...PARTS.flatMap((part) => [path.join(part.dir, 'src'), path.join(part.dir, 'package.json')]),
    // every contracts package (sources, test support, package.json)
    path.join(ROOT, 'shared-contracts'),
    path.join(ROOT, 'deploy/build'),
    path.join(ROOT, 'package-lock.json'),
  ]);
}

export function monolithIsUpToDate() {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** @returns {boolean} whether it was built */
export function buildMonolith({ onlyMissing = false } = {}) {
  if (onlyMissing && monolithIsUpToDate()) return false;
  console.log('[build] monolith…');
  const started = Date.now();
  const hash = sourceHash();
  rmSync(OUT_DIR, { recursive: true, force: true });
  rmSync(MAPS_DIR, { recursive: true, force: true });
  const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--config', CONFIG], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('building the monolith failed');
  writeFileSync(STAMP, hash);
  console.log(`[build] monolith done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildMonolith({ onlyMissing: process.argv.includes('--missing') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
