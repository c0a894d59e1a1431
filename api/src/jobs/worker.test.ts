import { Readable } from 'stream';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testConfig, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { fakeTimeouts, gate } from '@rapport/api/testing/waiting';
import { buildApp } from '../app';
import { IDLE_WAIT_MS } from '../plugins/jobs';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, isJobPending } from './queue';
import { createJobWorker, jobRetryDelay, type JobRun } from './worker';

/** One turn of the event loop: what is ready to run (I/O callbacks, resolved promises) runs first. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface SlowBody {
  stream: Readable;
  /** resolves once the server starts reading the body */
  read: Promise<void>;
  end(text: string): void;
}

/** A request body that arrives when the test ends it. */
function slowBody(): SlowBody {
  const reading = gate();
  const stream = new Readable({ read: () => reading.open() });
  return {
    stream,
    read: reading.opened,
    end(text) {
      stream.push(text);
      stream.push(null);
    },
  };
}

describe(`the job worker (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let clock: Date;
  const now = () => clock;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const row = async (id: number) => {
    const [found] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    return found;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    // after the enqueue instants (the real clock): every new job is due
    clock = new Date(Date.now() + 60_000);
  });

  it('runs a due job once and marks it finished', async () => {
    const runs: JobRun[] = [];
    const worker = createJobWorker({ db: database.db, now, handlers: { greet: async (job) => void runs.push(job) } });
    const id = await enqueueJob(database.db, { kind: 'greet', payload: { name: 'Ada' } });
    expect(await worker.runDue()).toBe(1);
    expect(runs).toEqual([expect.objectContaining({ id, kind: 'greet', key: null, payload: { name: 'Ada' }, attempts: 1 })]);
    const done = await row(id);
    expect(done.finishedAt).toEqual(clock);
    expect(done.lockedUntil).toBeNull();
    // nothing runs twice
    expect(await worker.runDue()).toBe(0);
    expect(runs).toHaveLength(1);
  });

  it('leaves jobs of other kinds and jobs not yet due alone', async () => {
    const runs: string[] = [];
    const worker = createJobWorker({ db: database.db, now, handlers: { greet: async (job) => void runs.push(String(job.payload.name)) } });
    const other = await enqueueJob(database.db, { kind: 'unknown-kind', payload: {} });
    await enqueueJob(database.db, { kind: 'greet', payload: { name: 'later' }, runAfter: new Date(clock.getTime() + 10_000) });
    expect(await worker.runDue()).toBe(0);
    later(10_000);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toEqual(['later']);
    expect((await row(other)).attempts).toBe(0);
  });

  it('retries a failing job with exponential backoff, then marks it failed after its last try', async () => {
    let calls = 0;
    const worker = createJobWorker({
      db: database.db,
      now,
      retryBaseMs: 1000,
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error(`refused (${calls})`);
        },
      },
    });
    const id = await enqueueJob(database.db, { kind: 'flaky', payload: {}, maxAttempts: 3 });
    expect(await worker.runDue()).toBe(1);
    let state = await row(id);
    expect(state).toMatchObject({ attempts: 1, lastError: 'refused (1)', failedAt: null, finishedAt: null, lockedUntil: null });
    expect(state.runAfter).toEqual(new Date(clock.getTime() + 1000));
    // not before its delay
    later(999);
    expect(await worker.runDue()).toBe(0);
    later(1);
    expect(await worker.runDue()).toBe(1);
    state = await row(id);
    // the delay doubles
    expect(state.runAfter).toEqual(new Date(clock.getTime() + 2000));
    later(2000);
    expect(await worker.runDue()).toBe(1);
    state = await row(id);
    expect(state).toMatchObject({ attempts: 3, lastError: 'refused (3)', failedAt: clock, finishedAt: null });
    later(3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect([1, 2, 3, 4, 30].map((n) => jobRetryDelay(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('a job that succeeds on a retry is finished', async () => {
    let calls = 0;
    const worker = createJobWorker({
      db: database.db,
      now,
      retryBaseMs: 500,
      handlers: {
        flaky: async () => {
          calls += 1;
          if (calls === 1) throw new Error('not yet');
        },
      },
    });
    const id = await enqueueJob(database.db, { kind: 'flaky', payload: {} });
    await worker.runDue();
    later(500);
    await worker.runDue();
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null, finishedAt: clock, failedAt: null });
  });

  it('keeps one pending job per kind and key: enqueueing again refreshes its payload', async () => {
    const first = await enqueueJob(database.db, { kind: 'reports', key: 'user:1', payload: { v: 1 } });
    const second = await enqueueJob(database.db, { kind: 'reports', key: 'user:1', payload: { v: 2 } });
    const otherKey = await enqueueJob(database.db, { kind: 'reports', key: 'user:2', payload: { v: 1 } });
    expect(second).toBe(first);
    expect(otherKey).not.toBe(first);
    expect((await row(first)).payload).toEqual({ v: 2 });
    expect(await isJobPending(database.db, 'reports', 'user:1')).toBe(true);
    const seen: unknown[] = [];
    const worker = createJobWorker({ db: database.db, now, handlers: { reports: async (job) => void seen.push(job.payload) } });
    expect(await worker.runDue()).toBe(2);
    expect(await isJobPending(database.db, 'reports', 'user:1')).toBe(false);
    // a finished job no longer counts: the same key queues a new one
    const third = await enqueueJob(database.db, { kind: 'reports', key: 'user:1', payload: { v: 3 } });
    expect(third).not.toBe(first);
    expect(seen).toEqual([{ v: 2 }, { v: 1 }]);
  });

  it('a job refreshed while it runs runs again with the new payload instead of being marked done', async () => {
    const hold = gate();
    const started = gate();
    const seen: unknown[] = [];
    const worker = createJobWorker({
      db: database.db,
      now,
      handlers: {
        reports: async (job) => {
          seen.push(job.payload);
          started.open();
          if (seen.length === 1) await hold.opened;
        },
      },
    });
    const id = await enqueueJob(database.db, { kind: 'reports', key: 'user:1', payload: { v: 1 } });
    const running = worker.runDue();
    await started.opened;
    expect(await enqueueJob(database.db, { kind: 'reports', key: 'user:1', payload: { v: 2 } })).toBe(id);
    hold.open();
    expect(await running).toBe(2);
    expect(seen).toEqual([{ v: 1 }, { v: 2 }]);
    expect((await row(id)).finishedAt).toEqual(clock);
  });

  it('never runs one job in two workers at once, even when they race', async () => {
    const active = new Set<number>();
    const runsPerJob = new Map<number, number>();
    const overlaps: number[] = [];
    // the first job of each worker waits until all three run one at once: each took a row of its own
    const allThree = gate();
    let first = 0;
    const handler = async (job: JobRun) => {
      if (active.has(job.id)) overlaps.push(job.id);
      active.add(job.id);
      runsPerJob.set(job.id, (runsPerJob.get(job.id) ?? 0) + 1);
      if (first < 3) {
        first += 1;
        if (first === 3) allThree.open();
        await allThree.opened;
      }
      await nextTurn();
      active.delete(job.id);
    };
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueJob(database.db, { kind: 'race', payload: { i } }));
    const a = createJobWorker({ db: database.db, now, handlers: { race: handler } });
    const b = createJobWorker({ db: database.db, now, handlers: { race: handler } });
    const c = createJobWorker({ db: database.db, now, handlers: { race: handler } });
    const counts = await Promise.all([a.runDue(), b.runDue(), c.runDue()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    // all three took a share: they did race for the rows
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(overlaps).toEqual([]);
    expect([...runsPerJob.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runsPerJob.values()].every((n) => n === 1)).toBe(true);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.finishedAt !== null && r.attempts === 1)).toBe(true);
  });

  it("a stalled worker's job comes back once its lease runs out, and the stalled worker's late answer changes nothing", async () => {
    const hold = gate();
    const started = gate();
    let calls = 0;
    const stalled = createJobWorker({
      db: database.db,
      now,
      leaseMs: 60_000,
      handlers: {
        slow: async () => {
          calls += 1;
          started.open();
          await hold.opened;
          throw new Error('the stalled worker gives up late');
        },
      },
    });
    const rescuer = createJobWorker({ db: database.db, now, leaseMs: 60_000, handlers: { slow: async () => void (calls += 1) } });
    const id = await enqueueJob(database.db, { kind: 'slow', payload: {} });
    const stuck = stalled.runDue();
    await started.opened;
    // leased: another worker does not take it
    expect(await rescuer.runDue()).toBe(0);
    later(60_000);
    expect(await rescuer.runDue()).toBe(1);
    const rescued = await row(id);
    expect(rescued).toMatchObject({ attempts: 2, finishedAt: clock, lastError: null });
    hold.open();
    await stuck;
    // the late failure did not overwrite the finished row
    expect(await row(id)).toEqual(rescued);
    expect(calls).toBe(2);
  });

  it('a job whose worker died on its last try is marked failed once the lease runs out', async () => {
    const id = await enqueueJob(database.db, { kind: 'crash', payload: {}, maxAttempts: 1 });
    // what a worker killed mid-run leaves: claimed, leased, never answered
    await database.db.update(jobs).set({ attempts: 1, lockedUntil: new Date(clock.getTime() + 1000) }).where(eq(jobs.id, id));
    const worker = createJobWorker({ db: database.db, now, handlers: { crash: async () => undefined } });
    expect(await worker.runDue()).toBe(0);
    expect((await row(id)).failedAt).toBeNull();
    later(1000);
    expect(await worker.runDue()).toBe(0);
    expect(await row(id)).toMatchObject({ failedAt: clock, finishedAt: null, lastError: expect.stringContaining('lease') });
  });

  describe('in the app', () => {
    /** The test database, which the apps below do not close: one app follows another on it. */
    const shared = (): DatabaseHandle => ({ ...database, close: async () => undefined });

    it('jobs survive a restart: a new app on the same database runs what the old one left', async () => {
      const first = await buildApp(testConfig(), { logger: false, database: shared(), jobs: { worker: { now } } });
      const hold = gate();
      const started = gate();
      first.jobs.handle('survive', async () => {
        started.open();
        await hold.opened;
      });
      const held = await first.database.db.transaction((tx) => enqueueJob(tx, { kind: 'survive', payload: { n: 1 } }));
      const untouched = await first.database.db.transaction((tx) => enqueueJob(tx, { kind: 'survive', payload: { n: 2 } }));
      // the first app takes the first job and dies while running it: the job stays leased
      const run = first.jobs.runDue();
      await started.opened;

      const seen: unknown[] = [];
      const second = await buildApp(testConfig(), { logger: false, database: shared(), jobs: { worker: { now }, handlers: { survive: async (job) => void seen.push(job.payload) } } });
      try {
        // the job nobody took runs at once; the dead app's job once its lease has run out
        expect(await second.jobs.runDue()).toBe(1);
        later(5 * 60_000);
        expect(await second.jobs.runDue()).toBe(1);
        expect(seen).toEqual([{ n: 2 }, { n: 1 }]);
        expect((await row(held)).finishedAt).toEqual(clock);
        expect((await row(untouched)).finishedAt).not.toBeNull();
      } finally {
        hold.open();
        await run;
        await first.close();
        await second.close();
      }
    });

    it('closing the app lets the running job finish first', async () => {
      const events: string[] = [];
      const database = { ...shared(), close: async () => void events.push('database closed') };
      const app = await buildApp(testConfig(), { logger: false, database, startJobWorker: true, jobs: { worker: { pollMs: 10 } } });
      const started = gate();
      const hold = gate();
      app.jobs.handle('slow', async () => {
        events.push('job started');
        started.open();
        await hold.opened;
        events.push('job ended');
      });
      // close() stops the worker first (preClose): the job is let go once that has begun
      const stop = app.jobs.stop.bind(app.jobs);
      jest.spyOn(app.jobs, 'stop').mockImplementationOnce(() => {
        const stopping = stop().then(() => void events.push('worker stopped'));
        // a turn of the event loop first: a close that did not wait would have gone on meanwhile
        void nextTurn().then(hold.open);
        return stopping;
      });
      const id = await enqueueJob(app.database.db, { kind: 'slow', payload: {}, runAfter: new Date(Date.now() - 1000) });
      await started.opened;
      await app.close();
      expect(events).toEqual(['job started', 'job ended', 'worker stopped', 'database closed']);
      expect((await row(id)).finishedAt).not.toBeNull();
    });

    it('a job gives way to requests: whenIdle() waits until none is in flight, and never longer than IDLE_WAIT_MS', async () => {
      const app = await buildApp(testConfig(), { logger: false, database: shared(), jobs: { worker: { now } } });
      try {
        const events: string[] = [];
        let waiting = gate();
        app.jobs.handle('polite', async (job) => {
          events.push('job waits');
          waiting.open();
          await job.whenIdle();
          events.push('job goes on');
        });
        /** a request whose body is still arriving (in flight until the body ends and it is answered), then a job */
        const jobBehind = async (body: SlowBody) => {
          const answered = app.inject({ method: 'POST', url: '/api/contact/', headers: { 'content-type': 'application/json' }, payload: body.stream });
          // the server reads the body once the request's onRequest hooks have run: it is counted in flight
          await body.read;
          await enqueueJob(app.database.db, { kind: 'polite', payload: {} });
          waiting = gate();
          const run = app.jobs.runDue();
          await waiting.opened;
          return { answered, run };
        };

        const body = slowBody();
        const first = await jobBehind(body);
        await nextTurn();
        events.push('body ends');
        body.end('{}');
        await first.answered;
        await first.run;
        expect(events).toEqual(['job waits', 'body ends', 'job goes on']);

        // a request that never ends holds a job back for IDLE_WAIT_MS at most (that wait on jest's clock)
        events.length = 0;
        const stuck = slowBody();
        fakeTimeouts();
        try {
          const second = await jobBehind(stuck);
          jest.advanceTimersByTime(IDLE_WAIT_MS - 1);
          await nextTurn();
          expect(events).toEqual(['job waits']);
          jest.advanceTimersByTime(1);
          await second.run;
          expect(events).toEqual(['job waits', 'job goes on']);
          stuck.end('{}');
          await second.answered;
        } finally {
          jest.useRealTimers();
        }
      } finally {
        await app.close();
      }
    });

    it('a started worker runs a job soon after it is enqueued, and wake() runs it at once', async () => {
      const app = await buildApp(testConfig(), { logger: false, database: shared(), startJobWorker: true, jobs: { worker: { pollMs: 60_000 } } });
      try {
        const done = gate();
        app.jobs.handle('ping', async () => done.open());
        await enqueueJob(app.database.db, { kind: 'ping', payload: {}, runAfter: new Date(Date.now() - 1000) });
        app.jobs.wake();
        await done.opened;
      } finally {
        await app.close();
      }
    });
  });
});
