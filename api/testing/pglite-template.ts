import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadValidContent, seedContent } from '../src/db/seed';
import { databaseFingerprint } from './fingerprint';

/*
 * A fresh PGlite costs about 3 s (initdb) plus migrations and seed; loading a prepared data
 * folder (an uncompressed tar: gzip added half a second to each load) costs under a second. The first test process to need one prepares it and writes
 * its dump to the temp folder; every test (in any jest worker, in later runs too, as long as
 * migrations and content are unchanged) starts from a copy of that dump.
 */

const CACHE_DIR = path.join(os.tmpdir(), 'rapport-api-test');
const LOCK_STALE_MS = 120_000;
const WAIT_STEP_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepareDump(file: string): Promise<void> {
  const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    const content = loadValidContent();
    await handle.migrate(async (db) => {
      await seedContent(db, content);
    });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // uncompressed: each test database loads it, and gunzip cost about half a second per load
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    // rename is atomic: readers never see half a file
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
}

let cached: { file: string; blob: Blob } | undefined;

async function templateDump(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${databaseFingerprint()}.tar`);
  if (cached?.file === file) return cached.blob;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_STALE_MS;
  while (!fs.existsSync(file)) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // another worker prepares it; a lock left by a killed process goes stale
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${file}`);
      await sleep(WAIT_STEP_MS);
      continue;
    }
    try {
      if (!fs.existsSync(file)) await prepareDump(file);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
  const blob = new Blob([fs.readFileSync(file)]);
  cached = { file, blob };
  return blob;
}

/** A new in-memory PGlite, migrated and seeded, independent of every other one. */
export async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: MEMORY_DATA_DIR }, { pgliteDump: await templateDump() });
}
