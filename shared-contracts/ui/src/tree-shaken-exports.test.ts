import { readFileSync } from 'node:fs';
import path from 'node:path';
import { namedImports } from '../testing/named-imports';
import { PARTS, ROOT, sources as partSources } from '../testing/part-sources';
import lists from './tree-shaken-exports.json';

// the build-time renderers (src/prerender.tsx, remote/prerender.tsx) run in Node, never in a page
const sources = (dir: string) => partSources(dir, (name) => !/^prerender\.tsx?$/.test(name));

describe('the tree-shaken shared libraries', () => {
  it('reads named, aliased and type-only imports', () => {
    const src = `import { Box, Button as B, type BoxProps } from '@chakra-ui/react';\nimport type { X } from '@chakra-ui/react';`;
    expect(namedImports(src, '@chakra-ui/react')).toEqual(['Box', 'Button']);
    expect(namedImports(`import { Route } from 'react-router-dom';`, 'react-router-dom')).toEqual(['Route']);
  });

  // Every part uses the shell's copy of these libraries, tree-shaken to these lists: a name
  // missing here would be undefined at run time in the composed site.
  it.each(Object.entries(lists))('keeps every name any part imports from %s', (pkg, used) => {
    const missing: string[] = [];
    for (const part of PARTS) {
      for (const file of sources(path.join(ROOT, part, 'src'))) {
        for (const name of namedImports(readFileSync(file, 'utf8'), pkg)) {
          if (!used.includes(name)) missing.push(`${name} (${path.relative(ROOT, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
