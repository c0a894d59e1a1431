// `npm run test:unit`: every workspace's jest project in one run.
module.exports = {
  // a global option: project configs cannot set it (the API's report tests take seconds on 2 cores)
  testTimeout: 30000,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-questionnaire',
    '<rootDir>/mfe-company',
    '<rootDir>/mfe-barometer',
    '<rootDir>/api',
    '<rootDir>/deploy',
  ],
};
