const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/** Unit tests of the benchmark's modules (`*.test.mjs` beside the module), compiled by SWC. */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { '^.+\\.mjs$': Object.values(base.transform)[0] },
};
