import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health, ready } from '@rapport/contracts/api/common';
import { httpError } from '../../http-errors';
import { send } from '../../plugins/errors';
import { contractRoute } from '../contract-route';

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
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return send(reply, 503, httpError(503, 'server.unavailable'));
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
};
