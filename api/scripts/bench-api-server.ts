/**
 * A server of the API throughput bench (bench-api.ts), in a process of its own so that it does
 * not share an event loop with the load generator or the other server:
 * - `hello`: a Fastify hello-world (`GET /` answers `{"hello":"world"}`), the reference;
 * - `api`: our API on a fresh database (PGlite in memory, or a new PostgreSQL database beside
 *   DATABASE_URL's, as the API tests make), with two users who finished the standard
 *   questionnaire (the demo's sample answers) and are each other's matching contact.
 *
 * The API runs with the test configuration (no request log, no mail) and a per-IP limit of
 * 100,000,000 requests: every bench request comes from 127.0.0.1 and would otherwise be refused
 * after the production limit (RATE_LIMIT_MAX, 300 a minute). That limit is only this process's
 * configuration; the production default is untouched.
 *
 * It listens on a free port of 127.0.0.1 and prints one JSON line: the port, and for `api`
 * the signed-in user's token and e-mail. It runs until its parent ends it (SIGTERM).
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { matchingContacts } from '../src/db/schema';
import { openTestDatabase, testConfig } from '../testing/build-test-app';
import { createUser, tokenFor } from '../testing/fixtures';
import { finishDirectly, SAMPLES } from '../testing/journey';

export interface BenchServer {
  port: number;
  token?: string;
  email?: string;
}

async function hello(): Promise<{ port: number; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, close: () => app.close() };
}

async function api(): Promise<BenchServer & { close: () => Promise<void> }> {
  const app = await buildApp(testConfig({ rateLimit: { max: 100_000_000, store: 'memory' } }), { logger: false, database: await openTestDatabase() });
  const db = app.database.db;
  const me = await createUser(db, { password: null, email: 'bench.me@bench.test', firstName: 'Bench', lastName: 'Me' });
  const partner = await createUser(db, { password: null, email: 'bench.partner@bench.test', firstName: 'Bench', lastName: 'Partner' });
  await finishDirectly(app, { id: me.id, firstName: 'Bench', lastName: 'Me' }, SAMPLES[0]);
  await finishDirectly(app, { id: partner.id, firstName: 'Bench', lastName: 'Partner' }, SAMPLES[1]);
  await db.insert(matchingContacts).values([
    { userId: me.id, contactUserId: partner.id },
    { userId: partner.id, contactUserId: me.id },
  ]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, token: await tokenFor(app, me.id), email: me.email, close: () => app.close() };
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== 'hello' && mode !== 'api') throw new Error('usage: bench-api-server.ts hello|api');
  const server = mode === 'hello' ? await hello() : await api();
  const { close, ...shown } = server;
  process.once('SIGTERM', () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.stdout.write(`${JSON.stringify(shown)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
