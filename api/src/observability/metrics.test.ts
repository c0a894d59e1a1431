import { request as httpRequest } from 'http';
import { Histogram, Registry, type Metric } from 'prom-client';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { App } from '../app';
import { enqueueJob } from '../jobs';
import { enqueueMail } from '../mail/outbox';
import { LATENCY_BUCKETS, latencyHistogram, RouteSeries } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

/** The value of one series in an exposition text, or undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) return Number(line.split(' ').pop());
  }
  return undefined;
}

function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('Prometheus metrics', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ metrics: { port: 0, host: '127.0.0.1', token: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts requests by route pattern and status class, times them, and reads jobs, outbox and pool at scrape time', async () => {
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no/such/path' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user/export' })).statusCode).toBe(401);

    let ran = 0;
    app.jobs.handle('metrics-probe', async () => {
      ran += 1;
    });
    await enqueueJob(app.database.db, { kind: 'metrics-probe', payload: {} });
    await enqueueJob(app.database.db, { kind: 'metrics-later', payload: {}, runAfter: new Date(Date.now() + 3_600_000) });
    await enqueueMail(app.database.db, { to: 'someone@rapport.test', subject: 'Hello', text: 'Hello' });

    const before = await app.metrics.scrape();
    expect(series(before, 'rapport_jobs', { kind: 'metrics-probe', state: 'pending' })).toBe(1);
    expect(await app.jobs.runDue()).toBe(1);
    expect(ran).toBe(1);
    const text = await app.metrics.scrape();

    expect(series(text, 'rapport_http_requests_total', { method: 'GET', route: '/api/health', status: '2xx' })).toBe(3);
    expect(series(text, 'rapport_http_requests_total', { route: 'unmatched', status: '4xx' })).toBe(1);
    expect(series(text, 'rapport_http_requests_total', { route: '/api/auth/user/export', status: '4xx' })).toBe(1);
    // the raw URL never becomes a label
    expect(text).not.toContain('/api/no/such/path');
    expect(series(text, 'rapport_http_request_duration_seconds_count', { route: '/api/health' })).toBe(3);
    expect(series(text, 'rapport_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(3);

    // the job ran: no longer pending; the one for later still is
    expect(series(text, 'rapport_jobs', { kind: 'metrics-probe' })).toBeUndefined();
    expect(series(text, 'rapport_jobs', { kind: 'metrics-later', state: 'pending' })).toBe(1);
    expect(series(text, 'rapport_mail_outbox', { state: 'unsent' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'rapport_db_pool_connections', { state: 'max' })).toEqual(testDatabaseKind === 'pglite' ? 1 : expect.any(Number));
    expect(series(text, 'rapport_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(series(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('serves /metrics on its own port, and nothing else there', async () => {
    const address = app.metrics.address();
    expect(address?.address).toBe('127.0.0.1');
    const port = address?.port ?? 0;
    const res = await get(port, '/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(series(res.body, 'rapport_http_requests_total', { route: '/api/health', status: '2xx' })).toBeGreaterThanOrEqual(3);
    expect((await get(port, '/api/health/')).status).toBe(404);
  });

  it('serves /metrics on the API port only with the bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Token ${TOKEN}` } })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE rapport_http_requests_total counter');
  });

  it('serves nothing when not configured', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect(plain.metrics.address()).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the latency histogram', () => {
  it("writes what prom-client's Histogram writes for the same answers", async () => {
    const answers: [string, number][] = [
      ['/api/health', 0.003],
      ['/api/health', 0.005],
      ['/api/health', 0.2],
      ['/api/words', 0.0101],
      ['unmatched', 20],
      ['/api/words', 10],
    ];
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'rapport_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const seriesByRoute = new Map<string, RouteSeries>();
    ours.registerMetric(latencyHistogram(seriesByRoute) as unknown as Metric);
    for (const [route, seconds] of answers) {
      histogram.observe({ route }, seconds);
      let series = seriesByRoute.get(route);
      if (!series) seriesByRoute.set(route, (series = new RouteSeries()));
      series.record('GET', 200, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
