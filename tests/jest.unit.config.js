const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/**
 * The unit tests of the end-to-end suite's support code (the request fuzzer, support/fuzz/) and of
 * the site's servers under it (servers/): no browser and no served site, so they run in the jest
 * run of `npm test` (the root jest.config.js), not in scripts/e2e.mjs. ES modules, compiled by SWC
 * as the scripts' tests are.
 */
module.exports = {
  ...base,
  displayName: 'tests-unit',
  testMatch: ['<rootDir>/support/**/*.test.{ts,mjs}', '<rootDir>/servers/**/*.test.{ts,mjs}'],
  transform: { '^.+\\.(m?js|ts)$': Object.values(base.transform)[0] },
};
