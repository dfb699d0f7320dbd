/**
 * The one webpack configuration factory for the shell and both remotes: TypeScript through
 * ts-loader (types are checked separately by tsc), Module Federation with the shared list of
 * config/federation-shared.js, content-hashed files, and an HTML page when the package has one.
 */
const path = require('node:path');
const { readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared');
const { nodeConfig } = require('./webpack.node');

const ROOT = path.resolve(__dirname, '..');
const THEME_CSS = readFileSync(path.join(ROOT, 'shared-ui/src/theme/themes.css'), 'utf8');
const THEME_NAMES = JSON.parse(readFileSync(path.join(ROOT, 'shared-ui/src/theme/theme-names.json'), 'utf8'));

/**
 * @param {object} options
 * @param {string} options.dir package folder
 * @param {string} options.name federation container name
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {{ title: string, description: string } | null} [options.html] page to emit, if any
 * @param {number} options.devPort
 * @param {boolean} [options.eagerShared] standalone dev hosts only
 * @param {object[]} [options.plugins]
 * @param {string} [options.serverEntry] the shell's page renderer, in its Node build
 * @param {string[]} [options.serverRuntimePlugins] runtime plugins of the Node build only
 * @returns {(env: object, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig(options) {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const browser = {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') },
            },
          },
          { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|pdf)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: federationShared({ eager: options.eagerShared ?? false }),
          // The shell provides every shared package, so a page needs only its own remote's entry;
          // 'version-first' would download every remote's entry first, to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
        }),
        ...(options.html
          ? [
              new HtmlWebpackPlugin({
                template: path.join(ROOT, 'config/index.html.ejs'),
                templateParameters: {
                  title: options.html.title,
                  description: options.html.description,
                  themeCss: THEME_CSS,
                  themeNames: JSON.stringify(THEME_NAMES),
                  // Painted without JavaScript too (a page rendered ahead of time); the inline script switches it.
                  defaultTheme: THEME_NAMES[0],
                },
                chunks: ['main'],
                minify: production,
              }),
            ]
          : []),
        ...(options.plugins ?? []),
      ],
      optimization: {
        // Shared packages become separate async chunks; without this, small helpers they all use
        // (@emotion/serialize, tslib, ...) are copied into each of them and loaded twice.
        splitChunks: { chunks: 'async', minSize: 0, minChunks: 2 },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: options.devPort,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
      },
    };
    // `--env node`: the Node build that renders first screens (config/webpack.node.js).
    return env?.node ? nodeConfig(browser, options) : browser;
  };
}

module.exports = { createWebpackConfig, ROOT };
