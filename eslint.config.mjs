import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The remotes, from the contracts' remote table (the one list: shared-contracts/platform/src/routes/remotes.json). */
const REMOTE_WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/platform/src/routes/remotes.json'), 'utf8')).map(
  (remote) => remote.workspace,
);
const FRONT_ENDS = ['shell', ...REMOTE_WORKSPACES];

const folders = (dir) => {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * Import zones (import-x/no-restricted-paths, paths from the repository root). Dependencies
 * point one way: contracts <- everything, and inside contracts wire <- platform <- ui; the shell and each remote are islands that talk
 * through contracts, the bus and the URL; inside a remote, app -> features -> shared code, and
 * no feature imports another (shared code moves down into components/, hooks/, lib/ or contracts).
 */

const zones = [
  {
    target: 'shared-contracts',
    from: ['api', 'deploy', 'e2e', ...FRONT_ENDS],
    message: 'Contracts are shared by every part and import none of them.',
  },
  {
    target: 'api',
    from: FRONT_ENDS,
    message: 'The API never imports front-end code.',
  },
  {
    // the API takes only the wire (zod contracts, entity types, limits) from contracts
    target: 'api',
    from: 'shared-contracts',
    except: ['./wire'],
    message: 'The API imports only @rapport/wire (no store, React or DOM code).',
  },
  // the contracts' three packages, one way: wire <- platform <- ui
  {
    target: 'shared-contracts/wire',
    from: ['shared-contracts/platform', 'shared-contracts/ui'],
    message: 'The wire is the bottom package: it imports neither @rapport/platform nor @rapport/ui.',
  },
  {
    target: 'shared-contracts/platform',
    from: 'shared-contracts/ui',
    message: '@rapport/platform renders nothing: it never imports @rapport/ui (what has a look belongs there).',
  },
  {
    target: 'shell',
    from: ['api', ...REMOTE_WORKSPACES],
    message: 'The shell never imports a remote: it loads them at run time from /remotes.json.',
  },
  ...REMOTE_WORKSPACES.map((remote) => ({
    target: remote,
    from: ['api', 'shell', ...REMOTE_WORKSPACES.filter((other) => other !== remote)],
    message: 'A remote never imports another remote or the shell: go through contracts, the event bus or the URL.',
  })),
  ...REMOTE_WORKSPACES.flatMap((remote) => {
    const src = `${remote}/src`;
    return [
      ...folders(`${src}/features`).map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: 'Features do not import each other: move shared code into components/, hooks/, lib/ or contracts.',
      })),
      {
        target: `${src}/features`,
        from: `${src}/app`,
        message: 'Features do not import the app layer (it composes them).',
      },
      {
        target: ['components', 'hooks', 'lib', 'utils', 'types'].map((shared) => `${src}/${shared}`),
        from: [`${src}/features`, `${src}/app`],
        message: 'Shared code lives below features and the app: it imports neither.',
      },
    ];
  }),
];

const TYPED_HOOKS = 'shared-contracts/platform/src/store/hooks.ts';
const STORE_HOOKS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: `Use useAppDispatch / useAppSelector / useAppStore from @rapport/platform (typed, ${TYPED_HOOKS}).`,
  },
];
/** Where tests and their support live: everything else is product code. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', '**/jest.*', '**/bench/**', '**/scripts/**'];
const TEST_SUPPORT = {
  group: ['**/testing/**', '**/testing', '@rapport/*/testing/**'],
  message: 'Test support (testing/ folders) is for tests only: product code never imports it.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'deploy/out/**', 'api/drizzle/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Boundaries between the parts and inside each remote, and no import cycles.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      // no-cycle follows imports by parsing each dependency: TypeScript files need this parser
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      // Bounded depth keeps `npm run lint` fast; a cycle inside a part is rarely longer.
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
    },
  },
  {
    // One way to reach the store: the typed hooks of @rapport/platform (useAppDispatch, useAppSelector, useAppStore).
    files: ['**/*.{ts,tsx}'],
    ignores: [TYPED_HOOKS],
    rules: { 'no-restricted-imports': ['error', { paths: STORE_HOOKS }] },
  },
  {
    // Test support (a testing/ folder, a package's testing/ export) is for tests: the product never
    // imports it, so it never reaches a bundle or the API's process.
    files: ['**/*.{ts,tsx}'],
    ignores: [TYPED_HOOKS, ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { paths: STORE_HOOKS, patterns: [TEST_SUPPORT] }] },
  },
  {
    // kebab-case file names (`mission-form.tsx`); `.test`, `.d` and other middle extensions allowed
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // RTK's lazy-slice registry: an empty interface that remotes augment with `declare module`
    files: ['shared-contracts/platform/src/store/store.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
