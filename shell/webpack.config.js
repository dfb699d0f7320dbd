const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('../config/webpack.base');
const { manifestFile, readSiteManifest } = require('site-manifest');
const { localPublishableKey } = require('../config/standalone-backend');
const site = require('../shared-ui/src/site/site-info.json');
const chunkNames = require('./chunk-names');

const workspace = path.resolve(__dirname, '..');
const { host } = readSiteManifest(workspace);

module.exports = createWebpackConfig({
  dir: __dirname,
  // Every route and the remote module it loads, for the served pages' preload hints (chunk-map.json).
  pages: host.pages.map(({ path: route, remote, module }) => ({ path: route.slice(1), remote, module })),
  // No federation plugin in the browser build: the federation runtime starts when a page first
  // needs a remote (src/federation/federation-host.ts), with the packages this module is built into.
  runtimeHost: path.join(__dirname, 'src/federation/host-shared.ts'),
  // react-dom whole in one file, asked for with the entry (src/index.ts), which every later chunk
  // that imports it shares: not in pieces that happen to be shared with the federation runtime.
  packageChunks: { 'react-dom': ['react-dom', 'scheduler'] },
  // The router and the pages (src/app/app.tsx), and the federation runtime that loads them: fetched
  // once the shell's start, which the header waits for, has arrived.
  takeOver: [chunkNames.router, chunkNames.federation],
  html: {
    title: `${site.brand} ${site.legalSuffix} | Global Capability Centers in India`,
    description: `${site.brand} helps multinational companies set up and scale Global Capability Centers in India.`,
    inlineScript: path.join(__dirname, 'src/early-input/capture-early-input.js'),
    entryLoader: path.join(__dirname, 'src/page-loader/load-after-first-paint.js'),
  },
  // The Node build (`--env node`): renders first screens, loading each remote's Node build from disk.
  serverEntry: './src/server/index.ts',
  serverRuntimePlugins: [path.join(__dirname, 'src/server/release-entry-plugin.ts')],
  // `npm run dev`: the runtime config `npm start` would write, naming every remote's dev server
  // (the staff workspace's pages too) and the local backend.
  devRoutes: {
    '/runtime-config.json': (_req, res, next) => {
      import('../scripts/lib/site-config.mjs')
        .then(({ readSiteConfig, runtimeConfig }) => {
          const site = readSiteConfig();
          const backend = site.hostedBackend ?? {
            url: `http://localhost:${site.ports.backend}`,
            publishableKey: localPublishableKey(),
          };
          res.set('Cache-Control', 'no-cache').json(runtimeConfig(site, backend));
        })
        .catch(next);
    },
  },
  plugins: [
    new CopyPlugin({
      patterns: [
        { from: 'public', to: '.', noErrorOnMissing: true },
        // The manifest this release was built from: what it serves (routes, sitemap, first screens)
        // and loads (the release checks), read by the scripts from the live release.
        { from: manifestFile(workspace), to: 'site-manifest.json' },
      ],
    }),
  ],
});
