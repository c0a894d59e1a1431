// The production rehearsal: the production topology on this machine. nginx (Debian's package) is
// the edge, with deploy/nginx.conf's two server blocks as they are (the shell's origin and the
// remotes' static origin: caching rules and security headers) plus the Ingress's one job, /api to
// the API replicas; two API replicas (API_ROLE=web) and one job worker (API_ROLE=worker) on the
// PostgreSQL server at DATABASE_URL; the built remotes published as versions the way a release
// publishes them. Used by `npm run start:prod`, the production tests (e2e/tests-prod) and the
// end-to-end journey when E2E_TARGET=rehearsal.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PARTS, REMOTES, ROOT } from './parts.mjs';
import { waitForUrl } from './processes.mjs';
import { publishRemote, siteEnvironment } from './releases.mjs';
import { nginxIncludes, trustedOrigins } from './security-headers.mjs';

export const DEFAULT_SITE_DIR = path.join(ROOT, 'deploy/out/rehearsal');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx() {
  const found = NGINX_CANDIDATES.find((file) => existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error("nginx is not installed: the rehearsal's edge is Debian's nginx (apt-get install nginx)");
}

// Debian's brotli modules for nginx (libnginx-mod-http-brotli-static and -filter): with them the
// edge sends the build's .br copies, and brotli on the fly, to browsers that take it; without
// them, gzip only (deploy/nginx.conf's server blocks).
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((file) => path.join('/usr/lib/nginx/modules', file));
/** brotli on the fly for the types deploy/nginx.conf compresses with gzip: one list for both */
function brotliHttp(servers) {
  const types = /^\s*gzip_types ([^;]+);/m.exec(servers)?.[1];
  if (!types) throw new Error('deploy/nginx.conf: expected a gzip_types line');
  return `  brotli_static on;
  brotli on;
  brotli_comp_level 5;
  brotli_min_length 1024;
  brotli_types ${types};
`;
}

/** The brotli modules' files, when both are installed. */
export function brotliModules() {
  return BROTLI_MODULES.every((file) => existsSync(file)) ? BROTLI_MODULES : [];
}

/** Ports: the edge (shell origin) on `port`, the static origin next, the API replicas from port + 20, the worker on port + 29. */
export function rehearsalPorts(port = 8080, replicas = 2) {
  return {
    edge: port,
    static: port + 1,
    api: Array.from({ length: replicas }, (_, i) => port + 20 + i),
    worker: port + 29,
  };
}

/**
 * The edge's configuration: deploy/nginx.conf's server blocks, bound to this machine's ports and
 * folders, and an /api location (what the Ingress does in Kubernetes) sending requests to the
 * replicas. A replica that refuses the connection or answers 502/503/504 is skipped and the
 * request goes to the next one when nginx may repeat it (not a POST: nginx never repeats a
 * non-idempotent request that reached a replica); X-Forwarded-For is the client's address only
 * (the API trusts this one proxy), and the request id is the edge's.
 */
export function edgeConfig({ ports, shellRoot, remotesRoot, includesDir, prefix }) {
  const shellOrigin = `http://localhost:${ports.edge}`;
  let servers = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8').replace(/^#.*\n/gm, '');
  let listen = 0;
  servers = servers
    .replace(/listen 80;/g, () => `listen ${listen++ === 0 ? ports.edge : ports.static};`)
    .replace(/server_name [^;]+;/g, 'server_name localhost;')
    .replace('root /srv/rapport/shell;', `root ${shellRoot};`)
    .replace('root /srv/rapport/remotes;', `root ${remotesRoot};`)
    .replaceAll('https://app.rapport.example', shellOrigin)
    .replaceAll('include rapport/', `include ${includesDir}/`);
  if (listen !== 2) throw new Error('deploy/nginx.conf: expected two server blocks listening on port 80');
  const api = `
  location ^~ /api/ {
    proxy_pass http://rapport_api;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    client_max_body_size 2m;
  }
`;
  // the first server block is the shell's origin: the API goes there, same origin as the page
  servers = servers.replace(/(server_tokens off;\n)/, `$1${api}`);
  const temp = (name) => `${name} ${path.join(prefix, 'tmp', name.replace(/_path$/, ''))};`;
  const brotli = brotliModules();
  return `# Written by deploy/lib/rehearsal.mjs from deploy/nginx.conf: do not edit.
${brotli.map((file) => `load_module ${file};`).join('\n')}
worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'edge-error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format edge '$remote_addr "$request" $status $request_time upstream=[$upstream_addr] upstream_status=[$upstream_status] id=$request_id';
  access_log ${path.join(prefix, 'logs', 'edge-access.log')} edge;
  ${temp('client_body_temp_path')}
  ${temp('proxy_temp_path')}
  ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')}
  ${temp('scgi_temp_path')}
  sendfile on;
  keepalive_timeout 65;
${brotli.length > 0 ? brotliHttp(servers) : ''}  upstream rapport_api {
${ports.api.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
${servers}
}
`;
}

/** For waitForUrl: the reason to stop waiting once `child` has exited. */
const whileRunning = (child, what) => () => (exited(child) ? `${what} exited (code ${child.exitCode ?? child.signalCode})` : undefined);


function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopChild(child, signal = 'SIGTERM', graceMs = 12_000) {
  if (!child || exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** The mail secret of this rehearsal: required in production, kept in its folder across starts. */
function mailSecretKey(dir) {
  const file = path.join(dir, 'mail-secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts the rehearsal. The parts must be built (deploy/scripts/build.mjs). Each start publishes
 * the current build of each remote as a release (the same version again when nothing changed),
 * so the folder keeps its release history across starts, as production does.
 * @param {object} o
 * @param {string} o.databaseUrl  the PostgreSQL database (required: the rehearsal never runs on PGlite)
 * @param {number} [o.port]  the edge's port (8080); see rehearsalPorts for the others
 * @param {string} [o.dir]  the rehearsal's folder (deploy/out/rehearsal): site, logs, nginx files
 * @param {boolean} [o.quiet]  nothing on the terminal (the processes' logs are in <dir>/logs anyway)
 * @param {Record<string,string>} [o.env]  more environment for the API processes
 */
export async function startRehearsal({ databaseUrl, port = 8080, dir = DEFAULT_SITE_DIR, quiet = false, replicas = 2, env = {} }) {
  if (!databaseUrl) throw new Error('the rehearsal runs on PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/rapport)');
  const nginx = findNginx();
  const ports = rehearsalPorts(port, replicas);
  const shellOrigin = `http://localhost:${ports.edge}`;
  const staticOrigin = `http://localhost:${ports.static}`;
  const say = (line) => quiet || console.log(`[rehearsal] ${line}`);

  // the folder: nginx's workers may run as another user than the master (root): readable by all
  for (const sub of ['', 'shell', 'remotes', 'logs', 'tmp', 'nginx']) mkdirSync(path.join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'tmp'), 0o777);

  const site = siteEnvironment(dir);
  const shellDist = path.join(PARTS.find((p) => p.name === 'shell').dir, 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) throw new Error('the shell is not built: node deploy/scripts/build.mjs --missing');
  // the shell's files; remotes.json (the releases) stays as the last release left it
  cpSync(shellDist, site.shellBuild, { recursive: true, filter: (source) => path.basename(source) !== '.build-stamp' });
  const config = { apiBase: `${shellOrigin}/api` };
  writeFileSync(path.join(site.shellBuild, 'config.json'), JSON.stringify(config, null, 2) + '\n');
  for (const name of REMOTES) {
    const from = path.join(PARTS.find((p) => p.name === name).dir, 'dist');
    const release = publishRemote(site, { name, from, baseUrl: staticOrigin });
    if (release.previous !== release.version) say(`${name} ${release.version} published`);
  }
  const remotes = JSON.parse(readFileSync(site.remotesJson, 'utf8'));

  // the security headers of this environment (plain http: no HSTS), as nginx-headers.mjs writes them
  const includesDir = path.join(dir, 'nginx', 'rapport');
  mkdirSync(includesDir, { recursive: true });
  const origins = trustedOrigins({ remotes, config });
  for (const [file, content] of Object.entries(nginxIncludes({ origins, production: false }))) writeFileSync(path.join(includesDir, file), content);
  const nginxConf = path.join(dir, 'nginx', 'nginx.conf');
  writeFileSync(nginxConf, edgeConfig({ ports, shellRoot: site.shellBuild, remotesRoot: site.remotesDir, includesDir, prefix: dir }));
  const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', nginxConf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${nginxConf}:\n${check.stderr}`);

  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    API_HOST: '127.0.0.1',
    SITE_ORIGIN: shellOrigin,
    ALLOWED_ORIGINS: shellOrigin,
    // the edge is the one proxy: X-Forwarded-For holds the client's address and nothing else
    TRUST_PROXY: 'true',
    // every replica counts the same requests
    RATE_LIMIT_STORE: 'database',
    MAIL_SECRET_KEY: mailSecretKey(dir),
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    DEMO_DATA: '',
    ...env,
  };
  const logFile = (name) => createWriteStream(path.join(dir, 'logs', `${name}.log`), { flags: 'a' });
  const runApi = (name, script, extra) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
      cwd: ROOT,
      env: { ...apiEnv, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = logFile(name);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    if (!quiet) child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
    return child;
  };

  const processes = { replicas: [], worker: undefined, nginx: undefined };
  const stop = async () => {
    await stopChild(processes.nginx, 'SIGQUIT');
    await Promise.all([...processes.replicas.map((r) => stopChild(r.child)), stopChild(processes.worker)]);
  };

  try {
    // the migration Job's step, once, before the replicas (they take the same advisory lock anyway)
    say('migrating the database…');
    const migrate = runApi('migrate', 'api/scripts/migrate.ts', {});
    const code = await new Promise((resolve) => migrate.once('exit', resolve));
    if (code !== 0) throw new Error(`the migration failed (code ${code}): see ${path.join(dir, 'logs', 'migrate.log')}`);

    const replica = (index) => {
      const entry = { index, port: ports.api[index], child: undefined };
      entry.start = async () => {
        entry.child = runApi(`api-${index + 1}`, 'api/src/server.ts', { API_PORT: String(entry.port), API_ROLE: 'web' });
        await waitForUrl(`http://127.0.0.1:${entry.port}/api/ready`, 60_000, whileRunning(entry.child, `API replica ${index + 1}`));
      };
      /** SIGKILL: the machine lost, nothing finished; SIGTERM: a rolling restart's graceful stop */
      entry.kill = (signal = 'SIGKILL') => stopChild(entry.child, signal);
      return entry;
    };
    processes.replicas = ports.api.map((_, index) => replica(index));
    processes.worker = runApi('worker', 'api/src/server.ts', { API_PORT: String(ports.worker), API_ROLE: 'worker' });
    await Promise.all([
      ...processes.replicas.map((r) => r.start()),
      waitForUrl(`http://127.0.0.1:${ports.worker}/api/ready`, 60_000, whileRunning(processes.worker, 'the job worker')),
    ]);

    rmSync(path.join(dir, 'nginx.pid'), { force: true });
    processes.nginx = spawn(nginx, ['-p', dir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    processes.nginx.stderr.pipe(logFile('edge-stderr'), { end: false });
    await waitForUrl(`${shellOrigin}/api/ready`, 20_000, whileRunning(processes.nginx, 'nginx'));
    await waitForUrl(`${shellOrigin}/`, 5_000, whileRunning(processes.nginx, 'nginx'));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `${shellOrigin}/`,
    ports: { shell: ports.edge, static: ports.static, api: ports.edge, replicas: ports.api, worker: ports.worker },
    config,
    remotes,
    dir,
    site,
    logs: path.join(dir, 'logs'),
    replicas: processes.replicas,
    worker: () => processes.worker,
    edge: () => processes.nginx,
    stop,
  };
}
