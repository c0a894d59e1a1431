import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';
import { expose } from './expose';

export interface RateLimitPluginOptions {
  /** requests per minute and IP on every route without its own limit */
  max: number;
  /** shared counters for several replicas; the in-memory store when absent */
  store?: FastifyRateLimitStoreCtor;
}

export const rateLimitPlugin = expose('rate-limit', async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    store: options.store,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests: please try again in ${context.after}`),
  });
});
