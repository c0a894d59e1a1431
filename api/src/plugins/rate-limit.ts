import { createHash } from 'crypto';
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, preHandlerAsyncHookHandler } from 'fastify';
import type { RouteLimit } from '../auth/limits';
import { httpError, minutesOf, tooMany, type LimitContext } from '../http-errors';
import { expose } from './expose';

export interface RateLimitPluginOptions {
  /** requests per minute and IP on every route without its own limit */
  max: number;
  /** shared counters for several replicas; the in-memory store when absent */
  store?: FastifyRateLimitStoreCtor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the global per-IP limit as a callback hook (onRequest or preHandler): the not-found handler counts with it */
    globalRateLimit: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  }
}

/** The global limit's window: `max` requests per minute and IP. */
export const GLOBAL_WINDOW_MS = 60_000;

/** How many addresses the memory store keeps at most (@fastify/rate-limit's default): the least recently seen go first. */
const MEMORY_STORE_SIZE = 5000;

/**
 * The global limit's counters in memory, as @fastify/rate-limit's own store counts them: a
 * fixed window per key that starts at its first request, at most MEMORY_STORE_SIZE keys (the
 * least recently seen dropped first). Answers at once, in the caller's turn.
 */
export class MemoryWindowStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; ttl: number; startedAt: number }>();

  constructor(private readonly size = MEMORY_STORE_SIZE) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window === undefined) {
      window = { current: 1, ttl: timeWindow, startedAt: now };
    } else {
      // moved to the end: the map's first key is the least recently seen
      this.windows.delete(key);
      if (window.startedAt + timeWindow <= now) {
        window.current = 1;
        window.ttl = timeWindow;
        window.startedAt = now;
      } else {
        window.current += 1;
        window.ttl = timeWindow - (now - window.startedAt);
      }
    }
    this.windows.set(key, window);
    if (this.windows.size > this.size) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    callback(null, { current: window.current, ttl: window.ttl });
  }

  child(): FastifyRateLimitStore {
    return new MemoryWindowStore(this.size);
  }
}

/**
 * The routes' own limits in memory: @fastify/rate-limit's LocalStore hands back its live counter,
 * read only after the other requests of a burst have added to it, so a burst of six from one
 * address was refused whole; this store answers each request its own count.
 */
class RouteMemoryStore extends MemoryWindowStore {
  // @fastify/rate-limit constructs a store with its settings, which this one does not need
  constructor(_settings?: unknown) {
    super(MEMORY_STORE_SIZE);
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

const inUnits = (value: number, sign: string, unit: string): string => {
  const count = (value | 0) === value ? value : ~~(value + 0.5);
  return `${sign}${count} ${unit}${count !== 1 ? 's' : ''}`;
};

/** "1 minute", "30 seconds": a wait in the words @fastify/rate-limit uses (@lukeed/ms `format(ms, true)`). */
export function waitWords(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  if (abs < SECOND) return `${ms} ms`;
  if (abs < MINUTE) return inUnits(abs / SECOND, sign, 'second');
  if (abs < HOUR) return inUnits(abs / MINUTE, sign, 'minute');
  if (abs < DAY) return inUnits(abs / HOUR, sign, 'hour');
  if (abs < YEAR) return inUnits(abs / DAY, sign, 'day');
  return inUnits(abs / YEAR, sign, 'year');
}

/** The key of an address: @fastify/rate-limit's (an IPv6 address by its /64); an IPv4 one as it is, without its IPv6 parsing. */
const addressKey = (ip: string): string => (ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase());

/**
 * The global per-IP limit as one callback hook: what @fastify/rate-limit's global hook does
 * (the same key, store, answer and headers: `x-ratelimit-limit`, `-remaining`, `-reset`, and
 * `retry-after` once exceeded), without its promises on every request. A store that fails
 * fails the request, as there.
 */
function globalLimit(store: FastifyRateLimitStore, max: number) {
  return function globalRateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    store.incr(
      addressKey(request.ip),
      (error, result) => {
        if (error || !result) return done(error ?? new Error('the rate-limit store answered nothing'));
        const resetInSeconds = Math.ceil(result.ttl / 1000);
        if (result.current <= max) {
          reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', max - result.current).header('x-ratelimit-reset', resetInSeconds);
          return done();
        }
        reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', resetInSeconds).header('retry-after', resetInSeconds);
        done(tooMany({ statusCode: 429, after: waitWords(resetInSeconds * 1000), ttl: result.ttl }, 'requests'));
      },
      GLOBAL_WINDOW_MS,
      max,
    );
  };
}

/**
 * Every route without its own `config.rateLimit` counts against the global limit (`false`:
 * never counted, the probes). @fastify/rate-limit keeps the routes' own limits and the
 * per-account ones (createRateLimit); the global one is our hook, added to each route as the
 * plugin would add its own, and to the not-found handler (app.globalRateLimit).
 */
export const rateLimitPlugin = expose('rate-limit', async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: '1 minute',
    store: options.store ?? RouteMemoryStore,
    errorResponseBuilder: (_request, context) => tooMany(context, 'requests'),
  });
  const store = options.store ? new options.store({ max: options.max, timeWindow: GLOBAL_WINDOW_MS }) : new MemoryWindowStore();
  const hook = globalLimit(store, options.max);
  app.decorate('globalRateLimit', hook);
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.rateLimit != null) return;
    const own = routeOptions.onRequest;
    routeOptions.onRequest = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
});

/**
 * The per-IP limit of a route (its `config.rateLimit`), counted apart from the global limit
 * and from other routes. Checked before anything else, invalid requests included.
 */
export function perIpLimit(limit: RouteLimit, groupId: string, what = 'attempts') {
  return {
    ...limit,
    groupId,
    errorResponseBuilder: (_request: unknown, context: LimitContext) => tooMany(context, what),
  };
}

const waitText = (ms: number): string => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Account names (e-mails) never sit in the counters' table in clear. */
const accountKey = (account: string): string =>
  `account:${createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * A second limit per account (an e-mail address, a user id), as a preHandler: it runs once
 * the body is validated, so it can read the address. Counters live in the same store as the
 * other limits (memory, or the database shared by every replica). Together with the per-IP
 * limit this stops both one address guessing many accounts and many addresses guessing one.
 */
export function perAccountLimit(
  app: FastifyInstance,
  limit: RouteLimit,
  accountOf: (request: FastifyRequest) => string | undefined,
  what = 'attempts',
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => accountKey(accountOf(request) ?? '') });
  return async (request, reply) => {
    if (!accountOf(request)) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw httpError(429, 'rate.account_limited', { what, wait: waitText(result.ttl), minutes: minutesOf(result.ttl) });
  };
}
