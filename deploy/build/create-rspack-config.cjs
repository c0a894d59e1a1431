// The one rspack + Module Federation config factory used by the shell and every remote, so
// that shared singletons, output naming and loaders can never drift between parts.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const { contractsPackageVersion, sharedContractsVersions } = require('../lib/contracts-versions.cjs');
const {
  BuildInfo,
  BUILD_INFO_FILE,
  FEDERATION_RUNTIME_CJS,
  FederationRuntimeAsEsm,
  MANIFEST_FILE,
  ManifestListsExposedFilesOnly,
  PrecompressedCopies,
  SOURCE_MAPS_DIR,
  SourceMapsOutsideDist,
} = require('./output-plugins.cjs');
const { REMOTES_ELEMENT } = require('../lib/remotes-in-page.cjs');

/**
 * Modules that must exist exactly once at run time. `redux` itself is NOT shared: react-dnd
 * bundles redux 4 internally and a shared redux 5 would silently replace it.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'immer',
  'reselect',
  'i18next',
  'react-i18next',
  '@chakra-ui/react',
  '@emotion/react',
  'react-router-dom',
  'single-spa',
  '@rapport/platform',
  '@rapport/ui',
];


function packageVersion(name, fromDir) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (pkgName.startsWith('@rapport/')) return contractsPackageVersion(pkgName);
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/**
 * Chakra and React Router are the heaviest shared libraries. Every part shares the shell's
 * copy reduced to the names listed in contracts (tree-shaken-exports.json; a test there keeps
 * the lists complete), so a page loads only what the product uses. What a part provides under
 * the library's name is a module of ours that re-exports those names from the library's ES
 * module entry (treeShakenModules): rspack leaves out the rest as it does any unused import.
 * We used Module Federation's own `treeShaking` option before; it did the same with a second
 * compiler per library and a runtime plugin, but flagged as used whatever the whole library
 * reaches, so importing anything else from the library's files (contracts' Chakra theme)
 * brought in all of it.
 */
const TREE_SHAKEN = require('../../shared-contracts/ui/src/tree-shaken-exports.json');

/**
 * How the re-exporting module names the library itself: an alias of the library's name
 * (treeShakenAliases), which rspack resolves as it resolves any import of it, but which Module
 * Federation, matching the bare name, does not take for another use of the shared module (the
 * module would import itself).
 */
const LIBRARY_ITSELF = 'rapport-library-itself/';

/** The aliases LIBRARY_ITSELF needs, for resolve.alias. */
function treeShakenAliases() {
  return Object.fromEntries(Object.keys(TREE_SHAKEN).map((name) => [`${LIBRARY_ITSELF}${name}$`, name]));
}

/** Where a part's build finds the module it shares in place of a tree-shaken library (virtual: never on disk). */
function treeShakenModulePath(dir, name) {
  return path.join(dir, 'node_modules', '.rapport-shared', `${name.replace(/[@/]/g, '_')}.js`);
}

/** The re-exporting module of each tree-shaken library, by path (rspack's VirtualModulesPlugin). */
function treeShakenModules(dir) {
  return Object.fromEntries(
    Object.entries(TREE_SHAKEN).map(([name, names]) => [
      treeShakenModulePath(dir, name),
      `export { ${names.join(', ')} } from ${JSON.stringify(LIBRARY_ITSELF + name)};\n`,
    ]),
  );
}

/**
 * The names a library's file imports (or re-exports) from `pkg`; '*' for a namespace import,
 * an `export *` or a require(), which would need every name.
 */
function namesImportedFrom(source, pkg) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const from = `\\s*from\\s*['"]${escaped}['"]`;
  const names = [];
  for (const [, list] of source.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}${from}`, 'g'))) {
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0].trim();
      if (name && !item.trim().startsWith('type ')) names.push(name);
    }
  }
  const whole = `(?:import\\s*\\*\\s*as\\s+\\w+|export\\s*\\*(?:\\s*as\\s+\\w+)?)${from}`;
  const required = `require\\(\\s*['"]${escaped}['"]\\s*\\)`;
  if (new RegExp(`${whole}|${required}`).test(source)) names.push('*');
  return names;
}

/**
 * Fails the build when a library in it imports from a tree-shaken library a name the list
 * lacks: that name would be undefined at run time. Libraries import one another (RTK Query
 * imports @reduxjs/toolkit, react-redux and immer; Chakra imports @emotion/react), which the
 * contracts test, reading the parts' own sources, cannot see; this reads every file of
 * node_modules the build takes in.
 */
class TreeShakenListsComplete {
  apply(compiler) {
    const name = 'RapportTreeShakenListsComplete';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        const missing = new Set();
        for (const module of modules) {
          const file = module.resource?.split('?')[0];
          if (!file || !/[\\/]node_modules[\\/]/.test(file) || !/\.m?js$/.test(file) || !existsSync(file)) continue;
          const source = readFileSync(file, 'utf8');
          for (const [pkg, listed] of Object.entries(TREE_SHAKEN)) {
            // a library's own files (their comments show how it is imported) are not its users
            if (!source.includes(pkg) || file.includes(path.join('node_modules', pkg, path.sep))) continue;
            for (const used of namesImportedFrom(source, pkg)) {
              if (!listed.includes(used)) missing.add(`${pkg}: ${used} (${path.relative(compiler.context, file)})`);
            }
          }
        }
        if (missing.size > 0) {
          compilation.errors.push(
            new rspack.WebpackError(
              `shared-contracts/ui/src/tree-shaken-exports.json lacks names libraries import:\n  ${[...missing].join('\n  ')}`,
            ),
          );
        }
      });
    });
  }
}

/**
 * Contracts' module of the Chakra components no first page shows (overlays, avatar, progress:
 * shared-contracts/ui/src/chakra-extras.ts) re-exports each from its own Chakra subpath, and each
 * subpath is shared apart from Chakra: a page loads a component only with code that uses it, and
 * only that one (the profile menu brings Chakra's menu, not its dialog, drawer, toasts, avatar
 * and progress bar: shared as one module, it brought all six, some 15 KB gzip on /results).
 * `import` is the subpath's own ES module file, so every build provides every subpath whether or
 * not its own code imports it: the shell's copies, built on the same Chakra files as the shell's
 * shared Chakra (one ChakraProvider context, one system), are the ones every part uses.
 */
const CHAKRA_EXTRAS_FILE = path.join(__dirname, '../../shared-contracts/ui/src/chakra-extras.ts');

/** The Chakra subpaths chakra-extras.ts re-exports from, each with the ES module file it resolves to in `dir`. */
function chakraExtrasSubpaths(dir) {
  const pkgJson = require.resolve('@chakra-ui/react/package.json', { paths: [dir] });
  const { exports } = require(pkgJson);
  const requests = new Set([...readFileSync(CHAKRA_EXTRAS_FILE, 'utf8').matchAll(/from\s+['"](@chakra-ui\/react\/[^'"]+)['"]/g)].map((match) => match[1]));
  return [...requests].map((request) => {
    const subpath = `./${request.slice('@chakra-ui/react/'.length)}`;
    const target = (exports[subpath] ?? exports['./*'])?.import?.default;
    if (typeof target !== 'string') throw new Error(`${request}: no ES module file in @chakra-ui/react's exports`);
    const file = path.join(path.dirname(pkgJson), target.replace('*', subpath.slice(2)));
    if (!existsSync(file)) throw new Error(`${request}: ${file} does not exist`);
    return { request, file };
  });
}

/**
 * @param {string} dir  the part's folder
 * @param {boolean} host  the shell: its copies of the singletons are eager, in its main.js.
 *   Every page needs every one of them (the shell renders with most, mfe-auth, on every page,
 *   with the rest), and every part uses the shell's: one request instead of one or more chunks
 *   each (some twenty), and one gzip stream. Chakra's extras stay apart (each loaded when used).
 */
function sharedConfig(dir, host) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = packageVersion(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, ...(host && { eager: true }) };
  }
  for (const name of Object.keys(TREE_SHAKEN)) {
    // the module provided (and the fallback when nothing is) is ours; parts still import the library's name
    shared[name].import = treeShakenModulePath(dir, name);
  }
  const chakra = packageVersion('@chakra-ui/react', dir);
  for (const { request, file } of chakraExtrasSubpaths(dir)) {
    shared[request] = { singleton: true, requiredVersion: `^${chakra}`, version: chakra, import: file };
  }
  return shared;
}

/** production unless rspack's --mode or NODE_ENV says otherwise */
function buildMode(argv = {}) {
  return argv.mode || process.env.NODE_ENV || 'production';
}

/**
 * What every front-end build shares, federated or not (the parts here, and the monolith
 * baseline of deploy/build/monolith/ that `npm run bench:compose` compares them with): mode,
 * loaders, resolution, minification. The callers add entry, output, devtool and plugins.
 * @param {object} options
 * @param {string} options.dir  the folder the build's relative paths start from
 * @param {string} options.mode  buildMode()
 */
function commonConfig({ dir, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    target: 'web',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        // FederationRuntimeAsEsm swaps these for their ES module twins
        { test: FEDERATION_RUNTIME_CJS, type: 'javascript/auto' },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Content-hashed names in production (cached for ever by the static servers). */
function outputNames(production) {
  return {
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
  };
}

/** The build-time constants the sources read (globals.d.ts in each part). */
function definitions(name, dir) {
  return new rspack.DefinePlugin({
    __CONTRACTS__: JSON.stringify(sharedContractsVersions(dir)),
    __REMOTE_NAME__: JSON.stringify(name),
  });
}

/**
 * The one page template (its CSP nonce placeholder) and its icon, served from the page's own
 * origin. The shell's page also carries the element its server fills with remotes.json
 * (deploy/lib/remotes-in-page.mjs).
 * @param {{ host?: boolean, remotesElement?: string }} [o]
 */
function pagePlugins({ host = false, remotesElement = '' } = {}) {
  const template = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  return [
    new rspack.HtmlRspackPlugin({
      templateContent: host ? template.replace('</head>', `  ${remotesElement}\n  </head>`) : template,
      title: 'Rapport',
      publicPath: '/',
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'favicon.svg') }] }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.name  federation name (auth, questionnaire, company, barometer, shell)
 * @param {string} options.dir   the workspace folder
 * @param {boolean} [options.host]  the shell: no exposes, an HTML page, fixed public path
 * @param {number} [options.port]   dev server port
 * @param {object} [env]  rspack --env
 * @param {object} [argv] rspack argv (mode)
 */
function createRspackConfig({ name, dir, host = false, port = 8080 }, env = {}, argv = {}) {
  const mode = buildMode(argv);
  const production = mode === 'production';

  const common = commonConfig({ dir, mode });
  return {
    ...common,
    resolve: { ...common.resolve, alias: treeShakenAliases() },
    module: {
      ...common.module,
      rules: [
        ...common.module.rules,
        // chakra-extras.ts only re-exports: marked free of side effects, a part's import of Menu
        // goes straight to the shared menu, and the module with its other five is left out
        { test: CHAKRA_EXTRAS_FILE, sideEffects: false },
      ],
    },
    // Remotes also build their standalone harness page (src/index.ts), served at their own origin.
    entry: { main: './src/index.ts' },
    // Production: full source maps, but never on a public origin. 'hidden-source-map' leaves no
    // sourceMappingURL comment in the bundles, and SourceMapsOutsideDist writes the .map files
    // beside dist (<part>/sourcemaps/, same relative paths) for an error tracker; the static
    // servers refuse *.map anyway. Development keeps fast eval maps (the dev server sends no CSP).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: `rapport_${name}`,
      ...outputNames(production),
      clean: true,
    },
    plugins: [
      definitions(name, dir),
      new ModuleFederationPlugin({
        name,
        // named by its contents in production: the manifest (which names it, and which the
        // page carries fresh each time) changes with it, so the entry itself is cached for good
        filename: host ? undefined : production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        // the single-spa lifecycles (src/lifecycles.tsx), exposed under the one name the shell loads
        exposes: host ? undefined : { './app': './src/lifecycles.tsx' },
        shared: sharedConfig(dir, host),
        // The shell provides every singleton eagerly, before any remote loads: a remote takes
        // what is loaded. The default, 'version-first', fetched and ran every remote's entry
        // (the company's and the barometer's on /results too) to compare versions.
        shareStrategy: 'loaded-first',
        manifest: host ? false : { fileName: MANIFEST_FILE },
        dts: false,
        // The shell provides the federation runtime once; production remotes use it instead of
        // each shipping their own copy. A remote's standalone harness (dev) keeps its own.
        // optimization.target: the runtime's code for Node is left out (it is only ever run in a browser)
        experiments: host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: !env.standalone, optimization: { target: 'web' } },
      }),
      new FederationRuntimeAsEsm(),
      new rspack.experiments.VirtualModulesPlugin(treeShakenModules(dir)),
      new TreeShakenListsComplete(),
      // the page (its CSP nonce placeholder) and its icon (index.html links it)
      ...pagePlugins({ host, remotesElement: REMOTES_ELEMENT }),
      ...(host ? [] : [new ManifestListsExposedFilesOnly(name)]),
      new BuildInfo(name, dir),
      ...(production ? [new SourceMapsOutsideDist(dir), new PrecompressedCopies(dir)] : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

module.exports = {
  createRspackConfig,
  buildMode,
  commonConfig,
  outputNames,
  definitions,
  pagePlugins,
  SINGLETONS,
  SOURCE_MAPS_DIR,
  BUILD_INFO_FILE,
};
