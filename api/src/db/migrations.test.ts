import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { dayOfInstant } from '@rapport/wire/entities/calendar-day';
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

/** A PGlite database with the migrations before `tag`, for the tests of the enclosing describe; `migrate` applies them all. */
function databaseBefore(tag: string) {
  let opened: PGlite | undefined;
  let before: string;
  beforeAll(async () => {
    before = folderBefore(tag);
    opened = await PGlite.create();
    await migrate(drizzle({ client: opened }), { migrationsFolder: before });
  });
  afterAll(async () => {
    await opened?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });
  const database = {
    get client(): PGlite {
      if (!opened) throw new Error('the database is opened before the tests');
      return opened;
    },
    migrate: () => migrate(drizzle({ client: database.client }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
  return database;
}

jest.setTimeout(120_000);

describe('0007: the survey page texts per language', () => {
  const database = databaseBefore('0007_barometer-texts-per-language');

  it("keeps each company's texts as the default language's (English), and a company without texts has none", async () => {
    await database.client.query(
      `insert into companies (name, barometer_text_header1, barometer_text_header2, barometer_text_intro) values
        ('All three', 'How are we doing?', 'Climate 2026', 'Anonymous.'),
        ('Title only', 'Hello', null, '  '),
        ('None', null, null, null)`,
    );
    await database.migrate();
    const { rows } = await database.client.query<{ name: string; texts: unknown; language: string; header1: string | null }>(
      'select name, barometer_texts as texts, barometer_texts_language as language, barometer_text_header1 as header1 from companies order by id',
    );
    expect(rows).toEqual([
      { name: 'All three', texts: { en: { header1: 'How are we doing?', header2: 'Climate 2026', intro: 'Anonymous.' } }, language: 'en', header1: 'How are we doing?' },
      { name: 'Title only', texts: { en: { header1: 'Hello' } }, language: 'en', header1: 'Hello' },
      { name: 'None', texts: {}, language: 'en', header1: null },
    ]);
    await expect(database.client.query("update companies set barometer_texts_language = 'de'")).rejects.toThrow(/companies_barometer_texts_language_check/);
  });
});

describe("0008: a mission's end date becomes a day of the company's calendar", () => {
  const database = databaseBefore('0008_mission-end-date-a-day');

  it('turns each stored moment into the day it was meant to name, as the API reads a date-time (dayOfInstant)', async () => {
    const stored: [string, string, string][] = [
      // the last moment of 6 January 2027 as the form sent it from browsers around the world
      ['picked in a UTC browser', '2027-01-06T23:59:59.999Z', '2027-01-06'],
      ['picked in a Paris browser', '2027-01-06T22:59:59.999Z', '2027-01-06'],
      ['saved again in a Paris browser after the UTC one (the day moved)', '2027-01-07T22:59:59.999Z', '2027-01-07'],
      ['picked in Paris in summer', '2027-07-06T21:59:59.999Z', '2027-07-06'],
      ['picked in New York', '2027-01-07T04:59:59.999Z', '2027-01-06'],
      ['picked in Kolkata', '2027-01-06T18:29:59.999Z', '2027-01-06'],
      ['picked in Tokyo', '2027-01-06T14:59:59.999Z', '2027-01-06'],
      ['a day sent as a date alone', '2027-01-06T00:00:00.000Z', '2027-01-06'],
      ['any other moment (the demo data): its day in Paris', '2027-01-06T23:30:00.000Z', '2027-01-07'],
      ['a moment in the morning', '2027-04-06T09:54:18.253Z', '2027-04-06'],
    ];
    const { rows: companies } = await database.client.query<{ id: number }>("insert into companies (name) values ('Paris SA') returning id");
    for (const [index, [, moment]] of stored.entries()) {
      await database.client.query("insert into missions (company_id, mission_type, mission_name, reference, end_date, mission_referral) values ($1, 'R', 'M', $2, $3, $4)", [
        companies[0].id,
        `REF-${index}`,
        moment,
        `referral-${index}`,
      ]);
    }
    await database.migrate();
    const { rows } = await database.client.query<{ reference: string; day: string }>('select reference, end_date::text as day from missions order by id');
    expect(rows.map((row) => row.day)).toEqual(stored.map(([, , day]) => day));
    // the API's rule for a date-time sent by an older browser is the same
    expect(stored.map(([, moment]) => dayOfInstant(new Date(moment), 'Europe/Paris'))).toEqual(stored.map(([, , day]) => day));
    const { rows: zones } = await database.client.query<{ zone: string }>('select time_zone as zone from companies');
    expect(zones).toEqual([{ zone: 'Europe/Paris' }]);
    await expect(database.client.query("insert into missions (company_id, mission_type, mission_name, reference, mission_referral) values ($1, 'R', 'M', 'NO-END', 'no-end')", [companies[0].id])).rejects.toThrow(/end_date/);
  });
});
