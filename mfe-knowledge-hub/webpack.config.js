const { createWebpackConfig } = require('../config/webpack.base');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'knowledgeHub',
  devPort: 8082,
  exposes: {
    './knowledge-hub-page': './src/exposed/knowledge-hub-page.tsx',
  },
  html: { title: 'Knowledge Hub bundle (standalone)', description: 'The Knowledge Hub running alone, for its team.' },
});
