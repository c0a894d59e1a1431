import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { contactMessages } from './schema';

// The embedded default: PGlite in a data folder, as `npm start` runs it (independent of DATABASE_URL).
// A fresh data folder runs initdb on disk: seconds here, and past 30 s on a busy CI machine.
jest.setTimeout(180_000);
describe('PGlite in a data folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-data-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, keeps data across a clean close, and refuses a second opener meanwhile', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.migrate();
    await first.db
      .insert(contactMessages)
      .values({ senderEmail: 'a@example.org', senderName: 'A', subject: 'S', message: 'kept' });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is already open in this process/);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'api.pid'))).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    // migrations already applied: a no-op
    await second.migrate();
    const rows = await second.db.select({ message: contactMessages.message }).from(contactMessages);
    expect(rows).toEqual([{ message: 'kept' }]);
    await second.ping();
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(path.join(dir, 'api.pid'), '2147483646');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'api.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a folder held by a running process', () => {
    fs.writeFileSync(path.join(dir, 'api.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });
});

