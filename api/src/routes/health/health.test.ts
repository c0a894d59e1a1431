import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { buildTestApp, testDatabaseKind } from '../../testing/build-test-app';
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

  it(`/ready answers 503 within ${READY_TIMEOUT_MS} ms when the database does not answer, and /health still answers at once`, async () => {
    // every connection held by a transaction that waits: the database answers nothing more
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    const holders = Array.from({ length: CONNECTIONS }, () =>
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding += 1;
        await released;
      }),
    );
    try {
      while (holding < CONNECTIONS) await new Promise((resolve) => setTimeout(resolve, 5));
      const started = Date.now();
      const [notReady, alive] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/ready' }),
        app.inject({ method: 'GET', url: '/api/health' }).then((res) => ({ res, ms: Date.now() - started })),
      ]);
      const waited = Date.now() - started;
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 0, message: 'Database unavailable', code: 'server.unavailable' });
      expect(waited).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(READY_TIMEOUT_MS + 1500);
      expect(alive.res.statusCode).toBe(200);
      expect(alive.ms).toBeLessThan(500);
    } finally {
      release();
      await Promise.all(holders);
    }
    // the database answers again: ready again
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });
});
