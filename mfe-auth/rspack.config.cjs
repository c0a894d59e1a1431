const { createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');

module.exports = (env, argv) =>
  createRspackConfig({ name: 'auth', dir: __dirname, port: 8081 }, env, argv);
