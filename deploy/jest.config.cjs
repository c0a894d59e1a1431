// deploy's own tests (static serving, security headers): plain Node, no DOM.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'deploy',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/build/**/*.test.ts'],
  // @fastify/static's content-disposition ships ESM only
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
};
