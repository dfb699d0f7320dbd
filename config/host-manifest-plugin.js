/**
 * Writes `mf-manifest.json` for a host built without the federation plugin (the shell's browser
 * build), in the plugin's own shape: its container name and the packages it gives the remotes
 * (config/federation-shared.js `hostShares`, the ones config/host-shared-loader.js compiles in).
 * The release checks read the shared versions from it, as from every bundle's manifest, and a
 * release is complete once its manifest is there.
 */
const { hostShares } = require('./federation-shared');

const NAME = 'HostManifestPlugin';

class HostManifestPlugin {
  /** @param {{ name: string, packageDir: string }} options container name and package folder */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = hostManifest(this.options);
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/** @param {{ name: string, packageDir: string }} options */
function hostManifest({ name, packageDir }) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: '', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: hostShares(packageDir).map(({ key, version, requiredVersion, singleton }) => ({
      id: `${name}:${key}`,
      name: key,
      version,
      singleton,
      requiredVersion,
    })),
    remotes: [],
    exposes: [],
  };
}

module.exports = { HostManifestPlugin, hostManifest };
