import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadValidContent, seedContent } from '../src/db/seed';
import { databaseFingerprint } from './fingerprint';

/*
 * On PostgreSQL every test app gets its own database, copied from a template database that is
 * migrated and seeded once per fingerprint (CREATE DATABASE ... TEMPLATE is a file copy: fast).
 * Jest runs files in parallel processes; an advisory lock makes one of them build the template.
 * Test databases are named after the process, so a later run drops those of dead processes.
 */

const TEST_PREFIX = 'rapport_t_';
const TEMPLATE_PREFIX = 'rapport_tpl_';
const TEMPLATE_LOCK = 7_261_532_020;

let counter = 0;
let cleaned = false;

const urlFor = (baseUrl: string, database: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function withAdmin<T>(baseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: Client, name: string): Promise<boolean> {
  const result = await client.query('select 1 from pg_database where datname = $1', [name]);
  return (result.rowCount ?? 0) > 0;
}

async function ensureTemplate(baseUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${databaseFingerprint()}`;
  await withAdmin(baseUrl, async (admin) => {
    if (await databaseExists(admin, template)) return;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await databaseExists(admin, template)) return;
      const building = `${template}_${process.pid}`;
      await admin.query(`drop database if exists ${quote(building)}`);
      await admin.query(`create database ${quote(building)}`);
      const handle = await openDatabase({ databaseUrl: urlFor(baseUrl, building), dataDir: '' }, { poolMax: 2 });
      try {
        const content = loadValidContent();
        await handle.migrate(async (db) => {
          await seedContent(db, content);
        });
      } finally {
        await handle.close();
      }
      // appears under its final name only once complete
      await admin.query(`alter database ${quote(building)} rename to ${quote(template)}`);
      // templates of older migrations or content are of no further use
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 and datname <> $2`,
        [`${TEMPLATE_PREFIX}%`, template],
      );
      for (const { datname } of old.rows) {
        await admin.query(`drop database if exists ${quote(datname)}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

async function dropLeftovers(admin: Client): Promise<void> {
  const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
    `${TEST_PREFIX}%`,
  ]);
  for (const { datname } of rows.rows) {
    const pid = Number(datname.slice(TEST_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      await admin.query(`drop database if exists ${quote(datname)} with (force)`).catch(() => undefined);
    }
  }
}

/** A new PostgreSQL database, migrated and seeded, dropped when the handle closes. */
export async function openPostgresTestDatabase(baseUrl: string): Promise<DatabaseHandle> {
  const template = await ensureTemplate(baseUrl);
  counter += 1;
  const name = `${TEST_PREFIX}${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(baseUrl, async (admin) => {
    if (!cleaned) {
      cleaned = true;
      await dropLeftovers(admin);
    }
    await admin.query(`create database ${quote(name)} template ${quote(template)}`);
  });
  const handle = await openDatabase({ databaseUrl: urlFor(baseUrl, name), dataDir: '' }, { poolMax: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(baseUrl, (admin) => admin.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}
