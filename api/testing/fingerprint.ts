import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { CONTENT_DIR } from '../src/content/load';
import { MIGRATIONS_FOLDER } from '../src/db/client';

const SOURCES = [path.join(__dirname, '../src/db/seed.ts'), path.join(__dirname, '../src/content/load.ts')];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/**
 * A hash of everything a prepared test database is made of (migrations, content, seed code,
 * PGlite's version): a prepared template is reused while it is unchanged, rebuilt otherwise.
 */
export function databaseFingerprint(): string {
  const hash = createHash('sha256');
  // its package.json is not exported; it sits beside dist/
  const pglite = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  // the seed scores the sample profiles with the model: a model change changes the seeded vectors
  const model = filesUnder(path.join(__dirname, '../src/model')).filter((file) => !file.endsWith('.test.ts'));
  for (const file of [...filesUnder(MIGRATIONS_FOLDER), ...filesUnder(CONTENT_DIR), ...SOURCES, ...model, pglite]) {
    hash.update(file.replace(/\\/g, '/'));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
