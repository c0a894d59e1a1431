import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { jobs } from '../db/schema';
import { enqueueJob } from '../jobs';
import { EXIT, runAdmin } from './run';

/** The embedded database's backup and restore through the admin command (always PGlite: it is the embedded database's command). */
jest.setTimeout(60_000);

function admin(argv: string[], dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', RAPPORT_DATA_DIR: dataDir, ...extraEnv };
  return runAdmin(argv, { env, cwd: os.tmpdir(), out: (line) => out.push(line), err: (line) => err.push(line) }).then((code) => ({ code, out, err }));
}

async function kindsIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.id);
    return rows.map((row) => row.kind);
  } finally {
    await database.close();
  }
}

describe('npm run admin -- backup / restore (embedded database)', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-backup-'));
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Each step opens PGlite on disk (a fresh data folder runs initdb): seconds each on a busy
  // 2-core machine, so every step is a test of its own with room to spare.
  const STEP_TIMEOUT = 180_000;
  const file = () => path.join(root, 'rapport.tar.gz');
  const target = () => path.join(root, 'target');

  it('backs up a data folder into a gzip file, the folder left free', async () => {
    const source = path.join(root, 'source');
    const database = await openDatabase({ dataDir: source });
    try {
      await database.migrate();
      await enqueueJob(database.db, { kind: 'backed-up', payload: { n: 1 } });
      await enqueueJob(database.db, { kind: 'backed-up-too', payload: { n: 2 } });
    } finally {
      await database.close();
    }

    const backup = await admin(['backup', file()], source);
    expect(backup.err).toEqual([]);
    expect(backup.code).toBe(EXIT.done);
    expect(fs.readFileSync(file()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(fs.existsSync(path.join(source, 'api.pid'))).toBe(false);
  }, STEP_TIMEOUT);

  it('restores the backup into a fresh folder, where the data reads back', async () => {
    expect(fs.existsSync(file())).toBe(true);
    const restore = await admin(['restore', file()], target());
    expect(restore.err).toEqual([]);
    expect(restore.code).toBe(EXIT.done);
    expect(await kindsIn(target())).toEqual(['backed-up', 'backed-up-too']);
  }, STEP_TIMEOUT);

  it('restoring over a database keeps the one replaced, and says where', async () => {
    expect(fs.existsSync(path.join(target(), 'pglite'))).toBe(true);
    const again = await admin(['restore', file()], target());
    expect(again.code).toBe(EXIT.done);
    const kept = fs.readdirSync(target()).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(again.out.join('\n')).toContain(kept[0]);
    expect(await kindsIn(target())).toEqual(['backed-up', 'backed-up-too']);
  }, STEP_TIMEOUT);

  it('refuses to restore over a folder a running server holds, and refuses a file that is no dump', async () => {
    const held = path.join(root, 'held');
    const lock = lockDataDir(held);
    try {
      const refused = await admin(['restore', file()], held);
      expect(refused.code).toBe(EXIT.databaseUnusable);
      expect(refused.err.join('\n')).toMatch(/in use/);
      expect(fs.existsSync(path.join(held, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }

    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a dump');
    const bad = await admin(['restore', junk], path.join(root, 'junk-target'));
    expect(bad.code).toBe(EXIT.badInput);
    expect(bad.err.join('\n')).toMatch(/not a usable dump/);
  });

  it('points PostgreSQL to pg_dump, and asks for one file', async () => {
    const pg = await admin(['backup', path.join(root, 'x.tar.gz')], root, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    expect(pg.code).toBe(EXIT.badInput);
    expect(pg.err.join('\n')).toMatch(/pg_dump/);
    expect((await admin(['backup'], root)).code).toBe(EXIT.badInput);
  });
});
