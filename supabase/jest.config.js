const path = require('node:path');
const { jestProject } = require('../config/jest.base.js');
const { withEdgeFunctionPackages, withPglite } = require('../local-backend/jest.helpers.js');

// Base settings from the shared helper, plus PGlite support and Edge Function packages resolved
// as local-backend installs them (see ../local-backend/jest.helpers.js for why).
// globalSetup chooses, or starts, the real PostgreSQL server of the database tests once per run.
module.exports = {
  ...withEdgeFunctionPackages(withPglite(jestProject(__dirname, { environment: 'node' }))),
  globalSetup: path.join(__dirname, 'tests/setup/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'tests/setup/global-teardown.ts'),
};
