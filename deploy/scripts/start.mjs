#!/usr/bin/env node
// `npm start`: install if needed, build what is missing, start the API on the embedded
// database (PGlite in ./data) with demo data, serve the shell and each remote from its own
// origin, print the URL. Ctrl-C stops everything cleanly.
import { installIfNeeded } from '../lib/install.mjs';

installIfNeeded('start');
// Imported only after the install: they need the dependencies.
const { buildParts } = await import('./build.mjs');
const { startSite } = await import('../lib/site.mjs');
const { stopOnSignals } = await import('../lib/processes.mjs');

try {
  buildParts({ onlyMissing: true });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

let site;
try {
  // the demo accounts (public passwords) are asked for here: the API makes none on its own
  site = await startSite({ env: { DEMO_DATA: process.env.DEMO_DATA?.trim() || '1' } });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// as the API decides (api/src/routes/dev/index.ts): no SMTP and not production, loopback only,
// and only with this start's key (in the link printed here)
const mailbox =
  !process.env.SMTP_URL?.trim() && process.env.NODE_ENV !== 'production'
    ? `dev mailbox: ${site.config.apiBase}/dev/mailbox?key=${site.mailboxKey}, on because SMTP_URL is unset, answers this machine only, with this key (new at each start)`
    : `dev mailbox: off (${process.env.SMTP_URL?.trim() ? 'SMTP_URL is set: mails are sent' : 'NODE_ENV is production'})`;
console.log(`
  Rapport is running: ${site.url}
  API: ${site.config.apiBase} (docs: ${site.config.apiBase}/docs, ${mailbox})
  Remotes: ${Object.entries(site.remotes).map(([name, r]) => `${name} ${r.manifest}`).join(', ')}
  Press Ctrl-C to stop.
`);

const stopping = stopOnSignals('start', () => site.stop());
site.api.once('exit', (code) => {
  if (!stopping()) {
    console.error(`[start] the API stopped (code ${code}); stopping the site.`);
    void site.stop().then(() => process.exit(1));
  }
});
