// "Build what is missing": a part is rebuilt only when its sources (or the shared contracts
// and build config it is made from) changed since its last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './parts.mjs';

/** The monolith baseline of `npm run bench:compose` is built from the parts, not into them: editing it rebuilds only itself. */
const MONOLITH_DIR = path.join(ROOT, 'deploy/build/monolith');

function* files(dir, skip) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(full)) yield* files(full, skip);
    } else if (!entry.name.includes('.test.')) yield full;
  }
}

/** One hash of the files and folders named (tests left out), folders skipped. */
export function inputsHash(inputs, { skip = [] } = {}) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const list = existsSync(input) && statSync(input).isDirectory() ? [...files(input, skip)].sort() : [input];
    for (const file of list) if (existsSync(file)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function sourceHash(partDir) {
  const inputs = [
    path.join(partDir, 'src'),
    path.join(partDir, 'package.json'),
    path.join(partDir, 'rspack.config.cjs'),
    // every contracts package (sources, test support, package.json)
    path.join(ROOT, 'shared-contracts'),
    path.join(ROOT, 'deploy/build'),
    path.join(ROOT, 'package-lock.json'),
  ];
  return inputsHash(inputs, { skip: [MONOLITH_DIR] });
}

const stampFile = (partDir) => path.join(partDir, 'dist', '.build-stamp');

export function isUpToDate(partDir) {
  return existsSync(stampFile(partDir)) && readFileSync(stampFile(partDir), 'utf8') === sourceHash(partDir);
}

export function writeStamp(partDir) {
  writeFileSync(stampFile(partDir), sourceHash(partDir));
}
