/**
 * The site manifest for Node (webpack configs, scripts, the benchmark, the tests): reads
 * shared-ui/src/site/site-manifest.json (typed in site-manifest.ts beside it), refuses a manifest
 * that contradicts itself, and gives each bundle the derived facts the tools need. Plain JSON, no
 * TypeScript to run: nothing is transpiled to read it.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const MANIFEST_PATH = 'shared-ui/src/site/site-manifest.json';
/** The contract of a module that a route renders (shared-ui PageModule). */
const PAGE_CONTRACT = 'page';
const CONTRACTS = [PAGE_CONTRACT, 'contact-dialog'];

/**
 * @typedef {import('../shared-ui/src/site/site-manifest').SiteManifest} SiteManifest
 * @typedef {import('../shared-ui/src/site/site-manifest').SiteRoute} SiteRoute
 * @typedef {import('../shared-ui/src/site/site-manifest').SitePage} SitePage
 * @typedef {object} Bundle a bundle with what the tools derive from the manifest
 * @property {string} name folder name in the deployment target, and the name release commands take
 * @property {'shell' | 'remote'} kind
 * @property {boolean} joinsAtRunTime its pages reach the shell through the runtime config, not the
 *   shell's build: never prerendered, in the sitemap or indexed
 * @property {string} packageDir workspace folder that builds it
 * @property {string} container federation container name
 * @property {string | null} remoteKey key in the runtime config (the container), null for the shell
 * @property {number} port local port (npm start, webpack-dev-server)
 * @property {string} envPrefix `<prefix>_PORT`, `<prefix>_MANIFEST_URL`, `E2E_<prefix>_PORT`, …
 * @property {string} entry the file visitors start from: what a release switches
 * @property {Record<string, string>} exposes module name -> contract (a route's module is a page)
 * @property {SitePage[]} pages the routes it renders (the shell: those of
 *   the remotes it is built with)
 * @property {string[]} routes their paths
 * @typedef {SiteManifest & { bundleList: Bundle[], host: Bundle, remotes: Bundle[], builtInRemotes: Bundle[],
 *   joinedPages: SitePage[] }} Site the manifest, checked, with its bundles, the remotes a shell build
 *   composes, and the pages of those that join at run time (for the runtime config)
 */

/** @param {SiteManifest} manifest @returns {string[]} what is wrong with it (empty when usable) */
function manifestProblems(manifest) {
  /** @type {string[]} */
  const problems = [];
  const bundles = Array.isArray(manifest?.bundles) ? manifest.bundles : [];
  if (!bundles.length) return ['it names no bundles'];
  if (bundles.filter((b) => b.host).length !== 1) problems.push('exactly one bundle must be the host ("host": true)');
  /** @type {Map<string, string>} */
  const seen = new Map();
  /** @param {string} what @param {string | number} value @param {string} bundle */
  const unique = (what, value, bundle) => {
    const key = `${what}:${value}`;
    if (seen.has(key)) problems.push(`${what} "${value}" is used by both ${seen.get(key)} and ${bundle}`);
    seen.set(key, bundle);
  };
  for (const bundle of bundles) {
    const label = bundle.name ?? '(unnamed)';
    for (const field of /** @type {const} */ (['name', 'package', 'container', 'envPrefix'])) {
      const value = bundle[field];
      if (typeof value !== 'string' || !value) problems.push(`${label}: "${field}" is missing`);
      else unique(field, value, label);
    }
    if (!/^[A-Za-z_$][\w$]*$/.test(bundle.container ?? ''))
      problems.push(`${label}: the container must be an identifier`);
    if (!/^[A-Z][A-Z0-9_]*$/.test(bundle.envPrefix ?? '')) problems.push(`${label}: envPrefix must be UPPER_SNAKE`);
    if (!Number.isInteger(bundle.port)) problems.push(`${label}: "port" must be a number`);
    else unique('port', bundle.port, label);
    if (bundle.joins !== undefined && (bundle.joins !== 'run-time' || bundle.host)) {
      problems.push(`${label}: "joins" is "run-time", for a remote only`);
    }
    if (bundle.host && (bundle.routes?.length || Object.keys(bundle.exposes ?? {}).length)) {
      problems.push(`${label}: the host serves no routes of its own and exposes nothing`);
    }
    for (const [module, contract] of Object.entries(bundle.exposes ?? {})) {
      if (!CONTRACTS.includes(contract)) problems.push(`${label}: ${module} has an unknown contract "${contract}"`);
    }
    for (const route of bundle.routes ?? []) {
      const where = `${label} ${route.path}`;
      if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(route.path ?? '')) {
        problems.push(`${where}: a path is "/" or lower-case words after "/", with no trailing slash`);
      } else unique('path', route.path, label);
      if (!/^[a-z0-9-]+$/.test(route.module ?? '')) problems.push(`${where}: "module" must be a kebab-case file name`);
      if (bundle.exposes?.[route.module]) problems.push(`${where}: ${route.module} is a route's page and in exposes`);
      for (const field of /** @type {const} */ (['title', 'description'])) {
        const value = route[field];
        if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: "${field}" is missing`);
      }
    }
  }
  return problems;
}

/** @param {SiteManifest} manifest @returns {Bundle[]} */
function bundlesOf(manifest) {
  const remotes = manifest.bundles.filter((b) => !b.host);
  /** @param {SiteManifest['bundles'][number]} b */
  const pagesOf = (b) => (b.routes ?? []).map((route) => ({ ...route, remote: b.container }));
  const allPages = remotes.filter((b) => b.joins !== 'run-time').flatMap(pagesOf);
  return manifest.bundles.map((b) => {
    const pages = b.host ? allPages : pagesOf(b);
    return {
      name: b.name,
      kind: b.host ? 'shell' : 'remote',
      joinsAtRunTime: b.joins === 'run-time',
      packageDir: b.package,
      container: b.container,
      remoteKey: b.host ? null : b.container,
      port: b.port,
      envPrefix: b.envPrefix,
      entry: b.host ? 'index.html' : 'mf-manifest.json',
      exposes: {
        ...Object.fromEntries((b.host ? [] : pages).map((page) => [page.module, PAGE_CONTRACT])),
        ...(b.exposes ?? {}),
      },
      pages,
      routes: pages.map((page) => page.path),
    };
  });
}

/** The manifest file of a workspace (the repository by default). */
function manifestFile(root = ROOT) {
  return path.join(root, MANIFEST_PATH);
}

/**
 * The manifest of a workspace, checked, with its bundles.
 * @param {string} [root] workspace folder (a copy of the repository, for a release from it)
 * @returns {Site}
 */
function readSiteManifest(root = ROOT) {
  const file = manifestFile(root);
  return siteManifestFrom(JSON.parse(readFileSync(file, 'utf8')), file);
}

/**
 * A manifest already parsed (a release's own copy), checked, with its bundles.
 * @param {SiteManifest} manifest @param {string} [label] what to call it in the error
 * @returns {Site}
 */
function siteManifestFrom(manifest, label = 'the site manifest') {
  const problems = manifestProblems(manifest);
  if (problems.length) throw new Error(`${label} is not usable:\n  - ${problems.join('\n  - ')}`);
  const bundleList = bundlesOf(manifest);
  const host = bundleList.find((b) => b.kind === 'shell');
  if (!host) throw new Error(`${label} is not usable: it has no host`);
  return {
    ...manifest,
    bundleList,
    host,
    remotes: bundleList.filter((b) => b.kind === 'remote'),
    builtInRemotes: bundleList.filter((b) => b.kind === 'remote' && !b.joinsAtRunTime),
    joinedPages: bundleList.filter((b) => b.joinsAtRunTime).flatMap((b) => b.pages),
  };
}

/**
 * What a shell built from this manifest loads from each remote, by remote key: the release checks
 * compare it with a remote's mf-manifest.json.
 * @param {Site} site
 * @returns {Record<string, { container: string, modules: string[] }>}
 */
function contractOf(site) {
  return Object.fromEntries(
    site.remotes.map((b) => [String(b.remoteKey), { container: b.container, modules: Object.keys(b.exposes) }]),
  );
}

/**
 * The bundle built from a package folder (its folder name), or a readable error.
 * @param {Site} site @param {string} packageDir @returns {Bundle}
 */
function bundleOfPackage(site, packageDir) {
  const name = path.basename(packageDir);
  const bundle = site.bundleList.find((b) => b.packageDir === name);
  if (!bundle) throw new Error(`${MANIFEST_PATH} names no bundle built from the package folder "${name}"`);
  return bundle;
}

/**
 * The global a bundle's own code reads its routes from (`__OWN_ROUTES__`, typed in the package):
 * defined at its build (config/webpack.base.js) and in its tests (config/jest.base.js), so a
 * remote knows its own pages from the manifest it was built with, not from the copy of shared-ui
 * the page happens to share (the shell's, which may predate a route the remote adds).
 * @param {Bundle} bundle @returns {{ __OWN_ROUTES__: SiteRoute[] }}
 */
function ownRoutesGlobal(bundle) {
  return {
    __OWN_ROUTES__:
      bundle.kind === 'remote'
        ? bundle.pages.map(({ path, module, title, description }) => ({ path, module, title, description }))
        : [],
  };
}

/**
 * webpack `exposes` of a remote: `./<module>` -> `./src/exposed/<module>.tsx`.
 * @param {Bundle} bundle @returns {Record<string, string>}
 */
function webpackExposes(bundle) {
  return Object.fromEntries(Object.keys(bundle.exposes).map((m) => [`./${m}`, `./src/exposed/${m}.tsx`]));
}

module.exports = {
  MANIFEST_PATH,
  PAGE_CONTRACT,
  manifestFile,
  manifestProblems,
  readSiteManifest,
  siteManifestFrom,
  contractOf,
  bundleOfPackage,
  webpackExposes,
  ownRoutesGlobal,
};
