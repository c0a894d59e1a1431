import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { loadValidContent, seedContent } from './seed';

/** Opens the configured database, applies the migrations and loads the content. */
export async function openPreparedDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  // read the content first: broken content files stop the start before touching the database
  const content = loadValidContent();
  const handle = await openDatabase(config);
  try {
    await handle.migrate(async (db) => {
      const summary = await seedContent(db, content);
      log?.info({ database: handle.kind, ...summary }, 'database ready');
    });
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
