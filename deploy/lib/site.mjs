// Starts the whole site as `npm start` serves it: the API on the embedded database and each
// built part from its own origin. Used by `npm start` and by the end-to-end tests, which start
// the static origins once for the whole suite and an API of their own per test file
// (e2e/src/suite.ts): hence the two halves below.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PARTS, ROOT, localPorts, localRuntime } from './parts.mjs';
import { withManifest } from './remotes-in-page.cjs';
import { waitForUrl } from './processes.mjs';
import { trustedOrigins } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

/** The ports, remotes.json and config.json of the site on this machine for `env` (PORT, API_PORT). */
export function siteRuntime(env = {}) {
  const ports = localPorts({ ...process.env, ...env });
  const { remotes: listed, config } = localRuntime(ports);
  // each remote's manifest rides in remotes.json (and so in the page): the shell need not fetch it
  const remotes = Object.fromEntries(
    Object.entries(listed).map(([name, entry]) => [name, withManifest(entry, path.join(PARTS.find((part) => part.name === name).dir, 'dist', 'mf-manifest.json'))]),
  );
  return { ports, remotes, config, shellOrigin: `http://localhost:${ports.shell}` };
}

/**
 * The development mailbox's key for one start: DEV_MAILBOX_KEY when set, else a new random one.
 * The mailbox answers only requests carrying it (api/src/routes/dev/index.ts), and `npm start`
 * prints the link with it, so only whoever reads this terminal opens it.
 * @param {Record<string,string|undefined>} env
 */
export function mailboxKeyFor(env) {
  return env.DEV_MAILBOX_KEY?.trim() || process.env.DEV_MAILBOX_KEY?.trim() || randomBytes(24).toString('base64url');
}

/**
 * The API alone, on the ports of `env` (its data folder, database and demo data from `env`),
 * ready once `/api/ready` answers. `mailboxKey` opens its development mailbox (when it has one).
 * @param {object} [o]
 * @param {Record<string,string>} [o.env]  extra environment for the API (RAPPORT_DATA_DIR, DATABASE_URL...)
 * @param {boolean} [o.quiet]  keep the API's log out of the terminal
 */
export async function startApi({ env = {}, quiet = false } = {}) {
  const { ports, shellOrigin } = siteRuntime(env);
  const mailboxKey = mailboxKeyFor(env);
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: {
      ...process.env,
      API_PORT: String(ports.api),
      SITE_ORIGIN: shellOrigin,
      ALLOWED_ORIGINS: [shellOrigin, `http://127.0.0.1:${ports.shell}`].join(','),
      // a terminal for people, not a log pipeline: warnings and errors only unless asked
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      ...env,
      DEV_MAILBOX_KEY: mailboxKey,
    },
  });
  const apiExited = new Promise((resolve) => api.once('exit', resolve));
  const stop = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
      await apiExited;
      clearTimeout(timer);
    }
  };
  try {
    await waitForUrl(`http://127.0.0.1:${ports.api}/api/ready`, 60_000, () => (api.exitCode !== null ? `the API exited with code ${api.exitCode}` : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, stop, mailboxKey };
}

/**
 * Each built part from its own origin, on the ports of `env` (PORT, API_PORT), with the headers
 * production sends.
 * @param {object} [o]
 * @param {Record<string,string>} [o.env]
 */
export async function startStaticSite({ env = {} } = {}) {
  const { ports, remotes, config, shellOrigin } = siteRuntime(env);
  // every origin's Content-Security-Policy trusts the remotes and the API of this environment
  const origins = trustedOrigins({ remotes, config });
  const servers = [];
  const stop = () => Promise.all(servers.map((server) => server.close()));
  try {
    for (const part of PARTS) {
      const shell = part.name === 'shell';
      servers.push(
        await startStaticServer({
          dir: path.join(part.dir, 'dist'),
          port: ports[part.name],
          host: '0.0.0.0',
          spa: shell,
          cors: !shell,
          json: shell ? { 'remotes.json': remotes, 'config.json': config } : {},
          origins,
          // plain http on this machine: no HSTS, no upgrade-insecure-requests
          production: false,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${shellOrigin}/`, ports, remotes, config, stop };
}

/**
 * The API, then the static origins.
 * @param {object} [o]
 * @param {Record<string,string>} [o.env]  extra environment for the API (RAPPORT_DATA_DIR, DATABASE_URL...)
 * @param {boolean} [o.quiet]  keep the API's log out of the terminal
 */
export async function startSite({ env = {}, quiet = false } = {}) {
  const api = await startApi({ env, quiet });
  let statics;
  try {
    statics = await startStaticSite({ env });
  } catch (error) {
    await api.stop();
    throw error;
  }
  const stop = async () => {
    await statics.stop();
    await api.stop();
  };
  return { ...statics, stop, api: api.api, mailboxKey: api.mailboxKey };
}
