// The one rspack + Module Federation config factory used by the shell and every remote, so
// that shared singletons, output naming and loaders can never drift between parts.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const contractsPkg = require('../../shared-contracts/package.json');

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
  '@rapport/contracts',
];

/** Production source maps go to <part>/sourcemaps/, beside dist and never served. */
const SOURCE_MAPS_DIR = 'sourcemaps';

/**
 * Moves every source map a compiler emits out of the served folder, to the same relative path
 * under <part>/sourcemaps/. A plugin rather than output.sourceMapFilename: Module Federation's
 * compilers for the tree-shaken shared fallbacks (dist/independent-packages/) inherit the
 * plugins but not the output options.
 */
class SourceMapsOutsideDist {
  constructor(dir) {
    this.dist = path.join(dir, 'dist');
    this.maps = path.join(dir, SOURCE_MAPS_DIR);
  }

  apply(compiler) {
    const name = 'RapportSourceMapsOutsideDist';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const asset of Object.keys(assets)) {
          if (!asset.endsWith('.map') || asset.startsWith('..')) continue;
          const fromDist = path.relative(this.dist, path.join(compiler.outputPath, asset));
          compilation.renameAsset(asset, path.relative(compiler.outputPath, path.join(this.maps, fromDist)));
        }
      });
    });
  }
}

function packageVersion(name, fromDir) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (pkgName === '@rapport/contracts') return contractsPkg.version;
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/**
 * Chakra and React Router are the heaviest shared libraries. Every part shares the shell's
 * copy, tree-shaken to the names listed in contracts (a test there keeps the lists complete),
 * so a page loads only what the product uses.
 */
const TREE_SHAKEN = require('../../shared-contracts/src/ui/tree-shaken-exports.json');

function sharedConfig(dir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = packageVersion(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const [name, usedExports] of Object.entries(TREE_SHAKEN)) {
    shared[name].treeShaking = { usedExports, mode: 'server-calc' };
  }
  return shared;
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
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const production = mode === 'production';

  return {
    mode,
    context: dir,
    // Remotes also build their standalone harness page (src/index.ts), served at their own origin.
    entry: { main: './src/index.ts' },
    target: 'web',
    // Production: full source maps, but never on a public origin. 'hidden-source-map' leaves no
    // sourceMappingURL comment in the bundles, and SourceMapsOutsideDist writes the .map files
    // beside dist (<part>/sourcemaps/, same relative paths) for an error tracker; the static
    // servers refuse *.map anyway. Development keeps fast eval maps (the dev server sends no CSP).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: `rapport_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // the tree-shaken shared fallbacks are emitted by a separate compiler before this one cleans
      clean: { keep: /independent-packages/ },
    },
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
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __CONTRACTS_VERSION__: JSON.stringify(contractsPkg.version),
        __REMOTE_NAME__: JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        // the single-spa lifecycles (src/lifecycles.tsx), exposed under the one name the shell loads
        exposes: host ? undefined : { './app': './src/lifecycles.tsx' },
        shared: sharedConfig(dir),
        runtimePlugins: [path.join(__dirname, 'runtime-plugins/tree-shaking-calculated.js')],
        manifest: host ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // The shell provides the federation runtime once; production remotes use it instead of
        // each shipping their own copy. A remote's standalone harness (dev) keeps its own.
        experiments: host
          ? { provideExternalRuntime: true }
          : { externalRuntime: !env.standalone },
      }),
      new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Rapport',
          publicPath: '/',
        }),
      // the page's icon (index.html links it), served from the page's own origin
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'favicon.svg') }] }),
      ...(production ? [new SourceMapsOutsideDist(dir)] : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}

module.exports = { createRspackConfig, SINGLETONS, SOURCE_MAPS_DIR };
