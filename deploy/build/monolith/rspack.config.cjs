// The monolith baseline of `npm run bench:compose` (e2e/bench/compose.ts): the same pages as the
// composed site, built as one ordinary single-page application. Same loaders, naming, page
// template and constants as every part (create-rspack-config.cjs); no Module Federation, no
// single-spa: one entry that imports each remote's root component directly.
const path = require('node:path');
const { buildMode, commonConfig, definitions, outputNames, pagePlugins } = require('../create-rspack-config.cjs');

/** Served by deploy/lib/static-server.mjs like the parts' dist folders (deploy/out is not committed). */
const OUT_DIR = path.resolve(__dirname, '../../out/monolith');

module.exports = (env, argv = {}) => {
  const mode = buildMode(argv);
  const common = commonConfig({ dir: __dirname, mode });
  return {
    ...common,
    entry: { main: './src/index.tsx' },
    // nothing reads this build's maps: it exists to be measured
    devtool: false,
    output: { path: OUT_DIR, publicPath: '/', ...outputNames(mode === 'production'), clean: true },
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
