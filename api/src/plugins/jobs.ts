import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  const requests = requestsInFlight(app);
  const worker = createJobWorker({ db: app.database.db, handlers: options.handlers, log: app.log, whenIdle: requests.idle, ...options.worker });
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

/** A job waits at most this long for a quiet moment: steady traffic never starves the jobs. */
export const IDLE_WAIT_MS = 1000;

/** Beyond this many requests in flight, those whose connection is gone are looked for at each new one. */
const PRUNE_ABOVE = 1024;

/**
 * Counts the requests being served; `idle()` resolves when none is (or after IDLE_WAIT_MS).
 * Jobs use it to give way to requests between their steps.
 *
 * A request is counted from onRequest to onResponse. One whose client went away may never
 * reach onResponse: rather than a close listener on every request, such requests are
 * dropped when their socket is found destroyed, which is looked at only when a job asks, or
 * when more than PRUNE_ABOVE are counted (so they never pile up).
 */
function requestsInFlight(app: FastifyInstance) {
  const serving = new Set<FastifyRequest>();
  let waiters: (() => void)[] = [];
  const wakeIfIdle = () => {
    if (serving.size > 0 || waiters.length === 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };
  const pruneGone = () => {
    for (const request of serving) if (request.raw.socket?.destroyed) serving.delete(request);
  };
  // callback hooks, not async ones: they run on every request, and a promise each is not free
  app.addHook('onRequest', (request, _reply, next) => {
    if (serving.size >= PRUNE_ABOVE) pruneGone();
    serving.add(request);
    next();
  });
  // a request ends here when answered
  app.addHook('onResponse', (request, _reply, next) => {
    if (serving.delete(request) && serving.size === 0) wakeIfIdle();
    next();
  });
  return {
    idle(): Promise<void> {
      pruneGone();
      if (serving.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_WAIT_MS);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
