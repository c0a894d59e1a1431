#!/usr/bin/env node
// `npm run start:prod`: the production rehearsal on this machine (deploy/lib/rehearsal.mjs):
// nginx at the edge with deploy/nginx.conf, two API replicas and a job worker on the PostgreSQL
// server at DATABASE_URL, the built remotes published as releases. Prints the URL; Ctrl-C
// stops everything cleanly (nginx, then the API processes finish what they were doing).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rapport npm run start:prod
// PORT (8080) moves the edge; the static origin is PORT+1, the replicas PORT+20.., the worker PORT+29.
import { installIfNeeded } from '../lib/install.mjs';

installIfNeeded('start:prod');
const { buildParts } = await import('./build.mjs');
const { startRehearsal } = await import('../lib/rehearsal.mjs');
const { stopOnSignals } = await import('../lib/processes.mjs');

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error('[start:prod] the rehearsal runs on PostgreSQL: set DATABASE_URL, for example\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/rapport npm run start:prod');
  process.exit(2);
}

let rehearsal;
try {
  buildParts({ onlyMissing: true });
  rehearsal = await startRehearsal({ databaseUrl, port: Number(process.env.PORT || 8080), quiet: false });
} catch (error) {
  console.error(`[start:prod] ${error.message}`);
  process.exit(1);
}

console.log(`
  Rapport (production rehearsal) is running: ${rehearsal.url}
  Edge: nginx with deploy/nginx.conf; /api goes to the replicas ${rehearsal.ports.replicas.map((p) => `127.0.0.1:${p}`).join(' and ')}
  Job worker: 127.0.0.1:${rehearsal.ports.worker}; database: PostgreSQL at DATABASE_URL; NODE_ENV=production, no demo accounts
  Remotes: ${Object.entries(rehearsal.remotes).map(([name, r]) => `${name} ${r.version}`).join(', ')}
  Release one: npm run release -w mfe-questionnaire -- --env rehearsal   (roll back: npm run rollback -w mfe-questionnaire -- --env rehearsal)
  Logs: ${rehearsal.logs}
  Press Ctrl-C to stop.
`);

stopOnSignals('start:prod', () => rehearsal.stop());
