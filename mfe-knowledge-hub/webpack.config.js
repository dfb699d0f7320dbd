const { createWebpackConfig } = require('../config/webpack.base');
const { standaloneBackend } = require('../config/standalone-backend');

module.exports = (env, argv) =>
  // Container name, port and exposed modules come from the site manifest (config/site-manifest.js).
  createWebpackConfig({
    dir: __dirname,
    html: { title: 'Knowledge Hub bundle (standalone)', description: 'The Knowledge Hub running alone, for its team.' },
    plugins: [standaloneBackend(argv.mode === 'development')],
  })(env, argv);
