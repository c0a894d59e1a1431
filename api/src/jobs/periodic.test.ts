import { and, asc, eq, isNull } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { gate } from '@rapport/api/testing/waiting';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { ensureJobBy } from './queue';
import { createJobWorker, PERIODIC_JOB_KEY } from './worker';

describe(`periodic jobs (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let clock: Date;
  const now = () => clock;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const pendingRows = (kind: string) =>
    database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), isNull(jobs.finishedAt), isNull(jobs.failedAt)))
      .orderBy(asc(jobs.id));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new Date(Date.now() + 60_000);
  });

  it('a started worker makes the job due at once; each run schedules the next one interval later', async () => {
    let runs = 0;
    const ran = gate();
    const worker = createJobWorker({ db: database.db, now, pollMs: 3_600_000 });
    worker.every('sweep', 10_000, async () => {
      runs += 1;
      ran.open();
    });
    worker.start();
    await ran.opened;
    await worker.stop();
    expect(runs).toBe(1);
    const [next] = await pendingRows('sweep');
    expect(next).toMatchObject({ key: PERIODIC_JOB_KEY, runAfter: new Date(clock.getTime() + 10_000) });
    // not before its interval
    later(9_999);
    expect(await worker.runDue()).toBe(0);
    later(1);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(2);
    expect(await pendingRows('sweep')).toHaveLength(1);
  });

  it('a failed run is retried, and a run that failed for good still leaves the next one scheduled', async () => {
    const worker = createJobWorker({ db: database.db, now, retryBaseMs: 1000 });
    worker.every('sweep', 60_000, async () => {
      throw new Error('down');
    });
    await ensureJobBy(database.db, { kind: 'sweep', key: PERIODIC_JOB_KEY, runAfter: clock, maxAttempts: 2 });
    expect(await worker.runDue()).toBe(1);
    // the retry is the pending row, sooner than the next interval
    let [pending] = await pendingRows('sweep');
    expect(pending).toMatchObject({ attempts: 1, runAfter: new Date(clock.getTime() + 1000) });
    later(1000);
    expect(await worker.runDue()).toBe(1);
    [pending] = await pendingRows('sweep');
    expect(pending).toMatchObject({ attempts: 0, runAfter: new Date(clock.getTime() + 60_000) });
  });

  it('workers starting together leave one pending job, brought forward to now, never pushed back', async () => {
    await ensureJobBy(database.db, { kind: 'sweep', key: PERIODIC_JOB_KEY, runAfter: new Date(clock.getTime() + 3_600_000) });
    await Promise.all([
      ensureJobBy(database.db, { kind: 'sweep', key: PERIODIC_JOB_KEY, runAfter: clock }),
      ensureJobBy(database.db, { kind: 'sweep', key: PERIODIC_JOB_KEY, runAfter: clock }),
    ]);
    await ensureJobBy(database.db, { kind: 'sweep', key: PERIODIC_JOB_KEY, runAfter: new Date(clock.getTime() + 7_200_000) });
    const rows = await pendingRows('sweep');
    expect(rows).toHaveLength(1);
    expect(rows[0].runAfter).toEqual(clock);
  });

  it('refuses an interval that is not above zero', () => {
    const worker = createJobWorker({ db: database.db, now });
    expect(() => worker.every('sweep', 0, async () => undefined)).toThrow(/above 0/);
  });
});
