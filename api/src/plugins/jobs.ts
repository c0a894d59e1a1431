import type { FastifyInstance } from 'fastify';
import { createJobWorker, type JobHandler, type JobWorker, type JobWorkerOptions } from '../jobs';
import { expose } from './expose';

declare module 'fastify' {
  interface FastifyInstance {
    /** the background jobs' worker: routes register handlers with app.jobs.handle(kind, handler) */
    jobs: JobWorker;
  }
}

export interface JobsPluginOptions {
  /** the server starts polling; tests drive the worker with app.jobs.runDue() instead */
  start: boolean;
  /** handlers known at build (more with app.jobs.handle) */
  handlers?: Record<string, JobHandler>;
  /** timings (tests shorten them) */
  worker?: Pick<JobWorkerOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'maxRetryDelayMs' | 'now'>;
}

/**
 * Jobs in the database (api/src/jobs): enqueue with enqueueJob(tx, …) in the transaction of the
 * action, handle with app.jobs.handle(kind, handler). The worker runs in this process on either
 * database; on PostgreSQL every replica runs one and they share the rows.
 */
export const jobsPlugin = expose('jobs', async (app: FastifyInstance, options: JobsPluginOptions) => {
  const worker = createJobWorker({ db: app.database.db, handlers: options.handlers, log: app.log, ...options.worker });
  app.decorate('jobs', worker);
  if (options.start) {
    // onReady: every route has registered its handlers by then
    app.addHook('onReady', async () => {
      worker.start();
    });
  }
  // preClose: the running job finishes before onClose closes the database it writes to
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
