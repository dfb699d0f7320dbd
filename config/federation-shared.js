/**
 * The one shared-dependency list for every webpack config (shell and remotes).
 * Every entry is a singleton: two copies of a context library split the page into two worlds
 * (a theme that never reaches a remote, two toast stores, two Supabase auth clients).
 */
const rootPackage = require('../package.json');
const sharedUiPackage = require('../shared-ui/package.json');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  'framer-motion',
  '@radix-ui/react-dialog',
  '@radix-ui/react-toast',
  '@supabase/supabase-js',
];

/** Sub-path keys so react/jsx-runtime and react-dom/client are not bundled twice. */
const PREFIXES = ['react/', 'react-dom/', '@emotion/react/'];

function versionOf(name) {
  const range = rootPackage.dependencies[name];
  if (!range) throw new Error(`federation-shared: ${name} is not a root dependency`);
  return range;
}

/**
 * @param {{ eager?: boolean }} [options] eager is for the standalone dev hosts only.
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function federationShared({ eager = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), eager };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { singleton: true, requiredVersion: versionOf(base), eager };
  }
  shared['shared-ui'] = {
    singleton: true,
    requiredVersion: `^${sharedUiPackage.version}`,
    version: sharedUiPackage.version,
    eager,
  };
  return shared;
}

module.exports = { federationShared, SINGLETONS };
