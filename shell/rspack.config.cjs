const { createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');

module.exports = (env, argv) =>
  createRspackConfig({ name: 'shell', dir: __dirname, host: true, port: 8080 }, env, argv);
