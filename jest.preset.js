const CONTRACTS = require('node:path').join(__dirname, 'shared-contracts');
// One transform for every workspace: swc strips TypeScript/JSX fast; type checking is `npm run typecheck`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    // the contracts' packages by name, as the builds resolve them (package.json exports)
    '^@rapport/(wire|platform|ui)$': `${CONTRACTS}/$1/src/index.ts`,
    '^@rapport/(wire|platform|ui)/testing/(.*)$': `${CONTRACTS}/$1/testing/$2`,
    '^@rapport/(wire|platform|ui)/(.*)$': `${CONTRACTS}/$1/src/$2`,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  // react-dnd and its backends ship ES modules only (the shared word picker, contracts ui/words): swc turns them into CommonJS too
  transformIgnorePatterns: ['/node_modules/(?!(react-dnd|react-dnd-html5-backend|react-dnd-test-backend|dnd-core|@react-dnd)/)'],
};
