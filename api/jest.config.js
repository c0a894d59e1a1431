const preset = require('../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  testTimeout: 30000,
};
