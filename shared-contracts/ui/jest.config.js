const preset = require('../../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: '<rootDir>/../../jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup-dom.js'],
};
