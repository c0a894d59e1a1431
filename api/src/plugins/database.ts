import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { expose } from './expose';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Makes the open database available as `app.database` and closes it with the app. */
export const databasePlugin = expose('database', async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
  app.decorate('database', options.handle);
  // onClose runs after the server stopped taking requests (and after preClose hooks, where the
  // outbox worker stops), so nothing queries a closed database
  app.addHook('onClose', async () => {
    await options.handle.close();
  });
});
