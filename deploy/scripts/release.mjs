#!/usr/bin/env node
// Releases ONE remote, rolls it back, or lists its kept versions. Nothing else is rebuilt.
// From the remote's workspace (package.json scripts):
//   npm run release  -w mfe-questionnaire -- [--env production|rehearsal] [--site DIR] [--version X.Y.Z] [--from DIR] [--keep N] [--base-url URL]
//   npm run rollback -w mfe-questionnaire -- [--env ...] [--site DIR] [--to X.Y.Z]
//   npm run releases -w mfe-questionnaire -- [--env ...] [--site DIR]
// release: builds the remote alone (or takes the build in --from), refuses it when it was built
// against another major of a shared contracts package than the environment's shell, copies it into a new version
// folder, points the environment's remotes.json at it and keeps the last N versions (5).
// `--env rehearsal` is the production rehearsal (`npm run start:prod`): its remotes.json is
// served live, so the next page load takes the new version. `--env production` writes
// deploy/out/production/remotes/<name>/<version>/ to upload and deploy/environments/production/remotes.json.
// Exit codes: 0 done, 1 the build failed, 2 refused (nothing changed).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildParts } from './build.mjs';
import { PARTS } from '../lib/parts.mjs';
import { DEFAULT_KEEP, ReleaseError, listReleases, productionEnvironment, publishRemote, rollbackRemote, siteEnvironment } from '../lib/releases.mjs';
import { DEFAULT_SITE_DIR } from '../lib/rehearsal.mjs';

const [action, workspace, ...rest] = process.argv.slice(2);
const usage = 'usage: release.mjs release|rollback|list mfe-<remote> [--env production|rehearsal] [--site DIR] [--version X.Y.Z] [--from DIR] [--keep N] [--to X.Y.Z]';
const { values } = parseArgs({
  args: rest,
  options: {
    env: { type: 'string', default: 'production' },
    site: { type: 'string' },
    version: { type: 'string' },
    from: { type: 'string' },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
    to: { type: 'string' },
    'base-url': { type: 'string' },
  },
});
const part = PARTS.find((p) => p.name !== 'shell' && path.basename(p.dir) === workspace);
if (!['release', 'rollback', 'list'].includes(action) || !part) {
  console.error(usage);
  process.exit(2);
}
const keep = Number(values.keep);
if (!Number.isInteger(keep) || keep < 2) {
  console.error('--keep: a whole number of at least 2 (the version served and one to roll back to)');
  process.exit(2);
}

let env;
if (values.env === 'production') env = productionEnvironment();
else if (values.env === 'rehearsal') env = siteEnvironment(path.resolve(values.site ?? process.env.REHEARSAL_DIR ?? DEFAULT_SITE_DIR));
else {
  console.error(`--env: production or rehearsal, not ${values.env}`);
  process.exit(2);
}

try {
  if (action === 'release') {
    let from = values.from && path.resolve(values.from);
    if (!from) {
      buildParts({ onlyMissing: true, names: [part.name] });
      from = path.join(part.dir, 'dist');
    }
    const result = publishRemote(env, { name: part.name, from, version: values.version, baseUrl: values['base-url'], keep });
    console.log(`[release] ${part.name} ${result.version} is what ${env.name} serves now (was ${result.previous ?? 'nothing'})`);
    if (result.removed.length) console.log(`[release] removed older versions: ${result.removed.join(', ')} (kept the last ${keep})`);
    if (env.name === 'production') {
      console.log(`[release] upload ${path.relative(process.cwd(), path.join(env.remotesDir, part.name, result.version))}/ to the static origin, then publish ${path.relative(process.cwd(), env.remotesJson)}`);
    }
    if (result.previous) console.log(`[release] roll back with: npm run rollback -w ${workspace} -- --env ${env.name}`);
  } else if (action === 'rollback') {
    const result = rollbackRemote(env, { name: part.name, to: values.to });
    console.log(`[rollback] ${part.name}: ${env.name} serves ${result.version} again (was ${result.from})`);
  } else {
    for (const r of listReleases(env, part.name)) {
      const contracts = Object.entries(r.contracts ?? {}).map(([pkg, version]) => `${pkg.replace('@rapport/', '')} ${version}`).join(', ');
      console.log(`${r.current ? '*' : ' '} ${r.version}  ${contracts}  ${r.published}`);
    }
  }
} catch (error) {
  if (error instanceof ReleaseError) {
    console.error(`[${action}] refused: ${error.message}`);
    process.exit(2);
  }
  console.error(`[${action}] ${error.message}`);
  process.exit(1);
}
