import * as path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';
import type { Database, DatabaseKind } from './types';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** Any number: it only has to be the same for every replica of this API. */
const MIGRATION_LOCK_KEY = 7_261_532_019;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Applies the committed migrations, then `afterMigrate` (the content seed), as one step that
   * a single replica runs at a time (PostgreSQL advisory lock; PGlite has one process anyway).
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The connections now (metrics): PostgreSQL's pool; PGlite is one connection, never waited for by a queue we can see. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** connections open */
  total: number;
  /** open and unused */
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
  /** the most the pool opens */
  max: number;
}

export interface OpenDatabaseOptions {
  /** start an in-memory PGlite from this data-folder dump (tests clone a prepared template) */
  pgliteDump?: Blob;
  /** PostgreSQL pool size */
  poolMax?: number;
}

/** PostgreSQL through node-postgres when DATABASE_URL is set, else PGlite in RAPPORT_DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite(config.dataDir, options);
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY_DATA_DIR || options.pgliteDump !== undefined;
  const folder = path.join(dataDir, 'pglite');
  // PGlite is one process: a second process on the same folder would corrupt it
  const lock: DataDirLock | undefined = inMemory ? undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? MEMORY_DATA_DIR : folder, { loadDataDir: options.pgliteDump });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
    },
    async ping() {
      await client.query('select 1');
    },
    poolStats() {
      return closed ? { total: 0, idle: 0, waiting: 0, max: 1 } : { total: 1, idle: 1, waiting: 0, max: 1 };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // flush everything to the data folder so the next start needs no recovery
        if (!inMemory) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const poolMax = options.poolMax ?? 10;
  const pool = new Pool({ connectionString: url, max: poolMax });
  // an idle client losing its server (restart, failover) must not crash the process
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          const locked = drizzlePg({ client, schema });
          await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
          await afterMigrate?.(locked);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
