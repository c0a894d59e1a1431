import type { Database } from '../db/types';
import { claimJobs, ensureJobBy, extendLease, failAbandonedJobs, failJob, finishJob, type ClaimedJob, type Outcome } from './queue';

/** What a handler is given: the job's row, without the worker's lease. */
export interface JobRun extends Omit<ClaimedJob, 'lease'> {
  /**
   * Resolves once the process serves no request (or after a short while at most): a handler
   * doing main-thread work in steps calls it between steps, so requests go first.
   */
  whenIdle(): Promise<void>;
}

/** Does the job's work; throwing makes the try fail (retried with backoff). */
export type JobHandler = (job: JobRun) => Promise<void>;

export interface JobWorkerOptions {
  db: Database;
  /** handlers known from the start (more with handle()) */
  handlers?: Record<string, JobHandler>;
  /** how often the started worker looks for due jobs */
  pollMs?: number;
  /** how long a claimed job is reserved for its worker; renewed while it runs */
  leaseMs?: number;
  /** first retry delay; doubles per try up to maxRetryDelayMs */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** the clock, replaceable in tests */
  now?: () => Date;
  /** what JobRun.whenIdle waits for (the jobs plugin: no request in flight); at once by default */
  whenIdle?: () => Promise<void>;
}

export interface JobWorker {
  /** Registers the handler of a kind; this worker claims only kinds it has a handler for. */
  handle(kind: string, handler: JobHandler): void;
  /**
   * Registers a periodic job: `handler` runs about every `everyMs`, once across all workers. A
   * started worker makes sure the job is pending (due at once), and each run, whatever its
   * outcome, schedules the next `everyMs` later; a failed run is retried like any job.
   */
  every(kind: string, everyMs: number, handler: JobHandler): void;
  /** Starts polling (the server does; tests call runDue()). */
  start(): void;
  /** Asks a started worker to look for due jobs now rather than at its next poll. */
  wake(): void;
  /** Stops polling and waits for the job in flight to end. */
  stop(): Promise<void>;
  /**
   * Runs due jobs one after the other until none is due; resolves with how many runs were
   * made. Never two at once in one worker: a call waits for the one in flight.
   */
  runDue(): Promise<number>;
}

/** The delay before try `attempts + 1`: base, 2×base, 4×base… capped. */
export function jobRetryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The key of a periodic job's one pending row. */
export const PERIODIC_JOB_KEY = 'every';

/** Only kinds with a handler are claimed; a handler removed meanwhile fails the try. */
const missingHandler: JobHandler = async (job) => {
  throw new Error(`no handler for ${job.kind} jobs`);
};

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A worker on the jobs table. Jobs are rows: they survive restarts, and any number of workers
 * (API replicas, or the one process of the embedded database) share them through
 * FOR UPDATE SKIP LOCKED claims with a lease. One job at a time per worker; a running job's
 * lease is renewed every third of its length, and each outcome is written only while the
 * lease is still this worker's, so a job is never run by two workers at once unless one of
 * them stalled past its whole lease.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const {
    db,
    pollMs = 1000,
    leaseMs = 5 * 60_000,
    retryBaseMs = 10_000,
    maxRetryDelayMs = 3_600_000,
    log,
    now = () => new Date(),
    whenIdle = async () => undefined,
  } = options;
  const handlers = new Map<string, JobHandler>(Object.entries(options.handlers ?? {}));
  /** periodic kinds and their interval */
  const periodic = new Map<string, number>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> = Promise.resolve(0);
  let busy = false;
  let wakeAgain = false;

  async function runOne(job: ClaimedJob, handler: JobHandler): Promise<Outcome> {
    // renew the lease while the handler runs; an outcome is written after the last renewal
    let renewal: Promise<unknown> = Promise.resolve();
    const heartbeat = setInterval(() => {
      renewal = renewal.then(() =>
        extendLease(db, job, new Date(now().getTime() + leaseMs)).then(
          (kept) => {
            if (!kept) log?.warn({ jobId: job.id, kind: job.kind }, 'job lease lost while running');
          },
          (error: unknown) => log?.warn({ jobId: job.id, err: error }, 'job lease not renewed'),
        ),
      );
    }, Math.max(1000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    let failure: unknown;
    let failed = false;
    try {
      await handler({ id: job.id, kind: job.kind, key: job.key, payload: job.payload, attempts: job.attempts, maxAttempts: job.maxAttempts, whenIdle });
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(heartbeat);
      await renewal;
    }
    const at = now();
    if (!failed) return finishJob(db, job, at);
    const retryAt = new Date(at.getTime() + jobRetryDelay(job.attempts, retryBaseMs, maxRetryDelayMs));
    const outcome = await failJob(db, job, message(failure), at, retryAt);
    const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: failure };
    if (outcome === 'failed') log?.error(details, 'job failed for good');
    else if (outcome === 'retry') log?.warn({ ...details, retryAt }, 'job failed; it will be retried');
    return outcome;
  }

  async function runDueNow(): Promise<number> {
    const kinds = [...handlers.keys()];
    await failAbandonedJobs(db, kinds, now());
    let runs = 0;
    for (;;) {
      const at = now();
      const [job] = await claimJobs(db, kinds, at, new Date(at.getTime() + leaseMs), 1);
      if (!job) return runs;
      runs += 1;
      const outcome = await runOne(job, handlers.get(job.kind) ?? missingHandler);
      if (outcome === 'lost') log?.warn({ jobId: job.id, kind: job.kind }, 'job taken over by another worker after its lease ran out');
      const everyMs = periodic.get(job.kind);
      // a run left to retry stays the pending one; else the next run is added
      if (everyMs !== undefined) await ensureJobBy(db, { kind: job.kind, key: PERIODIC_JOB_KEY, runAfter: new Date(now().getTime() + everyMs) });
    }
  }

  function runDue(): Promise<number> {
    const next = inFlight.catch(() => 0).then(runDueNow);
    inFlight = next;
    return next;
  }

  function poll(): void {
    if (!running) return;
    if (busy) {
      wakeAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    busy = true;
    runDue()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'job poll failed');
        return 0;
      })
      .finally(() => {
        busy = false;
        if (wakeAgain) {
          wakeAgain = false;
          poll();
        } else schedule();
      });
  }

  function handle(kind: string, handler: JobHandler): void {
    if (handlers.has(kind)) throw new Error(`a handler for ${kind} jobs is already registered`);
    handlers.set(kind, handler);
  }

  /** Each periodic job pending and due now (a changed interval applies at once, whatever the last run scheduled). */
  async function duePeriodicNow(): Promise<void> {
    for (const kind of periodic.keys()) await ensureJobBy(db, { kind, key: PERIODIC_JOB_KEY, runAfter: now() });
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(poll, pollMs);
    timer.unref();
  }

  return {
    handle,
    every(kind, everyMs, handler) {
      if (!(everyMs > 0)) throw new Error(`a periodic job needs an interval above 0 ms (${kind}: ${everyMs})`);
      handle(kind, handler);
      periodic.set(kind, everyMs);
    },
    start() {
      if (running) return;
      running = true;
      if (periodic.size === 0) {
        poll();
        return;
      }
      busy = true;
      inFlight = inFlight
        .catch(() => 0)
        .then(duePeriodicNow)
        .then(
          () => 0,
          (error: unknown) => {
            log?.error({ err: error }, 'periodic jobs not scheduled');
            return 0;
          },
        )
        .finally(() => {
          busy = false;
          poll();
        });
    },
    wake() {
      if (running) poll();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight.catch(() => 0);
    },
    runDue,
  };
}
