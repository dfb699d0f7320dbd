const { createWebpackConfig } = require('../config/webpack.base');
const { standaloneBackend } = require('../config/standalone-backend');
const RESOURCES_REQUEST = require('./src/features/resources/api/resources-request.json');

/**
 * The backend reads each exposed page makes as it starts, written as `page-requests.json` beside
 * the build: `{ "<exposed module>": [{ "path": "/rest/v1/…" }] }`, each a GET of `path` on the
 * Supabase project URL with the anon key as its `apikey` parameter and no headers
 * (src/features/resources/api/backend-request.ts). The served page of a route names them in its head
 * as preloads (packages/prerender/src/data-preloads.ts), read from the live release, so a page
 * always preloads what its live release asks for.
 */
const PAGE_REQUESTS = { 'knowledge-hub-page': [{ path: RESOURCES_REQUEST.path }] };

class PageRequestsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageRequestsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageRequestsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => compilation.emitAsset('page-requests.json', new sources.RawSource(`${JSON.stringify(PAGE_REQUESTS)}\n`)),
      );
    });
  }
}

module.exports = (env, argv) =>
  // Container name, port and exposed modules come from the site manifest (the site-manifest package).
  createWebpackConfig({
    dir: __dirname,
    html: { title: 'Knowledge Hub bundle (standalone)', description: 'The Knowledge Hub running alone, for its team.' },
    plugins: [standaloneBackend(argv.mode === 'development'), new PageRequestsPlugin()],
  })(env, argv);
