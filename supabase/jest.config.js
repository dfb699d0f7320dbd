const { jestProject } = require('../config/jest.base.js');
const { withEdgeFunctionPackages, withPglite } = require('../local-backend/jest.helpers.js');

// Base settings from the shared helper, plus PGlite support and Edge Function packages resolved
// as local-backend installs them (see ../local-backend/jest.helpers.js for why).
module.exports = withEdgeFunctionPackages(withPglite(jestProject(__dirname, { environment: 'node' })));
