import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health, ready } from '@rapport/contracts/api/common';
import { send } from '../../plugins/errors';
import { errorResponses } from '../responses';

/** Probes for the load balancer and Kubernetes; never rate-limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: health.method,
    url: health.path,
    config: { public: true, rateLimit: false },
    schema: { summary: health.summary, tags: ['operations'], response: { 200: health.response } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    method: ready.method,
    url: ready.path,
    config: { public: true, rateLimit: false },
    schema: { summary: ready.summary, tags: ['operations'], response: { 200: ready.response, ...errorResponses } },
    handler: async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return send(reply, 503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
};
