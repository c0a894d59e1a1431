import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { mailDeliveryLine } from './routes/dev';
import { demoLoginsLine } from './services/demo-data';
import { InvalidContentError } from './db/seed';

/**
 * Starts the API: `tsx api/src/server.ts` (any working directory; RAPPORT_DATA_DIR is relative
 * to it). Listens, prints where, and on SIGINT/SIGTERM stops taking requests, stops the outbox
 * worker and closes the database (PGlite: CHECKPOINT, then close) before exiting.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function displayUrl(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${config.basePath}`;
}

function onShutdownSignal(app: App): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close(): stop taking connections (new requests on kept-alive ones get a 503), let the
    // requests in flight finish and the running job end (preClose), stop the outbox worker and
    // the metrics port, then close the database; past SHUTDOWN_TIMEOUT_MS, exit 1 (an unfinished
    // job's lease lapses and another worker takes it again)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = readConfig();
  // a `web` replica leaves the jobs and the mails to the `worker` process(es)
  const works = config.role !== 'web';
  const app = await buildApp(config, { startOutboxWorker: works, startJobWorker: works, prepareDemoData: true });
  onShutdownSignal(app);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = displayUrl(config, port);
  const role = config.role === 'all' ? '' : `, role: ${config.role}`;
  console.log(`Rapport API on ${url} (docs: ${url}/docs, database: ${app.database.kind}${role})`);
  console.log(mailDeliveryLine(config, url));
  if (app.demoLogins.length > 0) console.log(demoLoginsLine(app.demoLogins));
}

main().catch((error: unknown) => {
  // problems an operator fixes (content, data folder) read best without a stack trace
  const operational = error instanceof InvalidContentError || error instanceof DataDirInUseError;
  console.error(operational ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
