import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
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

/**
 * The API's layers (api/src), top to bottom: a product file imports from its own layer and the
 * ones below, never from above (tests and the test support in api/testing/ compose them freely).
 * Where each folder sits, and why:
 * - server.ts, the entry point: the only product file that imports app.ts;
 * - app.ts builds the app from everything below;
 * - admin/, the admin command (scripts/admin.ts runs it): a second door beside the HTTP app;
 * - routes/ take the HTTP calls and hand the work to services/, the product's rules;
 * - plugins/ and observability/ are Fastify plugins (sessions, rate limits, errors, security
 *   headers, docs, the outbox's and the job worker's lifecycle, logs, metrics): below services,
 *   so a plugin never imports a service or a route; above repositories, since the session check
 *   reads the tokens' users;
 * - repositories/ read and write the product's tables;
 * - auth/ (secrets, passwords, the sign-in throttle, social sign-in, the account limits), mail/
 *   (the outbox, its templates and sealed secrets) and jobs/ (the queue and its worker) are the
 *   pieces repositories and services share, each over its own tables;
 * - db/: the schema, the client, the migrations and the content seed;
 * - at the bottom, importing nothing above: model/ and content/ (pure, see PURE_IMPORTS),
 *   config.ts (the settings from the environment), http-errors.ts (the errors the API answers)
 *   and plugins/expose.ts (Fastify's plugin marker, used by every layer's plugins).
 */
const API_SRC = 'api/src';
const API_LAYERS = [
  ['server.ts'],
  ['app.ts'],
  ['admin'],
  ['routes'],
  ['services'],
  ['plugins', 'observability'],
  ['repositories'],
  ['auth', 'mail', 'jobs'],
  ['db'],
  ['model', 'content', 'config.ts', 'http-errors.ts', 'plugins/expose.ts'],
];
const apiLabel = (place) => (place.endsWith('.ts') ? place : `${place}/`);
const API_ORDER = API_LAYERS.map((layer) => layer.map(apiLabel).join(', ')).join(' > ');
/** One zone per layer and place above it: a place above keeps what of it sits lower (expose.ts). */
const apiZones = API_LAYERS.flatMap((layer, index) =>
  API_LAYERS.slice(0, index)
    .flat()
    .map((above) => ({
      target: layer.map((place) => `${API_SRC}/${place}`),
      from: `${API_SRC}/${above}`,
      except: API_LAYERS.slice(index)
        .flat()
        .filter((place) => place.startsWith(`${above}/`))
        .map((place) => `./${place.slice(above.length + 1)}`),
      message: `${layer.map(apiLabel).join(', ')} may not import ${apiLabel(above)}, a layer above (the API's layers: ${API_ORDER}). Move what both need down a layer, or pass it in.`,
    })),
);
apiZones.push({
  target: [`${API_SRC}/model`, `${API_SRC}/content`],
  from: API_SRC,
  except: ['./model', './content'],
  message: 'model/ and content/ are pure: they import nothing else of the API (no database, no Fastify, no settings).',
});

/**
 * What model/ and content/ never import: they compute. content/ reads its own data files and
 * nothing more (load.ts reads api/content/'s JSON, rules.ts checks that the avatars it names
 * exist), so it keeps fs and path; model/ gets its content passed in and needs no built-in.
 */
const IO_PACKAGES = ['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'nodemailer', 'prom-client', 'pdfkit', 'docx', 'sharp', '@node-rs/*'];
const PURE_MESSAGE = 'model/ and content/ are pure: no database, Fastify, network, process or file I/O (content/ may read its own files with fs and path).';
const pureImports = (builtinsAllowed) => ({
  paths: builtinModules
    .filter((name) => !name.startsWith('_') && !builtinsAllowed.includes(name))
    .flatMap((name) => [name, `node:${name}`])
    .map((name) => ({ name, message: PURE_MESSAGE })),
  patterns: [{ group: IO_PACKAGES, message: PURE_MESSAGE }],
});
const PURE_IMPORTS = { model: pureImports([]), content: pureImports(['fs', 'path']) };

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
    // The API's layers hold in its product files; tests and test support may import any layer.
    files: [`${API_SRC}/**/*.ts`],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones, ...apiZones] }] },
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
  ...Object.entries(PURE_IMPORTS).map(([folder, pure]) => ({
    // the same rule, so the store hooks and test support stay banned here too
    files: [`${API_SRC}/${folder}/**/*.ts`],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [...STORE_HOOKS, ...pure.paths], patterns: [TEST_SUPPORT, ...pure.patterns] }] },
  })),
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
