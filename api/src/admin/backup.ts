import * as fs from 'fs';
import * as path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { AdminInputError } from './errors';

/**
 * Backup and restore of the embedded database (PGlite): `npm run admin -- backup <file.tar.gz>`
 * writes PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar); `restore <file>`
 * starts a data folder from such a dump (`loadDataDir`). Both hold the data folder's lock, so
 * neither runs beside a server on that folder. PostgreSQL is backed up with pg_dump (api/README.md).
 */

function embeddedFolder(config: Pick<Config, 'databaseUrl' | 'dataDir'>, command: string): string {
  if (config.databaseUrl) {
    throw new AdminInputError(`${command}: DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (api/README.md, "Backups").`);
  }
  if (config.dataDir === MEMORY_DATA_DIR) throw new AdminInputError(`${command}: RAPPORT_DATA_DIR is memory://: nothing on disk to ${command}.`);
  return path.join(config.dataDir, 'pglite');
}

/** Writes the dump to `file` (through a temporary file, so a failed backup leaves no half file); its size in bytes. */
export async function backupEmbedded(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<number> {
  const folder = embeddedFolder(config, 'backup');
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new AdminInputError(`backup: no embedded database in ${config.dataDir}.`);
  const lock = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(folder);
    let dump: Blob;
    try {
      await client.exec('CHECKPOINT');
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes.length;
  } finally {
    lock.release();
  }
}

/**
 * Replaces the data folder's database with the dump in `file`. The database there (if any) is
 * kept beside it as `pglite.before-restore-<time>`, never deleted. Returns that folder's path.
 */
export async function restoreEmbedded(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string, now: Date = new Date()): Promise<string | undefined> {
  const folder = embeddedFolder(config, 'restore');
  if (!fs.existsSync(file)) throw new AdminInputError(`restore: no such file: ${file}`);
  const dump = new Blob([fs.readFileSync(file)]);
  const lock = lockDataDir(config.dataDir);
  try {
    let keptAs: string | undefined;
    if (fs.existsSync(folder)) {
      keptAs = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(folder, keptAs);
    }
    try {
      const client = await PGlite.create(folder, { loadDataDir: dump });
      try {
        await client.query('select 1');
        await client.exec('CHECKPOINT');
      } finally {
        await client.close();
      }
    } catch (error) {
      // not a usable dump: put the previous database back
      fs.rmSync(folder, { recursive: true, force: true });
      if (keptAs) fs.renameSync(keptAs, folder);
      throw new AdminInputError(`restore: ${file} is not a usable dump of the embedded database (${error instanceof Error ? error.message : String(error)}); nothing changed.`);
    }
    return keptAs;
  } finally {
    lock.release();
  }
}
