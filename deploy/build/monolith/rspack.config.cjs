// The monolith baseline of `npm run bench:compose` (e2e/bench/compose.ts): the same pages as the
// composed site, built as one ordinary single-page application. Same loaders, naming, page
// template and constants as every part (create-rspack-config.cjs); no Module Federation, no
// single-spa: one entry that imports each remote's root component directly.
const path = require('node:path');
const { buildMode, commonConfig, definitions, outputNames, pagePlugins } = require('../create-rspack-config.cjs');

/** Served by deploy/lib/static-server.mjs like the parts' dist folders (deploy/out is not committed). */
const OUT_DIR = path.resolve(__dirname, '../../out/monolith');
/**
 * Its source maps, beside OUT_DIR and never served: bench:compose reads from them which module
 * each byte of a script came from (e2e/bench/compose-pieces.ts), as it does from the parts'.
 */
const MAPS_DIR = path.resolve(__dirname, '../../out/monolith-sourcemaps');

module.exports = (env, argv = {}) => {
  const mode = buildMode(argv);
  const common = commonConfig({ dir: __dirname, mode });
  return {
    ...common,
    entry: { main: './src/index.tsx' },
    // no sourceMappingURL comment; the maps go to MAPS_DIR (the same relative paths)
    devtool: 'hidden-source-map',
    output: {
      path: OUT_DIR,
      publicPath: '/',
      ...outputNames(mode === 'production'),
      sourceMapFilename: `${path.relative(OUT_DIR, MAPS_DIR)}/[file].map`,
      clean: true,
    },
    resolve: {
      ...common.resolve,
      alias: {
        // contracts' navigate() calls single-spa's navigateToUrl: here a plain pushState
        'single-spa$': path.join(__dirname, 'src/single-spa-stand-in.ts'),
        // createRemoteApp (contracts) wraps a root in single-spa lifecycles; the monolith never calls it
        'single-spa-react$': false,
      },
    },
    plugins: [definitions('monolith'), ...pagePlugins()],
  };
};

module.exports.OUT_DIR = OUT_DIR;
module.exports.MAPS_DIR = MAPS_DIR;
