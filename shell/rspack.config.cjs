const { buildMode, createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');
const { createBootConfig } = require('../deploy/build/boot-config.cjs');

// The shell, then the public pages' boot script into the same dist (production builds only: the
// dev server serves the shell's page, which loads the shell directly).
module.exports = (env, argv) => {
  const shell = { name: 'shell', ...createRspackConfig({ name: 'shell', dir: __dirname, host: true, port: 8080 }, env, argv) };
  if (buildMode(argv) !== 'production') return shell;
  return [shell, createBootConfig({ dir: __dirname, after: 'shell' }, argv)];
};
