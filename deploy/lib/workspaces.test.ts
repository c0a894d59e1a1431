import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm ci` on a clean checkout resolves a workspace's dependency on another workspace only when
 * the versions agree; otherwise it asks the registry, where our private packages are not, and CI
 * stops at install. A local tree with node_modules already linked does not show it: this does.
 */
const root = join(__dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('workspaces', () => {
  const workspaces: string[] = readJson('package.json').workspaces;
  const versions = new Map(workspaces.map((dir) => {
    const pkg = readJson(join(dir, 'package.json'));
    return [pkg.name as string, pkg.version as string];
  }));

  it.each(workspaces)('%s depends on the other workspaces at their own versions', (dir) => {
    const pkg = readJson(join(dir, 'package.json'));
    const wanted = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies } as Record<string, string>;
    const mismatched = Object.entries(wanted)
      .filter(([name, range]) => versions.has(name) && range !== versions.get(name) && range !== '*')
      .map(([name, range]) => `${name}: wants ${range}, the workspace is ${versions.get(name)}`);
    expect(mismatched).toEqual([]);
  });

  it('the lock file links every workspace and asks the registry for none of them', () => {
    const lock = readJson('package-lock.json');
    for (const name of versions.keys()) {
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({ link: true });
    }
  });
});
