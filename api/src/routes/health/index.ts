import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health, ready } from '@rapport/wire/api/common';
import { httpError } from '../../http-errors';
import { send } from '../../plugins/errors';
import { contractRoute } from '../contract-route';

/** How long /ready waits for the database before answering 503: a probe must never hang. */
export const READY_TIMEOUT_MS = 2000;

class NoAnswer extends Error {}

/** `work`, or a NoAnswer rejection once `ms` have passed (the work itself is left to end on its own). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Probes for the load balancer and Kubernetes; never rate-limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, health, {
    tags: ['operations'],
    config: { rateLimit: false },
    handler: async () => ({ status: 'ok' as const }),
  });

  contractRoute(app, ready, {
    tags: ['operations'],
    config: { rateLimit: false },
    handler: async (request, reply) => {
      try {
        // a saturated pool or a stalled server answers nothing: not ready either
        await within(READY_TIMEOUT_MS, app.database.ping());
      } catch (error) {
        request.log.warn({ err: error }, error instanceof NoAnswer ? error.message : 'database not ready');
        return send(reply, 503, httpError(503, 'server.unavailable'));
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
};
