const { jestProject } = require('../config/jest.base.js');

module.exports = {
  ...jestProject(__dirname),
  // The federation's container runtime takes one file of the bundler runtime that is published as ESM only.
  transformIgnorePatterns: ['/node_modules/(?!@module-federation/webpack-bundler-runtime/)'],
};
