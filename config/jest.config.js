const { jestProject } = require('./jest.base.js');

const base = jestProject(__dirname, { environment: 'node' });

/** Unit tests of the build configuration shared by every package (`*.test.js` beside the module). */
module.exports = { ...base, testMatch: ['<rootDir>/*.test.js'] };
