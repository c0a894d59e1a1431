// `npm run test:unit`: every workspace's jest project in one run.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-questionnaire',
    '<rootDir>/mfe-company',
    '<rootDir>/mfe-barometer',
    '<rootDir>/api',
  ],
};
