// The production rehearsal (deploy/lib/rehearsal.mjs) for tests: a database of its own on the
// PostgreSQL server (made at start, dropped at the end) and a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface Replica {
  index: number;
  port: number;
  start: () => Promise<void>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface Rehearsal {
  url: string;
  ports: { shell: number; static: number; api: number; replicas: number[]; worker: number };
  config: { apiBase: string };
  remotes: Record<string, { manifest: string; version: string; contracts?: string }>;
  dir: string;
  logs: string;
  replicas: Replica[];
  stop: () => Promise<void>;
}

const rehearsalPath = path.resolve(__dirname, '../../deploy/lib/rehearsal.mjs');

/** The PostgreSQL server the production tests use: REHEARSAL_DATABASE_URL, DATABASE_URL, or this machine's. */
export const serverUrl = (): string =>
  process.env.REHEARSAL_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs one query on a database and answers its rows. */
export async function query<T>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface TestRehearsal extends Rehearsal {
  databaseUrl: string;
}

/** Starts a rehearsal on a fresh database; `stop` also drops the database and the folder. */
export async function startTestRehearsal(port: number, env: Record<string, string> = {}): Promise<TestRehearsal> {
  const database = `rapport_rehearsal_${port}_${process.pid}`;
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${database}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-rehearsal-'));
  const { startRehearsal } = (await import(rehearsalPath)) as {
    startRehearsal: (o: object) => Promise<Rehearsal>;
  };
  let rehearsal: Rehearsal;
  try {
    rehearsal = await startRehearsal({ databaseUrl, port, dir, quiet: !process.env.E2E_VERBOSE, env });
  } catch (error) {
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    throw error;
  }
  return {
    ...rehearsal,
    databaseUrl,
    async stop() {
      await rehearsal.stop();
      await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      if (!process.env.E2E_KEEP) rmSync(dir, { recursive: true, force: true });
    },
  };
}
