#!/usr/bin/env node
// `npm run dev:api`: the API alone (PGlite in ./data, demo data), accepting the shell's and
// every remote's dev-server origins, for a team running one remote with `npm run dev -w <remote>`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT, localPorts } from '../lib/parts.mjs';

const ports = localPorts();
const origins = ['shell', ...REMOTES].map((name) => `http://localhost:${ports[name]}`);
const api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    API_PORT: String(ports.api),
    SITE_ORIGIN: process.env.SITE_ORIGIN || origins[0],
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS || origins.join(','),
    // the demo accounts are asked for: the API makes none on its own
    DEMO_DATA: process.env.DEMO_DATA?.trim() || '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
