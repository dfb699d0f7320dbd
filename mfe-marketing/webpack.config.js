const { createWebpackConfig } = require('../config/webpack.base');

// Container name, port and exposed modules come from the site manifest (the site-manifest package).
module.exports = createWebpackConfig({
  dir: __dirname,
  html: { title: 'Marketing bundle (standalone)', description: 'The marketing pages running alone, for their team.' },
});
