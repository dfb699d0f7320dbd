/**
 * webpack loader for shell/src/federation/host-shared.ts in the shell's browser build, which has no
 * federation plugin: replaces it with the options the shell starts its federation runtime with
 * (shell/src/federation/federation-host.ts): its container name, the share strategy of every
 * bundle and every package of the shared list (config/federation-shared.js `hostShares`), each the
 * shell's own copy: given as it is when the shell has run it already (the start's packages, which
 * the federation runtime then counts as loaded by the shell), else loaded by a lazy import when a
 * remote first needs it. A share is the package's module as webpack has it, `module.exports` for
 * CommonJS, as the federation plugin's builds give it.
 */
const { hostShares, SHARE_STRATEGY } = require('./federation-shared');

/**
 * @typedef {{ name: string, packageDir: string }} HostSharedOptions the host's container name and
 *   package folder
 */

/**
 * @param {HostSharedOptions} options
 * @returns {string} the module's code
 */
function hostSharedCode({ name, packageDir }) {
  const shares = hostShares(packageDir).map(({ key, version, requiredVersion, singleton }) => {
    const request = JSON.stringify(key);
    const config = JSON.stringify({ singleton, requiredVersion });
    return `    ${request}: share(require.resolveWeak(${request}), () => import(${request}), ${JSON.stringify(version)}, ${config}),`;
  });
  return [
    '// Written by config/host-shared-loader.js.',
    'const share = (id, load, version, shareConfig) =>',
    '  require.cache[id]',
    '    ? { version, shareConfig, lib: () => __webpack_require__(id) }',
    '    : { version, shareConfig, get: () => load().then(() => () => __webpack_require__(id)) };',
    '',
    'export default {',
    `  name: ${JSON.stringify(name)},`,
    `  shareStrategy: ${JSON.stringify(SHARE_STRATEGY)},`,
    '  shared: {',
    ...shares,
    '  },',
    '};',
    '',
  ].join('\n');
}

/** @this {import('webpack').LoaderContext<HostSharedOptions>} */
module.exports = function hostSharedLoader() {
  return hostSharedCode(this.getOptions());
};
module.exports.hostSharedCode = hostSharedCode;
