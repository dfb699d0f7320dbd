const { createWebpackConfig } = require('../config/webpack.base');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'marketing',
  devPort: 8081,
  exposes: {
    './home-page': './src/exposed/home-page.tsx',
    './services-page': './src/exposed/services-page.tsx',
    './about-page': './src/exposed/about-page.tsx',
    './contact-dialog': './src/exposed/contact-dialog.tsx',
  },
  html: { title: 'Marketing bundle (standalone)', description: 'The marketing pages running alone, for their team.' },
});
