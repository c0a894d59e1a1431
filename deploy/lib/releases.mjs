// Releasing one remote into an environment: its build is copied into a versioned folder that
// never changes, the environment's remotes.json is pointed at it (written whole, then renamed
// over the old one, so the shell never reads half a file), and the last versions are kept for
// a rollback. Used by `npm run release|rollback -w mfe-<remote>` (scripts/release.mjs) and by
// the production rehearsal (rehearsal.mjs), whose static server serves those folders live.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './parts.mjs';
import contractsVersions from './contracts-versions.cjs';
import { serializeRemotes, withManifest } from './remotes-in-page.cjs';

/** What every built part carries (deploy/build/create-rspack-config.cjs, BuildInfo). */
export const BUILD_INFO_FILE = 'rapport-build.json';
/** Each remote's release history, beside its version folders. */
const HISTORY_FILE = 'releases.json';
export const DEFAULT_KEEP = 5;

export class ReleaseError extends Error {}

const { contractsMisfit } = contractsVersions;

/**
 * An environment: where its remotes.json lives, where the remotes' version folders go, the
 * contracts version of the shell it serves, and the URL the version folders are served under.
 * `production` is the example environment of deploy/environments (its folders are uploaded by
 * the deploy); a rehearsal's is its site folder (rehearsal.mjs), served as it is written.
 */
export function productionEnvironment() {
  return {
    name: 'production',
    remotesJson: path.join(ROOT, 'deploy/environments/production/remotes.json'),
    remotesDir: path.join(ROOT, 'deploy/out/production/remotes'),
    shellBuild: path.join(ROOT, 'shell/dist'),
  };
}

export function siteEnvironment(siteDir, name = 'rehearsal') {
  return {
    name,
    remotesJson: path.join(siteDir, 'shell', 'remotes.json'),
    remotesDir: path.join(siteDir, 'remotes'),
    shellBuild: path.join(siteDir, 'shell'),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written beside, then renamed over: a reader sees the old file or the new one, never half (no `<`: it goes into the page). */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, serializeRemotes(value));
  renameSync(temporary, file);
}

export function readBuildInfo(dir, what) {
  const file = path.join(dir, BUILD_INFO_FILE);
  if (!existsSync(file)) throw new ReleaseError(`${what}: no ${BUILD_INFO_FILE} in ${dir} (not a build of this repository)`);
  const info = readJson(file);
  if (typeof info.name !== 'string' || (typeof info.contracts !== 'object' || info.contracts === null)) throw new ReleaseError(`${what}: ${file} is not a build description`);
  return info;
}

export function readRemotes(env) {
  return existsSync(env.remotesJson) ? readJson(env.remotesJson) : {};
}

function* filesUnder(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), relative);
    else yield relative;
  }
}

/** A build's fingerprint: every file's path and bytes (a rebuild of the same sources gives the same). */
export function buildHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    if (file === '.build-stamp') continue;
    hash.update(file).update('\0').update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

function readHistory(env, name) {
  const file = path.join(env.remotesDir, name, HISTORY_FILE);
  return existsSync(file) ? readJson(file) : { releases: [] };
}

/** The URL the version folders are served under, from the remote's current entry. */
function baseUrlOf(entry, name) {
  const suffix = new RegExp(`/${name}/[^/]+/mf-manifest\\.json$`);
  return entry && suffix.test(entry.manifest) ? entry.manifest.replace(suffix, '') : undefined;
}

function checkContracts(env, name, contracts) {
  const shell = readBuildInfo(env.shellBuild, `the ${env.name} shell`);
  const misfit = contractsMisfit(contracts, shell.contracts);
  if (misfit) {
    throw new ReleaseError(
      `${name} was built against ${misfit} (the ${env.name} shell's): ` +
        `a different major cannot join it (release the shell with that major first). Nothing changed.`,
    );
  }
}

/** Points remotes.json at a published version; the entry it replaces is kept as `previous`. */
function pointAt(env, name, release, baseUrl) {
  const remotes = readRemotes(env);
  const current = remotes[name];
  // the version's manifest goes with it: the shell gets it in the page instead of fetching it
  const entry = withManifest(
    { manifest: `${baseUrl}/${name}/${release.version}/mf-manifest.json`, version: release.version, contracts: release.contracts },
    path.join(env.remotesDir, name, release.version, 'mf-manifest.json'),
  );
  // the entry replaced becomes `previous` (without its own previous: one step back is kept)
  const replaced = current && { manifest: current.manifest, version: current.version, ...(current.contracts && { contracts: current.contracts }) };
  remotes[name] = current && current.version !== release.version ? { ...entry, previous: replaced } : { ...entry, ...(current?.previous && { previous: current.previous }) };
  writeJsonAtomically(env.remotesJson, remotes);
  return current;
}

/** Removes the version folders beyond the last `keep` releases, never the one being served. */
function prune(env, name, history, keep, serving) {
  const kept = history.releases.slice(-keep).map((r) => r.version);
  const removed = [];
  for (const release of history.releases) {
    if (kept.includes(release.version) || release.version === serving) continue;
    rmSync(path.join(env.remotesDir, name, release.version), { recursive: true, force: true });
    removed.push(release.version);
  }
  history.releases = history.releases.filter((r) => !removed.includes(r.version));
  return removed;
}

/**
 * Publishes a built remote (its dist folder) as a new version of `name` and points the
 * environment at it. Refused, with nothing changed: a build of another remote, a build against
 * another contracts major than the environment's shell, a version folder already holding other
 * files.
 * @param {ReturnType<typeof siteEnvironment>} env
 * @param {{ name: string, from: string, version?: string, baseUrl?: string, keep?: number }} o
 * @returns {{ version: string, previous?: string, removed: string[] }}
 */
export function publishRemote(env, { name, from, version, baseUrl, keep = DEFAULT_KEEP }) {
  const info = readBuildInfo(from, `the ${name} build`);
  if (info.name !== name) throw new ReleaseError(`${from} is a build of ${info.name}, not ${name}. Nothing changed.`);
  checkContracts(env, name, info.contracts);
  const hash = buildHash(from);
  const packageVersion = version ?? `${info.version ?? '1.0.0'}-${hash}`;
  if (!/^\d+\.\d+\.\d+([-.+][\w.]+)?$/.test(packageVersion)) throw new ReleaseError(`not a version: ${packageVersion}`);
  const remotes = readRemotes(env);
  const base = (baseUrl ?? baseUrlOf(remotes[name], name))?.replace(/\/$/, '');
  if (!base) throw new ReleaseError(`${name} has no release in ${env.remotesJson} yet: say where its versions are served (--base-url)`);

  const history = readHistory(env, name);
  const folder = path.join(env.remotesDir, name, packageVersion);
  const known = history.releases.find((r) => r.version === packageVersion);
  if (existsSync(folder)) {
    if (known?.hash !== hash) throw new ReleaseError(`${name} ${packageVersion} is already published with other files: a version never changes. Nothing changed.`);
  } else {
    // copied beside, then renamed into place: the folder appears whole
    const temporary = `${folder}.tmp-${process.pid}`;
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(path.dirname(folder), { recursive: true });
    cpSync(from, temporary, { recursive: true, filter: (source) => path.basename(source) !== '.build-stamp' });
    renameSync(temporary, folder);
  }
  const release = { version: packageVersion, contracts: info.contracts, hash, published: new Date().toISOString() };
  history.releases = [...history.releases.filter((r) => r.version !== packageVersion), release];
  const previous = pointAt(env, name, release, base);
  const removed = prune(env, name, history, keep, packageVersion);
  writeJsonAtomically(path.join(env.remotesDir, name, HISTORY_FILE), history);
  return { version: packageVersion, previous: previous?.version, removed };
}

/**
 * Points `name` back at an earlier kept version: `to`, or the release before the one served.
 * The version folders stay; a later release goes on from the history as it is.
 * @param {ReturnType<typeof siteEnvironment>} env
 * @param {{ name: string, to?: string }} o
 */
export function rollbackRemote(env, { name, to }) {
  const remotes = readRemotes(env);
  const current = remotes[name];
  if (!current) throw new ReleaseError(`${name} has no release in ${env.remotesJson}`);
  const history = readHistory(env, name);
  const index = history.releases.findIndex((r) => r.version === current.version);
  const target = to ? history.releases.find((r) => r.version === to) : history.releases[index - 1];
  if (!target) {
    const kept = history.releases.map((r) => r.version).join(', ') || 'none';
    throw new ReleaseError(to ? `${name} ${to} is not a kept release (kept: ${kept})` : `${name} ${current.version} has no earlier kept release (kept: ${kept})`);
  }
  if (!existsSync(path.join(env.remotesDir, name, target.version, 'mf-manifest.json'))) {
    throw new ReleaseError(`${name} ${target.version}: its folder is gone from ${env.remotesDir}`);
  }
  checkContracts(env, name, target.contracts);
  pointAt(env, name, target, baseUrlOf(current, name));
  return { version: target.version, from: current.version };
}

/** The kept releases of a remote, oldest first, with the one served marked. */
export function listReleases(env, name) {
  const current = readRemotes(env)[name]?.version;
  return readHistory(env, name).releases.map((r) => ({ ...r, current: r.version === current }));
}
