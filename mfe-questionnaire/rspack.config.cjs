const { createRspackConfig } = require('../deploy/build/create-rspack-config.cjs');

module.exports = (env, argv) =>
  createRspackConfig({ name: 'questionnaire', dir: __dirname, port: 8082 }, env, argv);
