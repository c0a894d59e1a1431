import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './client';

/**
 * Migrations that carry rows over (api/README.md, Migrations: written by hand): a database as
 * the release before left it, with rows, then the migration. Plain SQL both PostgreSQL and
 * PGlite run, so PGlite whatever DATABASE_URL says.
 */

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder holding the committed migrations before `tag`. */
function folderBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

jest.setTimeout(120_000);

describe('0007: the survey page texts per language', () => {
  let client: PGlite;
  let before: string;

  beforeAll(async () => {
    before = folderBefore('0007_barometer-texts-per-language');
    client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder: before });
  });
  afterAll(async () => {
    await client?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("keeps each company's texts as the default language's (English), and a company without texts has none", async () => {
    await client.query(
      `insert into companies (name, barometer_text_header1, barometer_text_header2, barometer_text_intro) values
        ('All three', 'How are we doing?', 'Climate 2026', 'Anonymous.'),
        ('Title only', 'Hello', null, '  '),
        ('None', null, null, null)`,
    );
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ name: string; texts: unknown; language: string; header1: string | null }>(
      'select name, barometer_texts as texts, barometer_texts_language as language, barometer_text_header1 as header1 from companies order by id',
    );
    expect(rows).toEqual([
      { name: 'All three', texts: { en: { header1: 'How are we doing?', header2: 'Climate 2026', intro: 'Anonymous.' } }, language: 'en', header1: 'How are we doing?' },
      { name: 'Title only', texts: { en: { header1: 'Hello' } }, language: 'en', header1: 'Hello' },
      { name: 'None', texts: {}, language: 'en', header1: null },
    ]);
    await expect(client.query("update companies set barometer_texts_language = 'de'")).rejects.toThrow(/companies_barometer_texts_language_check/);
  });
});
