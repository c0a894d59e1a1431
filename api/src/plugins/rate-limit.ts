import { createHash } from 'crypto';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errorText } from '@rapport/contracts/api/error-codes';
import { HttpError, httpError } from '../http-errors';
import { expose } from './expose';

export interface RateLimitPluginOptions {
  /** requests per minute and IP on every route without its own limit */
  max: number;
  /** shared counters for several replicas; the in-memory store when absent */
  store?: FastifyRateLimitStoreCtor;
}

/** What @fastify/rate-limit tells an error builder: `after` is "10 minutes", `ttl` milliseconds. */
export interface LimitContext {
  statusCode: number;
  after: string;
  ttl: number;
}

const minutesOf = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/** "Too many sign-in attempts: please try again in 10 minutes" (code rate.limited; the wait in minutes too). */
export const tooMany = (context: LimitContext, what: string): HttpError =>
  new HttpError(context.statusCode, errorText('rate.limited', { what, wait: context.after }), {
    code: 'rate.limited',
    params: { what, wait: context.after, minutes: minutesOf(context.ttl) },
  });

export const rateLimitPlugin = expose('rate-limit', async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    store: options.store,
    errorResponseBuilder: (_request, context) => tooMany(context, 'requests'),
  });
});

/** A limit of one route: `max` requests per `timeWindow` ('15 minutes'). */
export interface RouteLimit {
  max: number;
  timeWindow: string;
}

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
