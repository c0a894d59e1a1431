#!/usr/bin/env node
// Builds ONE remote alone into a versioned folder and points an environment's remotes.json at
// it. Nothing else is rebuilt. Usage (from the remote's workspace):
//   npm run release -w mfe-company -- --env production --version 1.4.0 --base-url https://static.example/company
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/parts.mjs';

const [workspace, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { env: { type: 'string', default: 'production' }, version: { type: 'string' }, 'base-url': { type: 'string' } },
});
const name = workspace?.replace(/^mfe-/, '');
const partDir = path.join(ROOT, workspace ?? '');
if (!workspace?.startsWith('mfe-') || !existsSync(partDir)) {
  console.error('usage: release.mjs mfe-<remote> --version X.Y.Z --base-url URL [--env production]');
  process.exit(2);
}
const version = values.version ?? JSON.parse(readFileSync(path.join(partDir, 'package.json'), 'utf8')).version;
if (!/^\d+\.\d+\.\d+([-.+][\w.]+)?$/.test(version)) {
  console.error(`not a version: ${version}`);
  process.exit(2);
}
const baseUrl = (values['base-url'] ?? `/${name}`).replace(/\/$/, '');

const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: partDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const out = path.join(ROOT, 'deploy/out', name, version);
rmSync(out, { recursive: true, force: true });
cpSync(path.join(partDir, 'dist'), out, { recursive: true });

const envFile = path.join(ROOT, 'deploy/environments', values.env, 'remotes.json');
const remotes = existsSync(envFile) ? JSON.parse(readFileSync(envFile, 'utf8')) : {};
const previous = remotes[name];
remotes[name] = { manifest: `${baseUrl}/${version}/mf-manifest.json`, version };
writeFileSync(envFile, JSON.stringify(remotes, null, 2) + '\n');

console.log(`[release] ${name} ${version} built into ${path.relative(ROOT, out)}`);
console.log(`[release] upload it to ${baseUrl}/${version}/, then publish ${path.relative(ROOT, envFile)}`);
if (previous) console.log(`[release] rollback: point ${name} back to ${previous.manifest}`);
