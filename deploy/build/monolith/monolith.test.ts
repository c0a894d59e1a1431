// The monolith baseline (`npm run bench:compose`) is built from the parts' own code: these checks
// fail when a part changes under it (a remote renamed, a page moved, contracts calling more of
// single-spa), before a benchmark run would. Its typecheck (tsconfig.json here) covers the rest.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(__dirname, 'src');
const REMOTE_TABLE: { name: string; workspace: string }[] = JSON.parse(
  readFileSync(path.join(ROOT, 'shared-contracts/platform/src/routes/remotes.json'), 'utf8'),
);

const read = (file: string) => readFileSync(file, 'utf8');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) yield full;
  }
}

/** Every module a source file names: static imports, re-exports and import() calls. */
const specifiers = (code: string) => [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);

function resolves(specifier: string, fromDir: string): boolean {
  if (specifier.startsWith('.')) {
    const base = path.resolve(fromDir, specifier);
    return ['', '.ts', '.tsx', '.json', '/index.ts'].some((ext) => existsSync(base + ext) && statSync(base + ext).isFile());
  }
  try {
    require.resolve(specifier, { paths: [fromDir] });
    return true;
  } catch {
    return false;
  }
}

describe('the monolith build', () => {
  it('imports only modules that exist', () => {
    const files = [...sources(SRC)];
    expect(files.length).toBeGreaterThan(4);
    const missing = files.flatMap((file) =>
      specifiers(read(file))
        .filter((specifier) => !resolves(specifier, path.dirname(file)))
        .map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(REMOTE_TABLE)('renders $name with the root component and strings its lifecycles mount', ({ name, workspace }) => {
    const lifecycles = read(path.join(ROOT, workspace, 'src/lifecycles.tsx'));
    const [, namespace, root] = lifecycles.match(/createRemoteApp\(\s*'([^']+)',\s*(\w+)/) ?? [];
    expect(root).toBeDefined();
    const [, rootFile] = lifecycles.match(new RegExp(`import \\{[^}]*\\b${root}\\b[^}]*\\} from '\\./([^']+)'`)) ?? [];
    expect(rootFile).toBeDefined();

    const pagesFile = path.join(SRC, 'pages', `${name}-pages.ts`);
    const pages = read(pagesFile);
    const imported = specifiers(pages).map((specifier) => path.relative(ROOT, path.resolve(path.dirname(pagesFile), specifier)));
    expect(imported).toEqual(
      expect.arrayContaining([`${workspace}/src/${rootFile}`, `${workspace}/src/locales/en.json`, `${workspace}/src/locales/fr.json`]),
    );
    expect(pages).toMatch(new RegExp(`import \\{ ${root}\\b`));
    expect(pages).toContain(`addTranslations('${namespace}'`);
    expect(pages).toContain(`export default ${root};`);
    // and the page table has it under the remote's name
    const table = read(path.join(SRC, 'remote-pages.ts'));
    expect(table).toContain(`'./pages/${name}-pages'`);
    expect(table).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('has a stand-in for every single-spa function the code it bundles calls', () => {
    const standIn = read(path.join(SRC, 'single-spa-stand-in.ts'));
    const called = ['platform', 'ui']
      .flatMap((pkg) => [...sources(path.join(ROOT, 'shared-contracts', pkg, 'src'))])
      .flatMap((file) => [...read(file).matchAll(/import \{([^}]+)\} from 'single-spa'/g)].flatMap((match) => match[1].split(',')))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    expect(called.length).toBeGreaterThan(0);
    for (const name of called) expect(standIn).toMatch(new RegExp(`export function ${name}\\b`));
  });

  it('is one application: no Module Federation, single-spa replaced, out of the parts', () => {
    // the config in a node of its own: @rspack/core is an ES module jest's runtime cannot require
    const summary = `const c = require('./rspack.config.cjs')({}, { mode: 'production' });
      console.log(JSON.stringify({ plugins: c.plugins.map((p) => p.constructor.name), entry: c.entry.main, alias: c.resolve.alias, out: c.output.path }));`;
    const config = JSON.parse(execFileSync(process.execPath, ['-e', summary], { cwd: __dirname, encoding: 'utf8' }));
    expect(config.plugins.length).toBeGreaterThan(0);
    expect(config.plugins.filter((plugin: string) => /federation/i.test(plugin))).toEqual([]);
    expect(existsSync(path.join(__dirname, config.entry))).toBe(true);
    expect(existsSync(config.alias['single-spa$'])).toBe(true);
    expect(config.alias['single-spa-react$']).toBe(false);
    expect(path.relative(ROOT, config.out)).toBe(path.join('deploy', 'out', 'monolith'));
  });
});
