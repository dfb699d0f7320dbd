const { jestProject } = require('../config/jest.base.js');
const { withPglite } = require('./jest.helpers.js');

module.exports = withPglite(jestProject(__dirname, { environment: 'node' }));
