// The deployable front-end parts, their workspace folders and local ports (shell on PORT,
// each remote on its own origin, as production serves them from separate places).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The contracts' remote table (shared-contracts/platform/src/routes/remotes.json): the one list of remotes. */
const REMOTE_TABLE = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/platform/src/routes/remotes.json'), 'utf8'));

export const REMOTES = REMOTE_TABLE.map((remote) => remote.name);

export const PARTS = [
  { name: 'shell', dir: path.join(ROOT, 'shell') },
  ...REMOTE_TABLE.map((remote) => ({ name: remote.name, dir: path.join(ROOT, remote.workspace) })),
];

/** Local ports: the shell on PORT (8080), remotes on the next four, the API on API_PORT (8090). */
export function localPorts(env = process.env) {
  const shell = Number(env.PORT || 8080);
  const ports = { shell, api: Number(env.API_PORT || shell + 10) };
  REMOTES.forEach((name, i) => {
    ports[name] = shell + 1 + i;
  });
  return ports;
}

export function localRuntime(ports, host = 'localhost') {
  const version = process.env.RELEASE_VERSION || 'local';
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, { manifest: `http://${host}:${ports[name]}/mf-manifest.json`, version }]),
  );
  return { remotes, config: { apiBase: `http://${host}:${ports.api}/api` } };
}
