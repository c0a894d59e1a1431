import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/types';

/** Reading the database's state before and after an attack: row counts, and fingerprints of chosen rows. */

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** The tables of the schema the API writes (the migrations' own bookkeeping is elsewhere). */
export async function applicationTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

export type Counts = Record<string, number>;

/** The number of rows of every table, in one query. */
export async function tableCounts(db: Database, tables: readonly string[]): Promise<Counts> {
  const select = tables.map((table) => `select '${table.replace(/'/g, "''")}' as name, count(*)::int as n from ${quote(table)}`).join(' union all ');
  const result = await db.execute(sql.raw(select));
  return Object.fromEntries(rowsOf<{ name: string; n: number }>(result).map((row) => [row.name, Number(row.n)]));
}

/** The tables whose count differs, with both counts. */
export function countChanges(before: Counts, after: Counts, ignore: readonly string[] = []): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => !ignore.includes(table) && before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? 0} -> ${after[table] ?? 0}`);
}

/**
 * An md5 of every row a query selects, in a stable order: equal before and after a call when the
 * call changed none of them. Each section is a query selecting rows (any columns, any order);
 * with the rows' `xmin`, any write to them shows, even one that wrote the same values.
 */
export async function fingerprint(db: Database, sections: Readonly<Record<string, SQL>>): Promise<Record<string, string>> {
  const names = Object.keys(sections);
  if (names.length === 0) return {};
  const parts = names.map((name) => sql`select ${name}::text as name, md5(coalesce(string_agg(row_to_json(s)::text, '|' order by row_to_json(s)::text), '')) as hash from (${sections[name]}) s`);
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf<{ name: string; hash: string }>(result).map((row) => [row.name, row.hash]));
}
