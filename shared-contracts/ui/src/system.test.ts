// from the preset subpath, which the index re-exports: no test-only name in the shared copy's list
import { defaultConfig } from '@chakra-ui/react/preset';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as extras from './chakra-extras';
import { chakraTheme, system } from './system';
import lists from './tree-shaken-exports.json';

// Chakra's own ES module sources: what a bundle of it contains
const CHAKRA = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');

/** The file of Chakra's sources that defines an export of its index (null: another package's). */
function sourceOf(name: string): string | null {
  const index = readFileSync(path.join(CHAKRA, 'index.js'), 'utf8');
  for (const [, names, from] of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    const exported = names.split(',').map((item) => item.trim().split(/\s+as\s+/).pop());
    if (exported.includes(name)) return from.startsWith('.') ? path.join(CHAKRA, from) : null;
  }
  // a component's namespace: `import * as namespace$i from './components/dialog/namespace.js'`
  for (const [, local, exported] of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    if (exported !== name) continue;
    const from = index.match(new RegExp(`import \\* as ${local.replace('$', '\\$')} from '([^']+)'`));
    if (from) return path.join(CHAKRA, from[1]);
  }
  throw new Error(`${name} is not an export of @chakra-ui/react`);
}

/** The recipe keys a Chakra source and everything of Chakra it imports look up (`key: "button"`). */
function recipeKeys(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file)) return keys;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, key] of source.matchAll(/key: "(\w+)"/g)) keys.add(key);
  for (const [, from] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) recipeKeys(path.resolve(path.dirname(file), from), seen, keys);
  return keys;
}

const withoutRecipes = ({ theme, ...config }: typeof defaultConfig) => {
  const { recipes: _recipes, slotRecipes: _slotRecipes, ...rest } = theme ?? {};
  return { ...config, theme: rest };
};

describe('the Chakra system', () => {
  it('is Chakra’s default theme but for the recipes it leaves out', () => {
    expect(withoutRecipes(chakraTheme)).toEqual(withoutRecipes(defaultConfig));
    for (const kind of ['recipes', 'slotRecipes'] as const) {
      for (const [key, recipe] of Object.entries(chakraTheme.theme?.[kind] ?? {})) {
        expect([key, recipe]).toEqual([key, defaultConfig.theme?.[kind]?.[key]]);
      }
    }
  });

  // A component whose recipe is missing renders unstyled, without an error: every Chakra name
  // any part imports is checked (tree-shaken-exports.json lists them all, its test makes sure,
  // and chakra-extras the others).
  it('has the default recipe of every component the parts use', () => {
    const missing: string[] = [];
    for (const name of [...lists['@chakra-ui/react'], ...Object.keys(extras)]) {
      const file = sourceOf(name);
      if (!file) continue;
      for (const key of recipeKeys(file)) {
        const kind = defaultConfig.theme?.recipes?.[key] ? 'recipes' : defaultConfig.theme?.slotRecipes?.[key] ? 'slotRecipes' : null;
        if (kind && !chakraTheme.theme?.[kind]?.[key]) missing.push(`${key} (${name})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the components their recipes and Rapport’s colours', () => {
    expect(system.getRecipe('button')).toEqual(defaultConfig.theme?.recipes?.button);
    expect(system.getSlotRecipe('dialog')).toEqual(defaultConfig.theme?.slotRecipes?.dialog);
    expect(system.token('colors.brand.600')).toBe('#1f47b8');
  });
});
