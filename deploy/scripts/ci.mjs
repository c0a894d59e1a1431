#!/usr/bin/env node
// CI on a clean checkout of a fresh machine (`.ci/run`): installs what the tests need (Debian's
// chromium, nginx with its brotli modules, and kubectl, then `npm ci`), makes sure PostgreSQL answers, then typecheck,
// lint, `npm test` with the API suite on PostgreSQL (its only run: the PGlite-specific tests run
// on PGlite whatever DATABASE_URL says, and the e2e site runs on PGlite as `npm start` does),
// and the production rehearsal. One table at the end: each stage, its time, its tests.
// Only Node's own modules here: node_modules does not exist before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stages } from '../lib/stages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATABASE_URL = process.env.CI_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
process.env.CI = 'true';
const stages = new Stages('ci');

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const sh = (command) => {
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`${command}: exit ${result.status}`);
};

// what the tests use from Debian: chromium (e2e), nginx and its brotli modules (the rehearsal's
// edge sends the build's .br copies), kubectl (the manifests test)
const installed = {
  nginx: () => has('nginx') || existsSync('/usr/sbin/nginx'),
  // the files deploy/lib/rehearsal.mjs loads (brotliModules)
  brotli: () => ['filter', 'static'].every((kind) => existsSync(`/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`)),
};
const packages = [
  ['chromium', 'chromium fonts-dejavu-core'],
  ['nginx', 'nginx'],
  ['brotli', 'libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter'],
  ['kubectl', 'kubernetes-client'],
].filter(([command]) => !(installed[command] ?? (() => has(command)))());
if (packages.length > 0) {
  await stages.step(`Debian packages (${packages.map(([, names]) => names).join(' ')})`, () => {
    sh('apt-get update -qq');
    sh(`apt-get install -y -qq --no-install-recommends ${packages.map(([, names]) => names).join(' ')} >/dev/null`);
  });
}
spawnSync('chromium', ['--version'], { stdio: 'inherit' });

const pgReady = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;
await stages.step('PostgreSQL (127.0.0.1:5432)', async () => {
  if (pgReady()) return;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length === 0) throw new Error('no PostgreSQL cluster on this machine (apt-get install postgresql)');
  sh(`pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`);
  const deadline = Date.now() + 60_000;
  while (!pgReady()) {
    if (Date.now() > deadline) throw new Error('PostgreSQL did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

const ok =
  stages.ok &&
  (await stages.run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, count: false })) &&
  // each goes on after a failure of the one before: a run shows every broken stage at once
  [
    await stages.run('typecheck', 'npm', ['run', 'typecheck'], { cwd: ROOT, count: false }),
    await stages.run('lint', 'npm', ['run', 'lint'], { cwd: ROOT, count: false }),
    await stages.run('npm test', 'npm', ['test'], { cwd: ROOT, env: { DATABASE_URL } }),
    await stages.run('production rehearsal (npm run test:prod)', 'npm', ['run', 'test:prod'], { cwd: ROOT, env: { REHEARSAL_DATABASE_URL: DATABASE_URL } }),
  ].every(Boolean);

stages.print();
process.exit(ok ? 0 : 1);
