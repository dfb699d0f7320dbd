/**
 * The one shared-dependency list for every webpack config (shell and remotes), and for what the
 * shell's browser build, which has no federation plugin, gives the remotes (`hostShares`).
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
 * The sub-paths of those prefixes that the bundles import. The shell's browser build has no
 * federation plugin to find them in its own imports: it gives the remotes these
 * (shell/src/federation/host-shared.ts).
 */
const SUB_PATHS = ['react/jsx-runtime', 'react-dom/client'];

/**
 * How every federation runtime of the site picks a shared package: the copy already loaded. The shell
 * gives every shared package, so a page needs only its own remote's entry; 'version-first' would
 * download every remote's entry first, to compare versions.
 */
const SHARE_STRATEGY = 'loaded-first';

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
 * @returns {Record<string, SharedConfig>} the `shared` option of ModuleFederationPlugin
 */
function federationShared({ packageDir }) {
  if (!packageDir) throw new Error('federation-shared: name the package being built (packageDir)');
  const own = packageJsonOf(packageDir);
  const sharedUiPackage = packageJsonOf(SHARED_UI_DIR);
  /** @param {string} name @returns {string} */
  const requiredVersion = (name) => {
    const range = declaredRange(own, name) ?? declaredRange(sharedUiPackage, name);
    if (!range) throw new Error(`federation-shared: neither ${own.name} nor shared-ui declares ${name}`);
    return range;
  };
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: requiredVersion(name) };
  for (const prefix of PREFIXES) {
    shared[prefix] = { singleton: true, requiredVersion: requiredVersion(prefix.slice(0, -1)) };
  }
  // Each entry of shared-ui's package.json `exports` is a share of its own: 'shared-ui' and
  // 'shared-ui/dialog' (loaded with the first dialog).
  for (const entry of Object.keys(sharedUiPackage.exports ?? {})) {
    // shared-ui/testing holds test helpers: never in a bundle.
    if (!entry.startsWith('.') || entry.endsWith('.json') || entry === './testing') continue;
    const key = path.posix.join('shared-ui', entry);
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersion(sharedUiPackage.name),
      version: sharedUiPackage.version,
    };
  }
  return shared;
}

/**
 * The version of `name` a build in `packageDir` compiles in: the package.json of the package that
 * `name` resolves to from there.
 * @param {string} name @param {string} packageDir @returns {string}
 */
function installedVersion(name, packageDir) {
  let dir = path.dirname(require.resolve(name, { paths: [path.resolve(ROOT, packageDir)] }));
  for (;;) {
    try {
      const pkg = packageJsonOf(dir);
      if (pkg.name === name) return pkg.version;
    } catch {
      // No package.json in this folder: look further up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`federation-shared: no package.json of ${name} above ${packageDir}`);
    dir = parent;
  }
}

/**
 * @typedef {object} HostShare what a host without the federation plugin gives the remotes
 * @property {string} key share key, and the request that loads it
 * @property {string} version the version compiled in
 * @property {string} requiredVersion
 * @property {true} singleton
 */

/**
 * Every package of the shared list, as a host that builds without the federation plugin (the
 * shell's browser build) gives them to the remotes: each singleton, the sub-paths the bundles
 * import, and each entry of shared-ui, with the version it compiles in.
 * @param {string} packageDir @returns {HostShare[]}
 */
function hostShares(packageDir) {
  const shared = federationShared({ packageDir });
  const baseOf = (/** @type {string} */ key) => PREFIXES.find((prefix) => key.startsWith(prefix))?.slice(0, -1);
  return [...Object.keys(shared).filter((key) => !key.endsWith('/')), ...SUB_PATHS].map((key) => {
    const base = baseOf(key);
    const config = shared[key] ?? shared[`${base}/`];
    if (!config) throw new Error(`federation-shared: ${key} is under none of ${PREFIXES.join(', ')}`);
    return {
      key,
      requiredVersion: config.requiredVersion,
      singleton: config.singleton,
      version: config.version ?? installedVersion(base ?? key, packageDir),
    };
  });
}

module.exports = { federationShared, hostShares, SHARE_STRATEGY, SINGLETONS, SUB_PATHS };
