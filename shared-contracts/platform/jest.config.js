const preset = require('../../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'platform',
  testEnvironment: '<rootDir>/../../jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup-dom.js'],
};
