import * as fs from 'fs';
import * as path from 'path';

export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A pid file in the data folder. PGlite cannot share a folder between processes, and a
 * second `npm start` (or a leftover server) would otherwise corrupt the database silently.
 */
/** folders this process holds: a pid file with our own pid may also be a stale one from a container's previous run */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'api.pid');
  if (heldHere.has(file)) {
    throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by process ${holder}. Stop that process, or set RAPPORT_DATA_DIR to another folder.`,
        );
      }
      // left behind by a process that died without cleaning up
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
