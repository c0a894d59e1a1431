// The public pages' boot script (shell/src/boot/boot.ts): a build of its own beside the shell's,
// into the shell's dist, with no Module Federation and no shared library (it is the only script
// a first-time visitor runs before they move: a few hundred bytes). It runs after the shell's
// build (which cleans dist), and deploy/build/prerender.mjs puts it in the prerendered pages.
const path = require('node:path');
const { buildMode, commonConfig } = require('./create-rspack-config.cjs');
const { PrecompressedCopies, SourceMapsOutsideDist } = require('./output-plugins.cjs');

/** Its file name in the shell's dist: boot.<contenthash>.js (cached for ever, as every hashed file). */
const BOOT_FILE = /^boot\.[0-9a-f]{8}\.js$/;

/**
 * @param {object} options
 * @param {string} options.dir  the shell's folder
 * @param {string} options.after  the name of the shell's own build, which this one follows
 */
function createBootConfig({ dir, after }, argv = {}) {
  const mode = buildMode(argv);
  const production = mode === 'production';
  return {
    ...commonConfig({ dir, mode }),
    name: 'boot',
    dependencies: [after],
    entry: { boot: './src/boot/boot.ts' },
    devtool: production ? 'hidden-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: production ? 'boot.[contenthash:8].js' : 'boot.js',
      // the shell's build wrote the rest of the folder
      clean: false,
      iife: true,
    },
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    plugins: production ? [new SourceMapsOutsideDist(dir), new PrecompressedCopies(dir)] : [],
  };
}

module.exports = { BOOT_FILE, createBootConfig };
