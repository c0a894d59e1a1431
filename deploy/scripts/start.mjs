#!/usr/bin/env node
// `npm start`: install if needed, build what is missing, start the API on the embedded
// database (PGlite in ./data) with demo data, serve the shell and each remote from its own
// origin, print the URL. Ctrl-C stops everything cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function installIfNeeded() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[start] installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

installIfNeeded();
// Imported only after the install: they need the dependencies.
const { buildParts } = await import('./build.mjs');
const { startSite } = await import('../lib/site.mjs');

try {
  buildParts({ onlyMissing: true });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

let site;
try {
  site = await startSite();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

console.log(`
  Rapport is running: ${site.url}
  API: ${site.config.apiBase} (docs: ${site.config.apiBase}/docs, dev mailbox: ${site.config.apiBase}/dev/mailbox)
  Remotes: ${Object.entries(site.remotes).map(([name, r]) => `${name} ${r.manifest}`).join(', ')}
  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[start] stopping…');
    await site.stop();
    process.exit(0);
  });
}
site.api.once('exit', (code) => {
  if (!stopping) {
    console.error(`[start] the API stopped (code ${code}); stopping the site.`);
    void site.stop().then(() => process.exit(1));
  }
});
