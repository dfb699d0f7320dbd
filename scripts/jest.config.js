const { jestProject } = require('../config/jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/**
 * Unit tests of the Node scripts, ES modules like them (`*.test.mjs` beside the module), compiled by
 * SWC, as are the plain JavaScript modules they share with the backend (local-backend/shared).
 */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/**/*.test.mjs'],
  // The platform packages' TypeScript (packages/*/src, mapped by name in config/jest.base.js) too.
  transform: { '^.+\\.(m?js|ts)$': Object.values(base.transform)[0] },
};
