import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Database, Executor } from '../db/types';

/**
 * The jobs table's statements: enqueue, claim with a lease, finish, fail with backoff. The
 * worker (worker.ts) runs them; nothing here holds a transaction while a job runs, so PGlite's
 * single connection is never blocked by a job and PostgreSQL holds no lock for minutes.
 */

export type JobPayload = Record<string, unknown>;

export interface NewJob {
  kind: string;
  payload: JobPayload;
  /**
   * At most one pending job per (kind, key): enqueueing again while one is pending refreshes
   * it (see enqueueJob). Without a key every call adds a job.
   */
  key?: string;
  /** not before this instant (default: now) */
  runAfter?: Date;
  /** tries before the job is marked failed (default 5) */
  maxAttempts?: number;
}

/** A job a worker holds: `lease` (its locked_until) is the worker's proof of ownership. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: JobPayload;
  /** this try's number, from 1 */
  attempts: number;
  maxAttempts: number;
  lease: Date;
}

const pending = () => and(isNull(jobs.finishedAt), isNull(jobs.failedAt));

/** isJobPending inside another query: whether a pending job of `kind` has the key `key` (an SQL expression). */
export const jobPending = (kind: string, key: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${jobs} where ${jobs.kind} = ${kind} and ${jobs.key} = ${key} and ${jobs.finishedAt} is null and ${jobs.failedAt} is null)`;

/**
 * Adds a job. Call it with the transaction of the action that causes it: the job exists if and
 * only if the action committed. When a job of the same kind and key is already pending (waiting,
 * retrying or running), that job is refreshed instead of adding another: it takes the new
 * payload, run time and attempt budget and starts its tries afresh. A job refreshed while it
 * runs keeps its lease; when that run ends the worker sees the new payload and runs the job
 * again rather than marking it done (see finishJob), so the latest request is always served.
 * Returns the job's id.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<number> {
  const values = {
    kind: job.kind,
    key: job.key ?? null,
    payload: job.payload,
    runAfter: job.runAfter ?? new Date(),
    maxAttempts: job.maxAttempts ?? 5,
  };
  const [row] = await tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      targetWhere: pending(),
      set: {
        payload: values.payload,
        runAfter: values.runAfter,
        maxAttempts: values.maxAttempts,
        attempts: 0,
        lastError: null,
      },
    })
    .returning({ id: jobs.id });
  return row.id;
}

/**
 * Makes sure a job of (kind, key) is pending and due by `runAfter` at the latest: adds it when
 * none is, else brings the pending one forward (never later; its payload and tries untouched).
 * What a periodic job's next run is scheduled with: any number of workers calling it at once
 * still leave one pending job.
 */
export async function ensureJobBy(executor: Executor, job: Required<Pick<NewJob, 'kind' | 'key' | 'runAfter'>> & Partial<Pick<NewJob, 'payload' | 'maxAttempts'>>): Promise<void> {
  await executor
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAfter: job.runAfter, maxAttempts: job.maxAttempts ?? 5 })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      targetWhere: pending(),
      set: { runAfter: sql`least(${jobs.runAfter}, excluded.run_after)` },
    });
}

/** Whether a job of this kind and key is waiting, retrying or running. */
export async function isJobPending(executor: Executor, kind: string, key: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), pending()))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes up to `limit` due jobs of the given kinds and leases them until `lease`, in one
 * statement: `UPDATE jobs ... WHERE id IN (SELECT id ... FOR UPDATE SKIP LOCKED LIMIT n)
 * RETURNING`. Rows another worker is claiming are skipped, not waited for; a leased row is not
 * due until its lease ends, so a crashed worker's job comes back then. Each claim counts as a
 * try (a job that kills its worker every time still ends up failed).
 */
export async function claimJobs(db: Database, kinds: readonly string[], now: Date, lease: Date, limit: number): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        pending(),
        inArray(jobs.kind, [...kinds]),
        lte(jobs.runAfter, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        lt(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: lease, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, lease }));
}

/**
 * A job whose last try's lease ran out (its worker died) with no tries left is failed: nobody
 * would ever claim it again.
 */
export async function failAbandonedJobs(db: Database, kinds: readonly string[], now: Date): Promise<number> {
  if (kinds.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({
      failedAt: now,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError}, 'the worker stopped during the last try (its lease ran out)')`,
    })
    .where(and(pending(), inArray(jobs.kind, [...kinds]), lte(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The row is still this worker's and still asks for what this run did. */
const ownedUnchanged = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lease), eq(jobs.payload, job.payload), pending());

/** Gives a job back without counting anything (its payload was refreshed during the run). */
async function release(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lease), pending()));
}

export type Outcome = 'finished' | 'retry' | 'failed' | 'rerun' | 'lost';

/**
 * Marks a run done. 'rerun' when the job was refreshed during the run (it is released and runs
 * again with the new payload); 'lost' when the lease had run out and another worker took it.
 */
export async function finishJob(db: Database, job: ClaimedJob, now: Date): Promise<Outcome> {
  const done = await db
    .update(jobs)
    .set({ finishedAt: now, lockedUntil: null, lastError: null })
    .where(ownedUnchanged(job))
    .returning({ id: jobs.id });
  if (done.length > 0) return 'finished';
  return (await stillOwned(db, job)) ? (await release(db, job), 'rerun') : 'lost';
}

/** Records a failed try: due again at `retryAt`, or failed for good when no try is left. */
export async function failJob(db: Database, job: ClaimedJob, error: string, now: Date, retryAt: Date): Promise<Outcome> {
  const last = job.attempts >= job.maxAttempts;
  const marked = await db
    .update(jobs)
    .set({ lockedUntil: null, lastError: error.slice(0, 2000), runAfter: last ? now : retryAt, failedAt: last ? now : null })
    .where(ownedUnchanged(job))
    .returning({ id: jobs.id });
  if (marked.length > 0) return last ? 'failed' : 'retry';
  return (await stillOwned(db, job)) ? (await release(db, job), 'rerun') : 'lost';
}

async function stillOwned(db: Database, job: ClaimedJob): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lease), pending()));
  return row !== undefined;
}

/** Extends a running job's lease; false when it is no longer this worker's. */
export async function extendLease(db: Database, job: ClaimedJob, lease: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: lease })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lease), pending()))
    .returning({ id: jobs.id });
  if (rows.length === 0) return false;
  job.lease = lease;
  return true;
}
