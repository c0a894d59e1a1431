const preset = require('../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'barometer',
  testEnvironment: '<rootDir>/../jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
  moduleNameMapper: { ...preset.moduleNameMapper, '^@module-federation/enhanced/runtime$': '<rootDir>/../node_modules/@module-federation/enhanced/dist/src/runtime.js' },
  globals: { __CONTRACTS__: require('../deploy/lib/contracts-versions.cjs').sharedContractsVersions(__dirname), __REMOTE_NAME__: 'barometer' },
};
