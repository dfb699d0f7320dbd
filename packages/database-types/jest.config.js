const { jestProject } = require('../../config/jest.base.js');

module.exports = jestProject(__dirname, { environment: 'node' });
