import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as calls from './calls';

/**
 * A front end names a call by its contract (api/calls.ts), never by its path: no string in
 * the shell or a remote starts with the first segment of an API path (`'/result/...`,
 * `"/words/"`...). Tests and test kits may spell paths.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const FRONT_ENDS = readdirSync(ROOT).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || /[\\/](testing|__tests__)[\\/]/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(full) ? [full] : [];
  });
}

const segments = [...new Set(Object.values(calls).map((call) => call.path.split('/')[1]))];
const literal = new RegExp(`['"\`]/(${segments.join('|')})(/|['"\`?])`);

function pathLiterals(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (literal.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('API paths in the front ends', () => {
  it('knows the first segments of the API paths', () => {
    expect(segments).toEqual(expect.arrayContaining(['auth', 'result', 'response', 'words', 'send', 'password_reset']));
  });

  it('are never spelled: every call is named by its contract', () => {
    const files = FRONT_ENDS.flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')));
    expect(files.length).toBeGreaterThan(50);
    expect(pathLiterals(files)).toEqual([]);
  });

  it('would be found in a file that spells one', () => {
    const dir = path.join(ROOT, 'shared-contracts', 'wire', 'src', 'api');
    expect(pathLiterals([path.join(dir, 'contact.ts')])).toEqual([
      expect.stringContaining("path: '/send/contact'"),
      expect.stringContaining("path: '/send/invite'"),
    ]);
  });
});
