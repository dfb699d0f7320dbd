const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/** Unit tests of the benchmark's modules (`*.test.mjs` beside the module), compiled by SWC. */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/**/*.test.mjs'],
  // The platform packages' TypeScript (packages/*/src, mapped by name in config/jest.base.js) too.
  transform: { '^.+\\.(mjs|ts)$': Object.values(base.transform)[0] },
};
