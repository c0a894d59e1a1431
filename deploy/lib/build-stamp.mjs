// "Build what is missing": a part is rebuilt only when its sources (or the shared contracts
// and build config it is made from) changed since its last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './parts.mjs';

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!entry.name.includes('.test.')) yield full;
  }
}

export function sourceHash(partDir) {
  const hash = createHash('sha256');
  const inputs = [
    path.join(partDir, 'src'),
    path.join(partDir, 'package.json'),
    path.join(partDir, 'rspack.config.cjs'),
    path.join(ROOT, 'shared-contracts/src'),
    path.join(ROOT, 'shared-contracts/package.json'),
    path.join(ROOT, 'deploy/build'),
    path.join(ROOT, 'package-lock.json'),
  ];
  for (const input of inputs) {
    const list = existsSync(input) && statSync(input).isDirectory() ? [...files(input)].sort() : [input];
    for (const file of list) if (existsSync(file)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (partDir) => path.join(partDir, 'dist', '.build-stamp');

export function isUpToDate(partDir) {
  return existsSync(stampFile(partDir)) && readFileSync(stampFile(partDir), 'utf8') === sourceHash(partDir);
}

export function writeStamp(partDir) {
  writeFileSync(stampFile(partDir), sourceHash(partDir));
}
