// The zones of the platform packages (packages/README.md), as one lint rule: a package is used
// through its public index only (a test may also take what tests share from its testing entry,
// `<name>/testing`), and its code keeps to its own folder; a package whose package.json says
// `"isolated": true` (config/workspaces.js) imports nothing but its own files. The files at the top of a
// package's folder (jest.config.js, …) are its build and test settings: they run the repository's
// tools, as every package's do. The rule reads the import specifiers as written, so an import of a
// package by its name (which resolves into its folder) is never mistaken for a path into it.
const path = require('node:path');

/**
 * @typedef {object} PlatformPackage
 * @property {string} dir its folder, relative to the repository (`packages/<name>`)
 * @property {string} name its package name
 * @property {boolean} [isolated] it imports nothing but its own files: no package, no Node builtin
 * @typedef {object} ZoneOptions
 * @property {string} root the repository
 * @property {PlatformPackage[]} packages
 * @property {string[]} [tools] files of the repository (relative to it, without extension) that a
 *   package's tests may import by path: the repository's checks of every package
 */

/** True when `file` is `dir` or inside it (both absolute). @param {string} file @param {string} dir */
const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** @param {string} file */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** A test, or the support code of tests. @param {string} file */
const isTestCode = (file) => isTest(file) || /[\\/]test-support[\\/]/.test(file);

/** A path without its extension. @param {string} file */
const withoutExtension = (file) => file.slice(0, file.length - path.extname(file).length);

/** @param {string} specifier */
const isRelative = (specifier) => specifier === '.' || specifier === '..' || /^\.{1,2}\//.test(specifier);

/** True when `specifier` names a file of package `name` below src/ or dist/. @param {string} name @param {string} specifier */
const internalPath = (name, specifier) =>
  specifier.startsWith(`${name}/`) && /^(src|dist)(\/|$)/.test(specifier.slice(name.length + 1));

/**
 * What is wrong with importing `specifier` from `file`, or null.
 * @param {string} file absolute @param {string} specifier @param {ZoneOptions} options
 * @returns {{ messageId: string, data: Record<string, string> } | null}
 */
function zoneProblem(file, specifier, { root, packages, tools = [] }) {
  const own = packages.find(
    (pkg) => inside(file, path.join(root, pkg.dir)) && path.dirname(file) !== path.join(root, pkg.dir),
  );
  if (isRelative(specifier)) {
    const target = path.resolve(path.dirname(file), specifier);
    const tool = isTest(file) && tools.includes(withoutExtension(path.relative(root, target)));
    if (own && !tool && !inside(target, path.join(root, own.dir))) {
      return { messageId: 'leavesPackage', data: { specifier, dir: own.dir } };
    }
    const entered = packages.find((pkg) => pkg !== own && inside(target, path.join(root, pkg.dir)));
    return entered ? { messageId: 'pathIntoPackage', data: { specifier, dir: entered.dir, name: entered.name } } : null;
  }
  if (own?.isolated) return { messageId: 'isolated', data: { specifier, dir: own.dir } };
  const testing = packages.find((pkg) => specifier === `${pkg.name}/testing`);
  if (testing && !isTestCode(file)) return { messageId: 'testingEntry', data: { specifier, name: testing.name } };
  const reached = packages.find((pkg) => internalPath(pkg.name, specifier));
  return reached ? { messageId: 'internals', data: { specifier, name: reached.name } } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const zonesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Platform packages are imported by name, through their public index, and keep to their folder.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          packages: {
            type: 'array',
            items: {
              type: 'object',
              properties: { dir: { type: 'string' }, name: { type: 'string' }, isolated: { type: 'boolean' } },
              required: ['dir', 'name'],
              additionalProperties: false,
            },
          },
          tools: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      leavesPackage:
        '"{{specifier}}" leaves {{dir}}: a package imports other code by its package name (its public index), never by a relative path.',
      pathIntoPackage:
        '"{{specifier}}" is a path into {{dir}}: import it by its package name ("{{name}}"), through its public index.',
      internals: '"{{specifier}}" reaches inside {{name}}: import "{{name}}" itself, its public index.',
      isolated: '{{dir}} imports nothing but its own files: "{{specifier}}" is not one (no package, no Node builtin).',
      testingEntry:
        '"{{specifier}}" is what tests share (packages/README.md): only a test imports it; other code imports "{{name}}".',
    },
  },
  create(context) {
    const options = /** @type {ZoneOptions} */ (context.options[0]);
    const file = context.physicalFilename;
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = zoneProblem(file, source.value, options);
      if (problem) context.report({ node: source, ...problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(/** @type {import('estree').Node | undefined} */ (node.arguments[0]));
        }
      },
      // `import x = require('…')` and `import('…').Type` in TypeScript.
      /** @param {any} node */
      TSExternalModuleReference: (node) => check(node.expression),
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** The rule as a plugin: `plugins: { packages: plugin }`, rule `packages/zones`. */
const plugin = { rules: { zones: zonesRule } };

module.exports = { plugin, zoneProblem };
