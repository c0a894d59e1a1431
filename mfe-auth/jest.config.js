const preset = require('../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'auth',
  testEnvironment: '<rootDir>/../jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js', '<rootDir>/jest.setup.ts'],
};
