const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/** The end-to-end project: run by scripts/e2e.mjs, which serves the site first. */
module.exports = {
  ...base,
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  // The budget test measures with the benchmark's own module (bench/lib/first-screen.mjs).
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  // Any console warning or error of a page fails its test unless the test expects it.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/support/console-guard-setup.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/support/summary-reporter.js'],
};
