import { sql } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { fakeTimeouts, gate } from '@rapport/api/testing/waiting';
import type { App } from '../../app';
import { READY_TIMEOUT_MS } from './index';

/** The connections the test database has: PGlite one, the PostgreSQL test pool four (testing/postgres-test-database.ts). */
const CONNECTIONS = testDatabaseKind === 'pglite' ? 1 : 4;

describe(`the probes (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it(`/ready answers 503 once ${READY_TIMEOUT_MS} ms pass without the database answering, and /health answers meanwhile`, async () => {
    // every connection held by a transaction that waits: the database answers nothing more
    const release = gate();
    const held = Array.from({ length: CONNECTIONS }, () => gate());
    const holders = held.map((hold) =>
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        hold.open();
        await release.opened;
      }),
    );
    // the probe's timeout runs on jest's clock; the database on real time
    fakeTimeouts();
    try {
      await Promise.all(held.map((hold) => hold.opened));
      const asked = gate();
      const ping = app.database.ping.bind(app.database);
      jest.spyOn(app.database, 'ping').mockImplementationOnce(() => {
        asked.open();
        return ping();
      });
      let readyAnswered = false;
      const ready = app.inject({ method: 'GET', url: '/api/ready' }).then((res) => {
        readyAnswered = true;
        return res;
      });
      // /ready is waiting for the database (its timer set): /health answers all the same
      await asked.opened;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // not a moment before the timeout
      jest.advanceTimersByTime(READY_TIMEOUT_MS - 1);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(readyAnswered).toBe(false);
      jest.advanceTimersByTime(1);
      const notReady = await ready;
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 0, message: 'Database unavailable', code: 'server.unavailable' });
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
      release.open();
      await Promise.all(holders);
    }
    // the database answers again: ready again
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });
});
