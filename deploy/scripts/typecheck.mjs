#!/usr/bin/env node
// `npm run typecheck`: each workspace's own `typecheck` script, as many at once as the machine
// has cores (each is one single-threaded tsc; one after the other took twice as long on 2
// cores). A workspace's output is printed whole once it ends, so outputs do not interleave.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/parts.mjs';

const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.filter(
  (dir) => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts?.typecheck,
);

function check(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: path.join(ROOT, dir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      const ok = code === 0;
      console.log(`[typecheck] ${dir}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(ok);
    });
  });
}

// the longest first (the monolith baseline in deploy/ checks every front-end part again), so
// that no long check starts last
const LONGEST = ['deploy', 'api', 'mfe-company'];
const weight = (dir) => (LONGEST.includes(dir) ? LONGEST.indexOf(dir) : LONGEST.length);
const queue = [...workspaces].sort((a, b) => weight(a) - weight(b));
const results = [];
const lane = async () => {
  for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await check(dir));
};
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism?.() ?? os.cpus().length) }, lane));
process.exit(results.every(Boolean) ? 0 : 1);
