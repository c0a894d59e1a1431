const { createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');

module.exports = (env, argv) =>
  createRspackConfig({ name: 'barometer', dir: __dirname, port: 8084 }, env, argv);
