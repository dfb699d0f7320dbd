const { jestProject } = require('../config/jest.base.js');
const { withPglite } = require('./jest.helpers.js');

module.exports = {
  ...withPglite(jestProject(__dirname, { environment: 'node' })),
  // One template database per run, copied by every test backend (src/test-support/template-database.ts).
  globalSetup: '<rootDir>/src/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/jest-global-teardown.ts',
};
