const preset = require('../jest.preset.js');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  testTimeout: 30000,
  // test support (and the attack suite) lives beside src/, out of the product: tests reach it as
  // @rapport/api/testing/..., as package.json exports it to tsc and lint
  testMatch: [...preset.testMatch, '<rootDir>/testing/**/*.test.ts'],
  moduleNameMapper: { ...preset.moduleNameMapper, '^@rapport/api/testing/(.*)$': '<rootDir>/testing/$1' },
  // PGlite loads Node built-ins with import(), which Jest's sandbox only allows under
  // --experimental-vm-modules; compiled to require() by the same swc transform, it runs as is.
  transform: { ...preset.transform, '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  // content-disposition (docs page's static files) and cookie (app.inject) ship ESM only
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie)/)'],
};
