import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { tooMany } from '../http-errors';
import { handleError } from './errors';
import { MemoryWindowStore, rateLimitPlugin, waitWords } from './rate-limit';

/**
 * The global limit is our own callback hook (plugins/rate-limit.ts); it must answer exactly as
 * @fastify/rate-limit's global hook did: same counting per address, same headers, same refusal.
 */
describe('the global rate limit hook', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** An app with three routes (one with its own limit, one never counted) and the not-found handler. */
  async function appWith(limit: (app: FastifyInstance) => Promise<void>, notFoundLimit: (app: FastifyInstance) => unknown): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    apps.push(app);
    app.setErrorHandler(handleError);
    await limit(app);
    app.get('/read', async () => ({ ok: true }));
    app.get('/probe', { config: { rateLimit: false } }, async () => ({ ok: true }));
    app.get('/own', { config: { rateLimit: { max: 1, timeWindow: '1 minute', groupId: 'own' } } }, async () => ({ ok: true }));
    app.setNotFoundHandler({ preHandler: notFoundLimit(app) as never }, async (_request, reply) => reply.code(404).send({ missing: true }));
    await app.ready();
    return app;
  }

  const LIMITED = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];
  const answers = async (app: FastifyInstance, calls: [string, string][]) => {
    const seen = [];
    for (const [url, remoteAddress] of calls) {
      const res = await app.inject({ method: 'GET', url, remoteAddress });
      seen.push({ url, remoteAddress, status: res.statusCode, body: res.body, headers: LIMITED.map((name) => [name, res.headers[name]]) });
    }
    return seen;
  };

  it("answers, counts and refuses as @fastify/rate-limit's global hook, per address (IPv6 by its /64)", async () => {
    const theirs = await appWith(
      async (app) => {
        await app.register(rateLimit, { global: true, max: 2, timeWindow: '1 minute', errorResponseBuilder: (_request, context) => tooMany(context, 'requests') });
      },
      (app) => app.rateLimit(),
    );
    const ours = await appWith(
      async (app) => {
        await app.register(rateLimitPlugin, { max: 2 });
      },
      (app) => app.globalRateLimit,
    );
    const calls: [string, string][] = [
      ['/read', '10.0.0.1'],
      ['/probe', '10.0.0.1'],
      ['/read', '10.0.0.1'],
      ['/nowhere', '10.0.0.1'],
      ['/read', '10.0.0.1'],
      ['/own', '10.0.0.1'],
      ['/own', '10.0.0.1'],
      ['/probe', '10.0.0.1'],
      ['/read', '10.0.0.2'],
      ['/nowhere', '2001:db8:1:2::1'],
      ['/read', '2001:db8:1:2::ffff'],
      ['/read', '2001:db8:1:2:0:0:0:2'],
      ['/read', '2001:db8:1:3::1'],
      ['/read', '::ffff:10.0.0.2'],
      ['/read', '::ffff:10.0.0.2'],
    ];
    const expected = await answers(theirs, calls);
    // the same story: two allowed, then refused until the minute is over; probes never counted
    expect(expected.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 200, 429, 200, 200, 404, 200, 429, 200, 200, 429]);
    expect(await answers(ours, calls)).toEqual(expected);
  });

  it('counts in memory per key with a fixed window, keeping the most recently seen keys', () => {
    const realNow = Date.now;
    let now = 1_000_000;
    Date.now = () => now;
    try {
      const store = new MemoryWindowStore(2);
      const hit = (key: string) => {
        let answer: { current: number; ttl: number } | undefined;
        store.incr(key, (_error, result) => (answer = result), 60_000);
        return answer;
      };
      expect(hit('a')).toEqual({ current: 1, ttl: 60_000 });
      now += 10_000;
      expect(hit('a')).toEqual({ current: 2, ttl: 50_000 });
      expect(hit('b')).toEqual({ current: 1, ttl: 60_000 });
      now += 50_000;
      // the window of a is over: a new one starts
      expect(hit('a')).toEqual({ current: 1, ttl: 60_000 });
      expect(hit('b')).toEqual({ current: 2, ttl: 10_000 });
      // a third key drops the least recently seen (a), not b
      expect(hit('c')).toEqual({ current: 1, ttl: 60_000 });
      expect(hit('b')).toEqual({ current: 3, ttl: 10_000 });
      expect(hit('a')).toEqual({ current: 1, ttl: 60_000 });
    } finally {
      Date.now = realNow;
    }
  });

  it('words the wait as @fastify/rate-limit does', () => {
    expect([500, 1000, 1499, 30_000, 60_000, 90_000, 600_000, 3_600_000, 86_400_000 * 3].map(waitWords)).toEqual([
      '500 ms',
      '1 second',
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
      '1 hour',
      '3 days',
    ]);
  });
});
