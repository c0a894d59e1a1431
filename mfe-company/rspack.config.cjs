const { createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');

module.exports = (env, argv) =>
  createRspackConfig({ name: 'company', dir: __dirname, port: 8083 }, env, argv);
