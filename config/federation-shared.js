/**
 * The one shared-dependency list for every webpack config (shell and remotes).
 * Every entry is a singleton: two copies of a context library split the page into two worlds
 * (a theme that never reaches a remote, two toast stores, two Supabase auth clients).
 * The router is not shared: only the shell uses it (remotes link with shared-ui's SiteLink), so the
 * shell's build keeps only the parts it uses instead of providing the whole package.
 * Each singleton's `requiredVersion` is the range its package declares: the package being built
 * (the shell or a remote), or shared-ui for what a bundle uses only through shared-ui.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SHARED_UI_DIR = path.join(ROOT, 'shared-ui');

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
 * (main.js), instead of as a dozen chunks fetched one after another. react-dom, the largest, is a
 * chunk of its own that the served page requests with the entry: the entry runs while it arrives
 * (a browser keeps at most six connections to an origin, so the start is not split further). The
 * rest (supabase-js, framer-motion, the dialogs: shared-ui/dialog with Radix Dialog, Radix Toast
 * with the toast area) is loaded when first used.
 */
const START_SHARED = ['react', 'react/', '@emotion/react', '@emotion/react/', '@emotion/styled', 'shared-ui'];

/**
 * @typedef {object} PackageJson the fields of a package.json read here
 * @property {string} name
 * @property {string} version
 * @property {Record<string, string>} [dependencies]
 * @property {Record<string, string>} [peerDependencies]
 * @property {Record<string, unknown>} [exports]
 * @typedef {object} SharedConfig one entry of ModuleFederationPlugin's `shared`
 * @property {true} singleton
 * @property {string} requiredVersion
 * @property {boolean} eager
 * @property {string} [version]
 */

/** @param {string} dir a package folder (relative: to the repository) @returns {PackageJson} its package.json */
function packageJsonOf(dir) {
  return JSON.parse(readFileSync(path.resolve(ROOT, dir, 'package.json'), 'utf8'));
}

/**
 * The range of `name` that a package declares for its bundle: in `dependencies` or
 * `peerDependencies` (what only its tests import is no part of the bundle).
 * @param {PackageJson} pkg @param {string} name @returns {string | undefined}
 */
function declaredRange(pkg, name) {
  return pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
}

/**
 * @param {object} options
 * @param {string} options.packageDir folder of the package being built (the shell or a remote), whose
 *   declarations give each singleton's `requiredVersion`
 * @param {boolean | string[]} [options.eager] true for the standalone dev hosts; a list of keys for
 *   the shell (START_SHARED)
 * @returns {Record<string, SharedConfig>} the `shared` option of ModuleFederationPlugin
 */
function federationShared({ packageDir, eager = false }) {
  if (!packageDir) throw new Error('federation-shared: name the package being built (packageDir)');
  const own = packageJsonOf(packageDir);
  const sharedUiPackage = packageJsonOf(SHARED_UI_DIR);
  /** @param {string} name @returns {string} */
  const requiredVersion = (name) => {
    const range = declaredRange(own, name) ?? declaredRange(sharedUiPackage, name);
    if (!range) throw new Error(`federation-shared: neither ${own.name} nor shared-ui declares ${name}`);
    return range;
  };
  /** @param {string} key */
  const isEager = (key) => (Array.isArray(eager) ? eager.includes(key) : eager);
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: requiredVersion(name), eager: isEager(name) };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { singleton: true, requiredVersion: requiredVersion(base), eager: isEager(prefix) };
  }
  // Each entry of shared-ui's package.json `exports` is a share of its own: 'shared-ui' (provided
  // eagerly with the start packages) and 'shared-ui/dialog' (loaded with the first dialog).
  for (const entry of Object.keys(sharedUiPackage.exports ?? {})) {
    // shared-ui/testing holds test helpers: never in a bundle.
    if (!entry.startsWith('.') || entry.endsWith('.json') || entry === './testing') continue;
    const key = path.posix.join('shared-ui', entry);
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersion(sharedUiPackage.name),
      version: sharedUiPackage.version,
      eager: isEager(key),
    };
  }
  return shared;
}

module.exports = { federationShared, SINGLETONS, START_SHARED };
