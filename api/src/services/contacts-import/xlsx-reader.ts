import * as path from 'path';
import { Worker } from 'worker_threads';
import type { SheetReading } from './xlsx-cells';

/**
 * Reads an XLSX file on a thread of its own, started for that file and ended with it. A file of
 * 5 MB is a zip that may unpack to gigabytes (a zip bomb) or a sheet of a million rows: the
 * thread has a memory ceiling and a time limit, and whatever happens to it, the API answers
 * that the file could not be read. Unpacking also takes a few hundred milliseconds of CPU that
 * requests need not wait behind.
 */

export interface XlsxReadLimits {
  /** the thread's heap, in MB */
  memoryMb: number;
  timeoutMs: number;
}

export const XLSX_READ_LIMITS: XlsxReadLimits = { memoryMb: 384, timeoutMs: 20_000 };

const THREAD_FILE = path.join(__dirname, `xlsx-thread${path.extname(__filename)}`);

/** From TypeScript sources (tsx, jest) the thread registers tsx's loader first, as the main thread did. */
function threadSource(): { source: string; eval: boolean } {
  if (!THREAD_FILE.endsWith('.ts')) return { source: THREAD_FILE, eval: false };
  return { source: `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(THREAD_FILE)});`, eval: true };
}

export function readXlsxOnThread(file: Uint8Array, limits: XlsxReadLimits = XLSX_READ_LIMITS): Promise<SheetReading> {
  const { source, eval: isEval } = threadSource();
  return new Promise((resolve) => {
    const thread = new Worker(source, {
      eval: isEval,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.min(64, limits.memoryMb / 4) },
    });
    let settled = false;
    const settle = (reading: SheetReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      resolve(reading);
    };
    const timer = setTimeout(() => settle({ error: 'unreadable' }), limits.timeoutMs);
    thread.once('message', (reading: SheetReading) => settle(reading));
    // out of memory (ERR_WORKER_OUT_OF_MEMORY), or any other end before an answer
    thread.once('error', () => settle({ error: 'unreadable' }));
    thread.once('exit', () => settle({ error: 'unreadable' }));
    thread.postMessage(file);
  });
}
