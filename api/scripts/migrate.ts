import { ConfigError, loadConfig } from '../src/config';
import { openPreparedDatabase } from '../src/db/prepare';

/**
 * Migrates and exits: `node --import tsx api/scripts/migrate.ts` (the Kubernetes migration Job,
 * deploy/k8s/base/api-migrate-job.yaml). The same step every API start runs (migrations of
 * api/drizzle/, then the content of api/content/), under the same PostgreSQL advisory lock, so
 * replicas starting at the same time wait for it instead of migrating twice.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openPreparedDatabase(config, {
    info: (summary: object, message?: string) => console.log(JSON.stringify({ msg: message, ...summary })),
  });
  await handle.close();
  console.log(JSON.stringify({ msg: 'migrated', database: handle.kind }));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
