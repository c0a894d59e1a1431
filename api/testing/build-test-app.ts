import { randomBytes } from 'crypto';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { MEMORY_DATA_DIR, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { api } from './http';
import { openPgliteTestDatabase } from './pglite-template';
import { openPostgresTestDatabase } from './postgres-test-database';

export const SITE_ORIGIN = 'http://localhost:8080';
export const CONTACT_TO = 'team@rapport.test';
/** The development mailbox's key in the test apps (as `npm start` makes one per start). */
export const TEST_MAILBOX_KEY = randomBytes(24).toString('base64url');

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const testDatabaseKind = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    basePath: '/api',
    dataDir: MEMORY_DATA_DIR,
    databaseUrl: TEST_DATABASE_URL,
    smtpUrl: undefined,
    mailFrom: 'Rapport <no-reply@rapport.test>',
    devMailboxKey: TEST_MAILBOX_KEY,
    contactTo: CONTACT_TO,
    siteOrigin: SITE_ORIGIN,
    allowedOrigins: [SITE_ORIGIN],
    tokenTtlDays: 30,
    logLevel: 'silent',
    trustProxy: false,
    rateLimit: { max: 1000, store: 'memory' },
    outboxPollMs: 1000,
    role: 'all',
    demoData: false,
    social: {},
    ...overrides,
  };
}

/** A fresh database of the suite's kind, already migrated and seeded. */
export function openTestDatabase(): Promise<DatabaseHandle> {
  return TEST_DATABASE_URL ? openPostgresTestDatabase(TEST_DATABASE_URL) : openPgliteTestDatabase();
}

/**
 * The app on its own fresh database (PGlite in memory, or a PostgreSQL database when
 * DATABASE_URL is set). `app.close()` closes and discards the database.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<App> {
  return buildApp(testConfig(overrides), { logger: false, ...options, database: options.database ?? (await openTestDatabase()) });
}

export interface SuiteApp {
  app: App;
  http: ReturnType<typeof api>;
}

/**
 * The app of the enclosing describe (or file): built before its tests and closed after them, so
 * `app` and `http` are read inside a test. A helper adding to the suite's world fills it in its own
 * beforeAll, which runs after this one.
 */
export function appForSuite(overrides: Partial<Config> = {}): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(async () => {
    suite.app = await buildTestApp(overrides);
    suite.http = api(suite.app);
  });
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}
