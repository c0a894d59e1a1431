// `npm run test:unit`: every workspace's jest project in one run.
const os = require('node:os');

module.exports = {
  // Two workers even on 2 cores (jest's default there is one): no test bounds a duration, so a
  // busy core costs time, never a result, and the API files spend much of theirs waiting on
  // PostgreSQL or on the garbage collector's threads.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // a global option: project configs cannot set it (the API's report tests take seconds on 2 cores)
  testTimeout: 30000,
  // A worker whose memory grew past this after a file is replaced by a fresh one (and setting it
  // makes jest use workers at all). Without it, on 2 cores (one worker) jest ran all 200 files in
  // band in its own process, whose memory grew with every API file's databases: the later files
  // ran 2-4 times slower than alone (health.test.ts 24.6 s in the suite, 6 s alone).
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/shared-contracts/wire',
    '<rootDir>/shared-contracts/platform',
    '<rootDir>/shared-contracts/ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-questionnaire',
    '<rootDir>/mfe-company',
    '<rootDir>/mfe-barometer',
    '<rootDir>/api',
    '<rootDir>/deploy',
  ],
};
