import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * French puts a space before ":" (and before ";", "!" and "?"): every French string of
 * mfe-auth, and the shell's own (the contracts' 'common' namespace), in the file they are in.
 */
const SRC = path.resolve(__dirname, '..');
const COMMON = path.resolve(__dirname, '../../../shared-contracts/platform/src/i18n/locales/fr.json');

function frenchFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return frenchFiles(full);
    return entry.name === 'fr.json' ? [full] : [];
  });
}

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  return [];
}

/** A ":", ";", "!" or "?" glued to the word before it, ending a sentence or followed by a space. */
const GLUED = /[^\s\u00a0\u202f]([:;!?])(?=\s|$)/;

describe('French punctuation', () => {
  const files = [...frenchFiles(SRC), COMMON];

  it('reads the French files of mfe-auth and of the shell', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files.map((file) => [path.relative(path.resolve(SRC, '../..'), file), file]))('%s: a space before ":" ";" "!" "?"', (_name, file) => {
    const glued = strings(JSON.parse(readFileSync(file, 'utf8')), '').filter(([, text]) => GLUED.test(text));
    expect(glued).toEqual([]);
  });

  it('finds a glued colon', () => {
    expect(GLUED.test('Nom: Ada')).toBe(true);
    expect(GLUED.test('Nom : Ada')).toBe(false);
    expect(GLUED.test('https://rapport.example')).toBe(false);
  });
});
