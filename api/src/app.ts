import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteLimit } from './auth/limits';
import { DEFAULT_HTTP_TIMEOUTS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { openPreparedDatabase } from './db/prepare';
import { authPlugin, requireTokens } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, handleError, notFoundHandler } from './plugins/errors';
import { jobsPlugin, type JobsPluginOptions } from './plugins/jobs';
import { outboxPlugin, type OutboxPluginOptions } from './plugins/outbox';
import { rateLimitPlugin } from './plugins/rate-limit';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { securityPlugin } from './plugins/security';
import { repositoriesPlugin } from './repositories';
import { readCachesPlugin, type ReadCachesOptions } from './repositories/read-caches';
import { accountRoutes } from './routes/account';
import { authRoutes, type AuthRoutesOptions } from './routes/auth';
import { barometerRoutes } from './routes/barometer';
import { companyRoutes } from './routes/company';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { devMailboxEnabled, devRoutes } from './routes/dev';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { matchingsRoutes } from './routes/matchings';
import { missionRoutes } from './routes/missions';
import { remindersRoutes } from './routes/reminders';
import { resultsRoutes } from './routes/results';
import { teamRoutes } from './routes/teams';
import { prepareDemoData, type DemoLogin } from './services/demo-data';
import { reportRendererPlugin } from './services/results/reports/renderer-plugin';
import { echoRequestId, loggerOptions, requestIdServerOptions } from './observability/logging';
import { metricsPlugin } from './observability/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** the demo logins to print at start (none unless buildApp was asked to prepare demo data) */
    demoLogins: DemoLogin[];
  }
}

export interface BuildAppOptions {
  /** an open, migrated and seeded database (tests); else the configured one is opened and prepared */
  database?: DatabaseHandle;
  /** pino options, or false; defaults to loggerOptions(config): JSON lines at the configured level, secrets redacted */
  logger?: FastifyServerOptions['logger'];
  /** start polling the mail outbox (the server does; tests call app.outbox.drain()) */
  startOutboxWorker?: boolean;
  /** start polling the jobs table (the server does; tests call app.jobs.runDue()) */
  startJobWorker?: boolean;
  /** tests: the job worker's handlers at build and timings */
  jobs?: Omit<JobsPluginOptions, 'start'>;
  /** tests: the outbox worker's clock */
  outbox?: Pick<OutboxPluginOptions, 'worker'>;
  /** tests: options of the sign-in routes (the Google key cache's timing) */
  auth?: AuthRoutesOptions;
  /** the server: the demo data when DEMO_DATA=1 asks for it, never in production (see services/demo-data.ts) */
  prepareDemoData?: boolean;
  /** the barometer submit's limit per address (scripts/bench-barometer-server.ts raises it); 60 per 10 minutes by default */
  barometerSubmitLimit?: RouteLimit;
  /** tests: the session and results caches' lifetimes and clock (repositories/read-caches.ts) */
  readCaches?: ReadCachesOptions;
}

export type App = FastifyInstance;

/**
 * The whole API, ready for `listen` or `inject`: external plugins first (database, security,
 * rate limit, docs), then repositories, then the routes under the base path. The app owns the
 * database from here: `app.close()` stops the outbox and job workers (the running job ends
 * first), then closes the database.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const timeouts = config.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    // a slow client holds no connection for long: the whole request (a body trickled byte by
    // byte too) within requestMs, else a 408 and the socket closed; headers within 15 s at most;
    // silent sockets and idle kept-alive connections closed (config.ts HttpTimeouts)
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.requestMs, 15_000),
      // how often Node looks for requests past their time (its default, 30 s, would let one run a minute)
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.requestMs / 4)),
    },
    logger: options.logger ?? loggerOptions(config),
    // the edge's X-Request-Id when well formed, else a UUID: every log line's requestId
    ...requestIdServerOptions,
    trustProxy: config.trustProxy,
    // the product's paths carry trailing slashes, some callers drop them: accept both
    routerOptions: { ignoreTrailingSlash: true },
    // contact messages are the largest bodies: a few KB
    bodyLimit: 256 * 1024,
    // errors raised before routing (a malformed URL) bypass the error handler: same answer shape
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  let database = options.database;
  let databaseOwnedByApp = false;
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    echoRequestId(app);

    database ??= await openPreparedDatabase(config, app.log);
    await app.register(databasePlugin, { handle: database });
    databaseOwnedByApp = true;
    await app.register(metricsPlugin, { config: config.metrics });
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { allowedOrigins: config.allowedOrigins });
    await app.register(rateLimitPlugin, {
      max: config.rateLimit.max,
      store: config.rateLimit.store === 'database' ? databaseRateLimitStore(database.db) : undefined,
    });
    await app.register(docsPlugin, { basePath: config.basePath });
    await app.register(outboxPlugin, { ...options.outbox, config, start: options.startOutboxWorker ?? false });
    await app.register(jobsPlugin, { ...options.jobs, start: options.startJobWorker ?? false });
    await app.register(reportRendererPlugin);
    await app.register(authPlugin);

    // what the repositories answer from memory, and forget when they write (before them)
    await app.register(readCachesPlugin, options.readCaches ?? {});
    await app.register(repositoriesPlugin);

    await app.register(
      async (api) => {
        // every route below needs `Authorization: Token <token>` unless its contract says public
        requireTokens(api, app);
        await api.register(healthRoutes);
        await api.register(contentRoutes);
        await api.register(contactRoutes, { contactTo: config.contactTo });
        await api.register(authRoutes, options.auth ?? {});
        await api.register(accountRoutes);
        await api.register(resultsRoutes);
        await api.register(companyRoutes);
        await api.register(missionRoutes);
        await api.register(matchingsRoutes);
        await api.register(teamRoutes);
        await api.register(remindersRoutes);
        await api.register(exportRoutes);
        await api.register(barometerRoutes, { submitLimit: options.barometerSubmitLimit, readMax: config.rateLimit.max });
        // only where no mail leaves (no SMTP, not production), and for this machine alone
        if (devMailboxEnabled(config)) await api.register(devRoutes);
      },
      { prefix: config.basePath },
    );

    // demo accounts: only when DEMO_DATA=1 asks for them, never in production
    app.decorate('demoLogins', options.prepareDemoData ? await prepareDemoData(database.db, config) : []);

    // unknown paths count against the rate limit too, so scanning costs the scanner
    app.setNotFoundHandler({ preHandler: app.globalRateLimit }, notFoundHandler);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!databaseOwnedByApp) await database?.close().catch(() => undefined);
    throw error;
  }
}
