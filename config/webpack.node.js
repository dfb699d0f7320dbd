/**
 * The Node build of a bundle (`webpack --env node`), beside its browser build: what renders the
 * first screens without a browser. Same loaders, same exposes and the same shared list
 * (config/federation-shared.js) as the browser build, so the markup is the one the browser
 * hydrates. It is written to `dist/node/`, published inside each release and never served.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared, SHARE_STRATEGY } = require('./federation-shared');

const { NODE_BUILD_DIR } = require('release-layout');

/** Sets a remote's asset URLs to its browser release folder, so the markup names the browser's files. */
const PUBLIC_PATH_PLUGIN = path.join(__dirname, 'node-public-path-plugin.js');

/**
 * @param {import('./webpack.base').Config} browser the bundle's browser configuration
 * @param {import('./webpack.base').BuildOptions} options the options of createWebpackConfig (the
 *   shell's `serverEntry` renders pages; `serverRuntimePlugins` are the Node build's only)
 * @returns {import('./webpack.base').Config}
 */
function nodeConfig(browser, options) {
  /** @param {NonNullable<import('webpack').Configuration['plugins']>[number]} plugin */
  const isBrowserOnly = (plugin) =>
    plugin instanceof ModuleFederationPlugin ||
    plugin instanceof HtmlWebpackPlugin ||
    ['CopyPlugin', 'ChunkMapPlugin', 'CompileHintsPlugin', 'PrecompressPlugin', 'HostManifestPlugin'].includes(
      plugin?.constructor?.name ?? '',
    );
  return {
    ...browser,
    name: `${options.name}-node`,
    // A cache of its own beside the browser build's: the two configurations never share entries.
    cache:
      typeof browser.cache === 'object' && browser.cache.type === 'filesystem'
        ? { ...browser.cache, name: `${browser.cache.name}-node` }
        : browser.cache,
    target: 'async-node',
    // Each container of the Node build keeps its own federation runtime: no shell gives one there.
    externals: undefined,
    // A remote needs nothing but its container; the shell, its page renderer.
    entry: options.serverEntry ? { 'render-page': options.serverEntry } : {},
    devtool: false,
    output: {
      ...browser.output,
      path: path.join(options.dir, 'dist', NODE_BUILD_DIR),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: 'chunks/[id].js',
      library: options.serverEntry ? { type: 'commonjs2' } : undefined,
      // The browser build runs first and cleans dist/.
      clean: false,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: federationShared({ packageDir: options.dir }),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(options.serverEntry ? [] : [PUBLIC_PATH_PLUGIN]),
          ...(options.serverRuntimePlugins ?? []),
        ],
        dts: false,
        manifest: false,
      }),
      ...(browser.plugins ?? []).filter((plugin) => !isBrowserOnly(plugin)),
    ],
    devServer: undefined,
  };
}

module.exports = { nodeConfig, NODE_BUILD_DIR };
