// The front-end parts' source files, for the tests that check what the parts import from the
// shared libraries (tree-shaken-exports.test.ts, chakra-extras.test.ts). Node only.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const PARTS = ['shared-contracts/platform', 'shared-contracts/ui', 'shell', 'mfe-auth', 'mfe-questionnaire', 'mfe-company', 'mfe-barometer'];

/** Every .ts/.tsx file under `dir` whose name `keep` accepts. */
export function* sources(dir: string, keep: (name: string) => boolean = () => true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full, keep);
    else if (/\.tsx?$/.test(entry.name) && keep(entry.name)) yield full;
  }
}
