const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

/**
 * The workspace packages' folders, relative to `root`, as the root package.json lists them: an
 * entry `<dir>/*` stands for each folder of `<dir>` that has a package.json (packages/README.md).
 * @param {string} [root] the repository
 * @returns {string[]}
 */
function workspaceDirs(root = path.resolve(__dirname, '..')) {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((folder) => folder.isDirectory())
      .map((folder) => `${parent}/${folder.name}`)
      .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
  });
}

module.exports = { workspaceDirs };
