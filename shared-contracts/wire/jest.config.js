const preset = require('../../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'wire',
  testEnvironment: '<rootDir>/../../jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup-dom.js'],
};
