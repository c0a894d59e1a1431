import { createHash, timingSafeEqual } from 'crypto';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsConfig } from '../config';
import { jobs, mailOutbox } from '../db/schema';
import { expose } from '../plugins/expose';

/**
 * Prometheus metrics (prom-client): requests by method, route pattern and status class, their
 * latencies by route pattern, the jobs and the mail outbox read from the database at scrape
 * time, the database pool, and Node's default process metrics. Served at /metrics on its own
 * port (METRICS_PORT, loopback unless METRICS_HOST says otherwise) and/or on the API's port
 * behind `Authorization: Bearer <METRICS_TOKEN>`.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** the exposition text (what /metrics answers) */
  scrape(): Promise<string>;
  /** where the metrics port listens (when METRICS_PORT is set and the app is ready) */
  address(): AddressInfo | undefined;
}

export interface MetricsPluginOptions {
  config?: MetricsConfig;
}

/** A route pattern for the labels: never the raw URL (ids would make a series per user). */
const routeOf = (pattern: string | undefined): string => pattern ?? 'unmatched';

export const metricsPlugin = expose('metrics', async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'rapport_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rapport_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    requests.inc({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ route }, reply.elapsedTime / 1000);
  });

  const db = app.database.db;
  new Gauge({
    name: 'rapport_jobs',
    help: 'Background jobs in the jobs table, by kind and state (pending: waiting or retrying; running: leased now; failed: out of attempts)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await db
          .select({
            kind: jobs.kind,
            state: sql<string>`case when ${jobs.failedAt} is not null then 'failed' when ${jobs.lockedUntil} > now() then 'running' else 'pending' end`,
            count: sql<number>`count(*)::int`,
          })
          .from(jobs)
          .where(isNull(jobs.finishedAt))
          .groupBy(sql`1, 2`);
        for (const row of rows) this.set({ kind: row.kind, state: row.state }, Number(row.count));
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the jobs could not be counted');
      }
    },
  });
  new Gauge({
    name: 'rapport_mail_outbox',
    help: 'Mails not sent yet, and how many of them have failed at least once',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const [row] = await db
          .select({
            unsent: sql<number>`count(*)::int`,
            retrying: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0))::int`,
          })
          .from(mailOutbox)
          .where(isNull(mailOutbox.sentAt));
        this.set({ state: 'unsent' }, Number(row?.unsent ?? 0));
        this.set({ state: 'retrying' }, Number(row?.retrying ?? 0));
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the mail outbox could not be counted');
      }
    },
  });
  new Gauge({
    name: 'rapport_db_pool_connections',
    help: 'Database connections: total and idle open, waiting queries, the pool maximum (PGlite: one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const scrape = () => registry.metrics();
  const config = options.config;

  // on the API's port, behind a bearer token (outside the base path: the Ingress never routes it)
  if (config?.token) {
    const expected = digest(config.token);
    app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!timingSafeEqual(digest(given), expected)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ status: 0, message: 'Unauthorized' });
      }
      return reply.type(registry.contentType).send(await scrape());
    });
  }

  // on its own port: a plain HTTP server answering GET /metrics only
  let server: Server | undefined;
  if (config?.port !== undefined) {
    const port = config.port;
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      scrape().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: scrape failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
        },
      );
    });
    const listening = server;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, config.host, () => {
          listening.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!listening.listening) return;
      listening.closeAllConnections();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  }

  app.decorate('metrics', {
    registry,
    scrape,
    address: () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address : undefined;
    },
  });
});

/** Same-length digests, so timingSafeEqual compares in constant time whatever was sent. */
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
