/**
 * Reads the content data files of api/content/ as they are: no check here. ./validate.ts says
 * what is wrong with them (./shape.ts for each file's shape, ./rules.ts for the content rules).
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Content, QuestionnaireContent, SampleProfile, TextLibrary, WordContent } from './types';

export const CONTENT_DIR = path.join(__dirname, '../../content');

function readJson<T>(file: string): T {
  const raw = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(raw) as T;
  } catch (e) {
    throw new Error(`${file}: invalid JSON (${(e as Error).message})`);
  }
}

/** Reads every content file synchronously. Questionnaires are sorted by file name. */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const qdir = path.join(dir, 'questionnaires');
  const files = fs.existsSync(qdir)
    ? fs.readdirSync(qdir).filter((f) => f.endsWith('.json')).sort()
    : [];
  return {
    questionnaires: files.map((f) => readJson<QuestionnaireContent>(path.join(qdir, f))),
    words: readJson<WordContent[]>(path.join(dir, 'words.json')),
    texts: readJson<TextLibrary>(path.join(dir, 'texts.json')),
    samples: readJson<SampleProfile[]>(path.join(dir, 'sample-profiles.json')),
  };
}
