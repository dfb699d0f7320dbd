/**
 * The one shared-dependency list for every webpack config (shell and remotes).
 * Every entry is a singleton: two copies of a context library split the page into two worlds
 * (a theme that never reaches a remote, two toast stores, two Supabase auth clients).
 * The router is not shared: only the shell uses it (remotes link with shared-ui's SiteLink), so the
 * shell's build keeps only the parts it uses instead of providing the whole package.
 */
const rootPackage = require('../package.json');
const sharedUiPackage = require('../shared-ui/package.json');

const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  'framer-motion',
  '@radix-ui/react-dialog',
  '@radix-ui/react-toast',
  '@supabase/supabase-js',
];

/** Sub-path keys so react/jsx-runtime and react-dom/client are not bundled twice. */
const PREFIXES = ['react/', 'react-dom/', '@emotion/react/'];

/**
 * What every page runs before it responds: the shell provides these eagerly, inside its entry
 * (main.js), instead of as a dozen chunks fetched one after another. The rest (supabase-js,
 * framer-motion) is loaded when first used.
 */
const START_SHARED = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@radix-ui/react-dialog',
  '@radix-ui/react-toast',
  'shared-ui',
];

function versionOf(name) {
  const range = rootPackage.dependencies[name];
  if (!range) throw new Error(`federation-shared: ${name} is not a root dependency`);
  return range;
}

/**
 * @param {{ eager?: boolean | string[] }} [options] true for the standalone dev hosts; a list of
 *   keys for the shell (START_SHARED)
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function federationShared({ eager = false } = {}) {
  const isEager = (key) => (Array.isArray(eager) ? eager.includes(key) : eager);
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), eager: isEager(name) };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { singleton: true, requiredVersion: versionOf(base), eager: isEager(prefix) };
  }
  shared['shared-ui'] = {
    singleton: true,
    requiredVersion: `^${sharedUiPackage.version}`,
    version: sharedUiPackage.version,
    eager: isEager('shared-ui'),
  };
  return shared;
}

module.exports = { federationShared, SINGLETONS, START_SHARED };
