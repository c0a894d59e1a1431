import { createHash, timingSafeEqual } from 'crypto';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
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

/** The latency histogram's upper bounds, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/** Status classes by hundreds: 0xx..9xx (Node answers 100-999). */
const STATUS_CLASSES = Array.from({ length: 10 }, (_, hundreds) => `${hundreds}xx`);

/**
 * What one route pattern counted: answers by method and status class, and the latency
 * histogram (per bucket, not cumulative). Plain numbers, so that recording a request costs a
 * few additions; prom-client sees them only at scrape time (the Counter's collect, the
 * histogram's get), in its own format.
 */
export class RouteSeries {
  readonly counts = new Map<string, Float64Array>();
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length);
  sum = 0;
  count = 0;

  record(method: string, statusCode: number, seconds: number): void {
    let counts = this.counts.get(method);
    if (!counts) this.counts.set(method, (counts = new Float64Array(STATUS_CLASSES.length)));
    counts[Math.min(STATUS_CLASSES.length - 1, Math.max(0, Math.floor(statusCode / 100)))] += 1;
    for (let bucket = 0; bucket < LATENCY_BUCKETS.length; bucket += 1) {
      if (seconds <= LATENCY_BUCKETS[bucket]) {
        this.buckets[bucket] += 1;
        break;
      }
    }
    this.sum += seconds;
    this.count += 1;
  }
}

/**
 * rapport_http_request_duration_seconds as prom-client's Histogram would write it (its
 * `_bucket{le,route}` series, cumulative, then `+Inf`, `_sum` and `_count` per route), read
 * from the routes' series: a metric object of the registry's interface (name, help, type,
 * aggregator, get, reset).
 */
export function latencyHistogram(seriesByRoute: Map<string, RouteSeries>) {
  const name = 'rapport_http_request_duration_seconds';
  const help = 'Time to answer a request, by route pattern';
  return {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    async get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const [route, series] of seriesByRoute) {
        if (series.count === 0) continue;
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((le, bucket) => {
          cumulative += series.buckets[bucket];
          values.push({ labels: { le, route }, value: cumulative, metricName: `${name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', route }, value: series.count, metricName: `${name}_bucket` });
        values.push({ labels: { route }, value: series.sum, metricName: `${name}_sum` });
        values.push({ labels: { route }, value: series.count, metricName: `${name}_count` });
      }
      return { name, help, type: 'histogram' as const, aggregator: 'sum' as const, values };
    },
    reset() {
      for (const series of seriesByRoute.values()) {
        series.buckets.fill(0);
        series.sum = 0;
        series.count = 0;
      }
    },
  };
}

export const metricsPlugin = expose('metrics', async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // per route pattern, made on its first request: recording one is a map read and additions
  const seriesByRoute = new Map<string, RouteSeries>();
  new Counter({
    name: 'rapport_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [route, series] of seriesByRoute) {
        for (const [method, counts] of series.counts) {
          counts.forEach((count, hundreds) => {
            if (count > 0) this.inc({ method, route, status: STATUS_CLASSES[hundreds] }, count);
          });
        }
      }
    },
  });
  registry.registerMetric(latencyHistogram(seriesByRoute) as unknown as Metric);
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request.routeOptions.url);
    let series = seriesByRoute.get(route);
    if (!series) seriesByRoute.set(route, (series = new RouteSeries()));
    series.record(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
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
    // Prometheus's, not a call of the product's API: never in the OpenAPI document, whatever the plugins' order
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
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
