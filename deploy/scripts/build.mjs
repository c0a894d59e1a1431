#!/usr/bin/env node
// Builds the shell and every remote (production mode). `--missing` builds only the parts
// whose sources changed since their last build. Parts build one after another: each build
// already uses every core, and two at once only thrash a small machine.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PARTS, ROOT } from '../lib/parts.mjs';
import { PRERENDERED_DIR } from '../lib/prerendered-pages.mjs';
import { isUpToDate, writeStamp } from '../lib/build-stamp.mjs';

/** The parts whose pages are prerendered into the shell's (deploy/build/prerender.mjs). */
const PRERENDERING = ['shell', 'auth'];

/** Renders the public pages into shell/dist/prerendered/ (tsx: the renderers are the parts' TypeScript). */
export function prerender() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'deploy/build/prerender.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('prerendering the public pages failed');
}

export function buildParts({ onlyMissing = false, names } = {}) {
  const built = [];
  for (const part of PARTS) {
    if (names && !names.includes(part.name)) continue;
    if (onlyMissing && isUpToDate(part.dir)) continue;
    built.push(part.name);
    console.log(`[build] ${part.name}…`);
    const started = Date.now();
    rmSync(path.join(part.dir, 'dist'), { recursive: true, force: true });
    // the part's source maps (never served, for an error tracker): only this build's
    rmSync(path.join(part.dir, 'sourcemaps'), { recursive: true, force: true });
    const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: part.dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`building ${part.name} failed`);
    writeStamp(part.dir);
    console.log(`[build] ${part.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const shellDist = path.join(ROOT, 'shell/dist');
  const stale = built.some((name) => PRERENDERING.includes(name)) || !existsSync(path.join(shellDist, PRERENDERED_DIR));
  if (existsSync(path.join(shellDist, 'index.html')) && stale) prerender();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildParts({ onlyMissing: process.argv.includes('--missing') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
