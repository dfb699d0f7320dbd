const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/**
 * Adding a route in a copy of the repository, from the manifest edit to the page served, released
 * and rendered ahead of time (add-route/). Slow (two release builds): its own step of npm test,
 * after the production build it starts from.
 */
module.exports = {
  ...base,
  displayName: 'add-route',
  testMatch: ['<rootDir>/add-route/**/*.test.ts'],
  testTimeout: 300_000,
};
