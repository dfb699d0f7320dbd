const { createWebpackConfig } = require('../config/webpack.base');
const { standaloneBackend } = require('../config/standalone-backend');

module.exports = (env, argv) =>
  // Container name, port and exposed modules come from the site manifest (the site-manifest package).
  createWebpackConfig({
    dir: __dirname,
    html: {
      title: 'Staff workspace bundle (standalone)',
      description: 'The staff workspace running alone, for its team.',
    },
    plugins: [standaloneBackend(argv.mode === 'development')],
  })(env, argv);
