import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as extras from './chakra-extras';
import { PARTS, ROOT, sources as partSources } from '../testing/part-sources';
import lists from './tree-shaken-exports.json';

// tests run against the whole library in jest, where there is no sharing
const sources = (dir: string) => partSources(dir, (name) => !/\.test\.tsx?$/.test(name));

/** Chakra subpaths a part may import: the theme's data (contracts' system) and, in chakra-extras itself, the components. */
const ALLOWED: Record<string, RegExp> = {
  'shared-contracts/ui/src/system.ts': /^theme$/,
  'shared-contracts/ui/src/chakra-extras.ts': /./,
};

describe('the Chakra components shared apart (chakra-extras)', () => {
  // Only the subpaths chakra-extras.ts re-exports from are shared (create-rspack-config.cjs): a
  // part importing another would get its own copy of Chakra's internals, whose components find no
  // ChakraProvider (the shell's is another copy's).
  it('are the only Chakra subpaths the parts import', () => {
    const found: string[] = [];
    for (const part of PARTS) {
      for (const file of sources(path.join(ROOT, part, 'src'))) {
        const relative = path.relative(ROOT, file);
        for (const [, subpath] of readFileSync(file, 'utf8').matchAll(/from\s+['"]@chakra-ui\/react\/([^'"]+)['"]/g)) {
          if (!ALLOWED[relative]?.test(subpath)) found.push(`${subpath} (${relative})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('are not in the shared Chakra every page loads', () => {
    const names = Object.keys(extras);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => lists['@chakra-ui/react'].includes(name))).toEqual([]);
  });
});
