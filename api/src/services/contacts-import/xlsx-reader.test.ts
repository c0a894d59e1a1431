import { ENGLISH_HEADER, peopleRows, xlsxBytes } from '@rapport/api/testing/contacts-import';
import { readXlsxOnThread } from './xlsx-reader';

/** The read thread's ceilings: whatever a file does to the thread, the answer is that it could not be read. */
describe('reading an XLSX file on its own thread', () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await xlsxBytes([[...ENGLISH_HEADER], ...peopleRows(3_000, 'thread')]);
  });

  it('answers the rows of the first sheet', async () => {
    const reading = await readXlsxOnThread(bytes);
    expect('rows' in reading && reading.rows.length).toBe(3_001);
  });

  it('answers "unreadable" when the file needs more memory than the thread has (a zip bomb), and the process lives on', async () => {
    expect(await readXlsxOnThread(bytes, { memoryMb: 4, timeoutMs: 60_000 })).toEqual({ error: 'unreadable' });
    expect('rows' in (await readXlsxOnThread(bytes))).toBe(true);
  });

  it('answers "unreadable" when reading takes longer than its time', async () => {
    expect(await readXlsxOnThread(bytes, { memoryMb: 384, timeoutMs: 1 })).toEqual({ error: 'unreadable' });
  });
});
