/**
 * The one webpack configuration factory for the shell and both remotes: TypeScript through
 * ts-loader (types are checked separately by tsc), Module Federation with the shared list of
 * config/federation-shared.js, content-hashed files, and an HTML page when the package has one.
 */
const path = require('node:path');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared, SHARE_STRATEGY } = require('./federation-shared');
const { inlineScriptText } = require('./inline-script');
const { ChunkMapPlugin } = require('./chunk-map-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { PrecompressPlugin } = require('./precompress-plugin');
const { HostManifestPlugin } = require('./host-manifest-plugin');
const { nodeConfig } = require('./webpack.node');
const EXTERNAL_RUNTIME = require('./external-runtime.json');
const { DefinePlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { bundleOfPackage, ownRoutesGlobal, readSiteManifest, webpackExposes } = require('site-manifest');

const ROOT = path.resolve(__dirname, '..');
const HOST_SHARED_LOADER = require.resolve('./host-shared-loader');
const THEME_CSS_FILE = path.join(ROOT, 'shared-ui/src/theme/themes.css');
const THEME_SETTINGS_FILE = path.join(ROOT, 'shared-ui/src/theme/theme-settings.json');
/** The page of a package with one (`html`). */
const HTML_TEMPLATE = path.join(__dirname, 'index.html.ejs');
const SITE_MANIFEST_FILE = path.join(ROOT, 'shared-ui/src/site/site-manifest.json');
const THEME_CSS = readFileSync(THEME_CSS_FILE, 'utf8');
const THEME_SETTINGS = JSON.parse(readFileSync(THEME_SETTINGS_FILE, 'utf8'));

/** The federation entry imports the bundler runtime by its resolved path. */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;

/**
 * A remote's production build takes the bundler runtime from the global the shell sets.
 * @param {{ request?: string }} data @param {(err?: null, result?: string, type?: 'global') => void} callback
 */
function bundlerRuntimeExternal({ request }, callback) {
  if (request && BUNDLER_RUNTIME_ENTRY.test(request)) callback(null, EXTERNAL_RUNTIME.bundlerRuntime, 'global');
  else callback();
}

/**
 * @typedef {object} PackageOptions what a package's webpack.config.js passes
 * @property {string} dir package folder
 * @property {string} [runtimeHost] the host's module that config/host-shared-loader.js fills in (the
 *   shell: its browser build has no federation plugin, and starts the federation runtime itself
 *   when a page first needs a remote, with these options)
 * @property {{ title: string, description: string, inlineScript?: string, entryLoader?: string } | null} [html]
 *   page to emit, if any; `inlineScript` is a script file inlined first in its head; `entryLoader` a
 *   script file inlined after the root element that loads the entry scripts (named in `#shell-entries`)
 * @property {import('webpack').WebpackPluginInstance[]} [plugins]
 * @property {unknown} [pages] written into chunk-map.json (the shell: its routes)
 * @property {string[]} [takeOver] named async chunks the start loads at once to take a served page
 *   over, after what the header waits for (the shell: its router); chunk-map.json lists them
 * @property {Record<string, string[]>} [packageChunks] async chunks (by `webpackChunkName`) that hold
 *   every module of these packages, wherever the build imports them: one file each instead of the
 *   pieces other chunks happen to share
 * @property {string} [serverEntry] the shell's page renderer, in its Node build
 * @property {string[]} [serverRuntimePlugins] runtime plugins of the Node build only
 * @property {Record<string, import('express').RequestHandler>} [devRoutes] extra GET answers of the
 *   development server, by path (the shell: its runtime config)
 * @typedef {PackageOptions & { name: string, devPort: number, exposes: Record<string, string> }} BuildOptions
 *   with what the site manifest says of the bundle
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} Config
 */

/**
 * The package's bundle in the site manifest of its workspace (the folder above it), which gives
 * its container name, dev port and exposed modules.
 * @param {PackageOptions} packageOptions
 * @returns {(env: { node?: boolean } | undefined, argv: { mode?: string }) => Config}
 */
function createWebpackConfig(packageOptions) {
  const bundle = bundleOfPackage(readSiteManifest(path.resolve(packageOptions.dir, '..')), packageOptions.dir);
  /** @type {BuildOptions} */
  const options = { ...packageOptions, name: bundle.container, devPort: bundle.port, exposes: webpackExposes(bundle) };
  const ownRoutes = Object.fromEntries(
    Object.entries(ownRoutesGlobal(bundle)).map(([name, value]) => [name, JSON.stringify(value)]),
  );
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const remote = Object.keys(options.exposes ?? {}).length > 0;
    // One federation runtime per page: the shell provides it (shell/src/federation/provide-runtime-plugin.ts),
    // a remote's production build uses it. A remote's development build (its standalone page) keeps
    // its own, as nothing provides one there.
    const externalRuntime = remote && production;
    /** @type {import('./chunk-map-plugin').ChunkMapOptions} */
    const chunkMapOptions = {
      exposes: options.exposes,
      pages: options.pages,
      takeOver: options.takeOver,
      runtimeHost: options.runtimeHost,
    };
    /** @type {Config} */
    const browser = {
      mode: production ? 'production' : 'development',
      context: options.dir,
      cache: persistentCache(options.dir, production, [
        // Read here (and the page's template by the HTML plugin), outside webpack's own view of the
        // files: a change of any starts a fresh cache.
        THEME_CSS_FILE,
        THEME_SETTINGS_FILE,
        SITE_MANIFEST_FILE,
        ...(options.html ? [HTML_TEMPLATE] : []),
        ...[options.html?.inlineScript, options.html?.entryLoader].filter((file) => typeof file === 'string'),
      ]),
      entry: { main: './src/index.ts' },
      // Maps are kept with each release for the project's tools and never served (packages/site-servers):
      // the files do not name them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: options.name,
        // Files of another origin (a remote's, loaded into the shell's page) in CORS mode: an error
        // thrown in them reaches the page whole, stack and all, and is counted for their release
        // (shell/src/telemetry). The page loader's preloads and the federation runtime do the same.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      // The bundler runtime too (with the runtime, sdk and error codes it brings): the shell's.
      ...(externalRuntime ? { externals: [bundlerRuntimeExternal] } : {}),
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
        new DefinePlugin(ownRoutes),
        options.runtimeHost
          ? new HostManifestPlugin({ name: options.name, packageDir: options.dir })
          : new ModuleFederationPlugin({
              name: options.name,
              filename: 'remoteEntry.js',
              exposes: options.exposes ?? {},
              shared: federationShared({ packageDir: options.dir }),
              shareStrategy: SHARE_STRATEGY,
              dts: false,
              manifest: { fileName: 'mf-manifest.json' },
              experiments: {
                ...(externalRuntime ? { externalRuntime: true } : {}),
                // Browser builds: no Node loading code; remotes are registered by their remote entry,
                // which the shell reads from the manifest itself (shell/src/federation/remote-entry.ts).
                optimization: { target: 'web', disableSnapshot: true },
              },
            }),
        new ChunkMapPlugin(chunkMapOptions),
        ...(production ? [new CompileHintsPlugin(chunkMapOptions)] : []),
        // A production remote has no runtime of its own, so no standalone page either.
        ...(options.html && !externalRuntime
          ? [
              new HtmlWebpackPlugin({
                template: HTML_TEMPLATE,
                templateParameters: {
                  title: options.html.title,
                  description: options.html.description,
                  themeCss: THEME_CSS,
                  themeSettings: JSON.stringify(THEME_SETTINGS),
                  // Painted without JavaScript too (a page rendered ahead of time); the inline script switches it.
                  defaultTheme: THEME_SETTINGS.themes[0],
                  inlineScript: options.html.inlineScript ? inlineScriptText(options.html.inlineScript) : '',
                  entryLoader: options.html.entryLoader ? inlineScriptText(options.html.entryLoader) : '',
                },
                chunks: ['main'],
                // With a loader, the page names its entry scripts only through it.
                inject: !options.html.entryLoader,
                minify: production,
              }),
            ]
          : []),
        ...(options.plugins ?? []),
        // A brotli twin beside each text file as finally written, for the browsers that take br.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        // SWC's minifier through webpack's own minimizer plugin: a cold production build takes half
        // the time terser's two passes take (mfe-marketing: 15 s against 32 s on 2 cores), and its
        // output is a little smaller.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
        // Shared packages become separate async chunks; without this, small helpers they all use
        // (@emotion/serialize, tslib, ...) are copied into each of them and loaded twice.
        // A remote's own code is not split out (default: false): an exposed page's chunk holds all of
        // it, one request rather than several small ones shared between pages.
        splitChunks: {
          chunks: 'async',
          minSize: 0,
          minChunks: 2,
          cacheGroups: {
            ...(remote ? { default: false } : {}),
            ...packageChunkGroups(options.packageChunks ?? {}),
          },
        },
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
        setupMiddlewares: (middlewares, devServer) => {
          for (const [route, handler] of Object.entries(options.devRoutes ?? {})) devServer.app?.get(route, handler);
          return middlewares;
        },
      },
    };
    // `--env node`: the Node build that renders first screens (config/webpack.node.js), which keeps
    // the federation plugin.
    return env?.node ? nodeConfig(browser, options) : withHostShared(browser, options);
  };
}

/**
 * A runtime host's browser build: its module of federation options filled in by
 * config/host-shared-loader.js.
 * @param {Config} browser @param {BuildOptions} options @returns {Config}
 */
function withHostShared(browser, options) {
  if (!options.runtimeHost) return browser;
  const rule = {
    test: options.runtimeHost,
    use: { loader: HOST_SHARED_LOADER, options: { name: options.name, packageDir: options.dir } },
  };
  return { ...browser, module: { ...browser.module, rules: [...(browser.module?.rules ?? []), rule] } };
}

/**
 * splitChunks cache groups that put every module of some packages into one named async chunk.
 * @param {Record<string, string[]>} packageChunks chunk name -> package names
 */
function packageChunkGroups(packageChunks) {
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(
    Object.entries(packageChunks).map(([name, packages]) => [
      name,
      {
        name,
        test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(escape).join('|')})[\\\\/]`),
        chunks: /** @type {'async'} */ ('async'),
        enforce: true,
      },
    ]),
  );
}

/**
 * webpack's filesystem cache, so a build after a small change (a release of one line of text)
 * rebuilds only what changed. One cache per package folder and mode, under the repository's
 * ignored `.local/`; webpack checks every file it read (sources, packages by their lock), and the
 * files the configuration loads (configurationFiles) make a change to them start a fresh cache: a
 * change to any other file of config/ (a test, a note) keeps it.
 * @param {string} packageDir @param {boolean} production @param {string[]} inputs other files the
 *   configuration reads
 * @returns {Config['cache']}
 */
function persistentCache(packageDir, production, inputs) {
  const packageConfig = path.join(packageDir, 'webpack.config.js');
  return {
    type: 'filesystem',
    cacheDirectory: CACHE_DIRECTORY,
    name: `${cacheNamePrefix(packageDir)}${production ? 'production' : 'development'}`,
    buildDependencies: {
      config: [
        ...new Set([
          ...configurationFiles([require.cache[packageConfig] ?? require.cache[__filename]]),
          packageConfig,
          HOST_SHARED_LOADER,
          ...inputs,
        ]),
      ],
    },
  };
}

/**
 * @typedef {{ filename: string, children: LoadedModule[] }} LoadedModule a module as Node keeps
 *   it (require.cache): its file and the modules it required
 */

/**
 * The repository's files that modules load through require(), themselves included, followed
 * module by module (packages of node_modules left out: webpack checks those by their lock).
 * @param {(LoadedModule | undefined)[]} modules
 * @returns {string[]} sorted
 */
function configurationFiles(modules) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {LoadedModule | undefined} loaded */
  const visit = (loaded) => {
    if (!loaded) return;
    const own =
      !path.relative(ROOT, loaded.filename).startsWith('..') &&
      !loaded.filename.includes(`${path.sep}node_modules${path.sep}`);
    if (!own || files.has(loaded.filename)) return;
    files.add(loaded.filename);
    loaded.children.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].sort();
}

const CACHE_DIRECTORY = path.join(ROOT, '.local/webpack-cache');

/**
 * How the names of a package folder's caches in CACHE_DIRECTORY begin (its mode follows, and
 * `-node` for the Node build), for whoever removes a folder to remove its caches too.
 * @param {string} packageDir
 */
function cacheNamePrefix(packageDir) {
  const folder = path.relative(ROOT, packageDir).replace(/[^a-z0-9]+/gi, '-') || 'root';
  return `${folder}-${createHash('sha256').update(packageDir).digest('hex').slice(0, 8)}-`;
}

module.exports = { createWebpackConfig, cacheNamePrefix, configurationFiles, CACHE_DIRECTORY, ROOT };
