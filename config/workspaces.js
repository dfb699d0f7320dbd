const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

/** The repository: the folder above config/. */
const ROOT = path.resolve(__dirname, '..');

/**
 * The workspace packages' folders, relative to `root`, as the root package.json lists them: an
 * entry `<dir>/*` stands for each folder of `<dir>` that has a package.json (packages/README.md), in
 * the order of their names.
 * @param {string} [root] the repository
 * @returns {string[]}
 */
function workspaceDirs(root = ROOT) {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((folder) => folder.isDirectory())
      .map((folder) => `${parent}/${folder.name}`)
      .sort()
      .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
  });
}

/**
 * @typedef {object} PlatformPackage
 * @property {string} dir its folder, relative to the repository (`packages/<folder>`)
 * @property {string} name its package name (the folder's name when its package.json has none)
 * @property {boolean} isolated its package.json says `"isolated": true`: it imports nothing but its
 *   own files, no package and no Node builtin (config/package-zones.js holds it)
 * @property {Record<string, string>} entries the source of each entry point it exports, by the
 *   specifier a caller imports (`<name>`, `<name>/testing`): the `types` file of its `exports`
 */

/**
 * The platform packages (packages/README.md): the workspace packages of packages/.
 * @param {string} [root] the repository
 * @returns {PlatformPackage[]}
 */
function platformPackages(root = ROOT) {
  return workspaceDirs(root)
    .filter((dir) => dir.startsWith('packages/'))
    .map((dir) => {
      const file = path.join(root, dir, 'package.json');
      /** @type {{ name?: string, isolated?: unknown, exports?: Record<string, { types?: string }> }} */
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.isolated !== undefined && typeof manifest.isolated !== 'boolean') {
        throw new Error(`${dir}/package.json: "isolated" is true or false, not ${JSON.stringify(manifest.isolated)}.`);
      }
      const name = manifest.name ?? path.basename(dir);
      const entries = Object.entries(manifest.exports ?? {}).flatMap(([subpath, conditions]) =>
        typeof conditions?.types === 'string'
          ? [[`${name}${subpath.slice(1)}`, path.join(root, dir, conditions.types)]]
          : [],
      );
      return { dir, name, isolated: manifest.isolated === true, entries: Object.fromEntries(entries) };
    });
}

module.exports = { platformPackages, workspaceDirs };
