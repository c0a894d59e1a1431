// The release mechanics on folders of their own: publish, keep the last N, refuse what cannot
// join the shell, roll back. (The live release in a browser is e2e/tests-prod/release.test.ts.)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, listReleases, publishRemote, rollbackRemote, siteEnvironment } from './releases.mjs';

let site: string;
let env: ReturnType<typeof siteEnvironment>;
const BASE = 'https://static.example';

/** A folder as a build of this repository leaves it. */
const CONTRACTS = { '@rapport/wire': '1.0.0', '@rapport/platform': '1.3.0', '@rapport/ui': '1.1.0' };
function build(name: string, { contracts = CONTRACTS as Record<string, string>, body = 'one' } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `build-${name}-`));
  writeFileSync(path.join(dir, 'rapport-build.json'), JSON.stringify({ name, version: '1.2.0', contracts }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, body }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${body} */`);
  writeFileSync(path.join(dir, '.build-stamp'), 'hash');
  return dir;
}
const remotes = () => JSON.parse(readFileSync(env.remotesJson, 'utf8'));
const versions = () => readdirSync(path.join(env.remotesDir, 'questionnaire')).filter((f) => f !== 'releases.json').sort();

beforeEach(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  env = siteEnvironment(site);
  mkdirSync(env.shellBuild, { recursive: true });
  writeFileSync(path.join(env.shellBuild, 'rapport-build.json'), JSON.stringify({ name: 'shell', version: '1.0.0', contracts: { '@rapport/wire': '1.0.0', '@rapport/platform': '1.0.0', '@rapport/ui': '1.0.0' } }));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('releasing one remote', () => {
  it('publishes a build as a version named by its contents, points remotes.json at it and keeps the one it replaced', () => {
    const first = publishRemote(env, { name: 'questionnaire', from: build('questionnaire'), baseUrl: BASE });
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    // the version's manifest rides along: the shell gets it in the page (remotes-in-page.cjs)
    expect(remotes().questionnaire).toEqual({
      manifest: `${BASE}/questionnaire/${first.version}/mf-manifest.json`,
      version: first.version,
      contracts: CONTRACTS,
      manifestContent: { id: 'questionnaire', body: 'one' },
    });
    expect(existsSync(path.join(env.remotesDir, 'questionnaire', first.version, '.build-stamp'))).toBe(false);

    // the same build again is the same version: nothing new
    expect(publishRemote(env, { name: 'questionnaire', from: build('questionnaire') }).version).toBe(first.version);
    const second = publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { body: 'two' }) });
    expect(second).toMatchObject({ previous: first.version });
    expect(remotes().questionnaire).toMatchObject({ version: second.version, manifestContent: { body: 'two' }, previous: { version: first.version } });
    expect(remotes().questionnaire.previous).not.toHaveProperty('manifestContent');
    expect(listReleases(env, 'questionnaire').map((r: { version: string; current: boolean }) => [r.version, r.current])).toEqual([
      [first.version, false],
      [second.version, true],
    ]);
  });

  it('keeps the last N versions and removes the older folders', () => {
    for (const n of [1, 2, 3, 4, 5]) publishRemote(env, { name: 'questionnaire', from: build('questionnaire'), version: `1.0.${n}`, baseUrl: BASE, keep: 3 });
    expect(versions()).toEqual(['1.0.3', '1.0.4', '1.0.5']);
    expect(listReleases(env, 'questionnaire').map((r: { version: string }) => r.version)).toEqual(['1.0.3', '1.0.4', '1.0.5']);
  });

  it('refuses, changing nothing, a build against another major of a shared contracts package, of another remote, or a version with other files', () => {
    publishRemote(env, { name: 'questionnaire', from: build('questionnaire'), version: '1.0.0', baseUrl: BASE });
    const before = readFileSync(env.remotesJson, 'utf8');
    expect(() => publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { contracts: { ...CONTRACTS, '@rapport/ui': '2.0.0' } }), version: '2.0.0' })).toThrow(
      new ReleaseError(
        "questionnaire was built against @rapport/ui 2.0.0, the shell has 1.0.0 (the rehearsal shell's): a different major cannot join it (release the shell with that major first). Nothing changed.",
      ),
    );
    expect(() => publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { contracts: { ...CONTRACTS, '@rapport/platform': '0.9.0' } }), version: '2.0.1' })).toThrow(
      /built against @rapport\/platform 0\.9\.0, the shell has 1\.0\.0/,
    );
    expect(() => publishRemote(env, { name: 'questionnaire', from: build('company'), version: '1.0.1' })).toThrow(/is a build of company, not questionnaire/);
    expect(() => publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { body: 'changed' }), version: '1.0.0' })).toThrow(
      /1\.0\.0 is already published with other files/,
    );
    expect(() => publishRemote(env, { name: 'company', from: build('company') })).toThrow(/no release .* yet: say where its versions are served/);
    expect(readFileSync(env.remotesJson, 'utf8')).toBe(before);
    expect(versions()).toEqual(['1.0.0']);
  });

  it('is blocked only by a major of a shared package it uses: the wire, bundled into each part, and packages it does not use never block it', () => {
    const withoutUi = { '@rapport/wire': '3.0.0', '@rapport/platform': '1.4.0' };
    const release = publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { contracts: withoutUi }), version: '1.5.0', baseUrl: BASE });
    expect(release.version).toBe('1.5.0');
    expect(remotes().questionnaire.contracts).toEqual(withoutUi);
  });

  it('rolls back to the release before, or to a named kept one, and says when there is none', () => {
    for (const n of [1, 2, 3]) publishRemote(env, { name: 'questionnaire', from: build('questionnaire', { body: `build ${n}` }), version: `1.0.${n}`, baseUrl: BASE });
    expect(rollbackRemote(env, { name: 'questionnaire' })).toEqual({ version: '1.0.2', from: '1.0.3' });
    expect(remotes().questionnaire).toMatchObject({ version: '1.0.2', manifest: `${BASE}/questionnaire/1.0.2/mf-manifest.json`, manifestContent: { body: 'build 2' } });
    expect(rollbackRemote(env, { name: 'questionnaire', to: '1.0.3' })).toEqual({ version: '1.0.3', from: '1.0.2' });
    expect(() => rollbackRemote(env, { name: 'questionnaire', to: '0.9.0' })).toThrow(/0\.9\.0 is not a kept release \(kept: 1\.0\.1, 1\.0\.2, 1\.0\.3\)/);
    rollbackRemote(env, { name: 'questionnaire', to: '1.0.1' });
    expect(() => rollbackRemote(env, { name: 'questionnaire' })).toThrow(/1\.0\.1 has no earlier kept release/);
  });
});
