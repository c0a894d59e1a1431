import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { expose } from './expose';

/**
 * OpenAPI generated from the same zod contracts the routes validate with, served as JSON at
 * `<base>/docs/json` and browsable at `<base>/docs`. Registered before the routes: swagger
 * collects them as they are added.
 */
export const docsPlugin = expose('docs', async (app: FastifyInstance, options: { basePath: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rapport API',
        description:
          'Relational profiles and team-compatibility missions. Calls marked with a lock need `Authorization: Token <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: `${options.basePath}/docs`,
    // helmet already sets a policy the page satisfies (no inline script)
    staticCSP: false,
  });
});
