/**
 * The single-bundle build of the site, for the benchmark only: the shell's bootstrap as the entry,
 * no Module Federation, and every remote's exposed page compiled in (bench/monolith-remotes.ts
 * replaces shell/src/federation/remotes.ts). Same loaders, hashing, HTML page and source maps as
 * config/webpack.base.js, so the difference measured is the cost of federation.
 */
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ROOT } = require('../config/webpack.base');
const { ChunkMapPlugin } = require('../config/chunk-map-plugin');
const { CompileHintsPlugin } = require('../config/compile-hints-plugin');
const { HostManifestPlugin } = require('../config/host-manifest-plugin');
const shellConfig = require('../shell/webpack.config');
const shellChunkNames = require('../shell/chunk-names');

const OUT = path.join(ROOT, '.local/monolith');
const REMOTES_MODULE = /[\\/]federation[\\/]remotes(\.ts)?$/;

/**
 * The shell's plugins as the single bundle keeps them: no federation manifest, and chunk maps
 * without the federation runtime's chunk, which only the replaced remotes.ts loads.
 * @param {import('webpack').Configuration['plugins']} plugins
 */
function monolithPlugins(plugins = []) {
  return plugins
    .filter((plugin) => !(plugin instanceof HostManifestPlugin))
    .map((plugin) => {
      /** @param {import('../config/chunk-map-plugin').ChunkMapOptions} options */
      const withoutFederation = ({ takeOver = [], ...options }) => ({
        ...options,
        takeOver: takeOver.filter((name) => name !== shellChunkNames.federation),
      });
      if (plugin instanceof ChunkMapPlugin) return new ChunkMapPlugin(withoutFederation(plugin.options));
      if (plugin instanceof CompileHintsPlugin) return new CompileHintsPlugin(withoutFederation(plugin.options));
      return plugin;
    });
}

/**
 * @param {Parameters<typeof shellConfig>[0]} env
 * @param {Parameters<typeof shellConfig>[1]} argv
 */
module.exports = (env, argv) => {
  const base = shellConfig(env, { ...argv, mode: argv.mode ?? 'production' });
  return {
    ...base,
    name: 'monolith',
    entry: { main: './src/bootstrap.tsx' },
    output: { ...base.output, path: OUT, uniqueName: 'monolith' },
    module: {
      ...base.module,
      rules: [
        ...(base.module?.rules ?? []),
        // The remotes' exposed modules, from the site manifest.
        { test: path.join(__dirname, 'exposed-modules.ts'), use: path.join(__dirname, 'exposed-modules-loader.js') },
      ],
    },
    plugins: [
      ...monolithPlugins(base.plugins),
      new NormalModuleReplacementPlugin(REMOTES_MODULE, (resource) => {
        if (resource.context.startsWith(path.join(ROOT, 'shell/src'))) {
          resource.request = path.join(__dirname, 'monolith-remotes.ts');
        }
      }),
    ],
    devServer: undefined,
  };
};
