// What a platform package (packages/README.md) exports that nothing outside it uses: its public
// index is its interface, and a name no caller imports is a part of it nobody needs. The exports
// are listed by TypeScript (re-exports with `export *` and types included); the callers are found
// by reading every other source file of the repository.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The repository: the folder above config/. */
const ROOT = path.resolve(__dirname, '..');

/** Folders that hold no source of the repository's own. */
const SKIPPED = new Set(['node_modules', 'dist', '.local', '.git', 'coverage']);

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/**
 * The names a package's src/index.ts exports (`default` for a default export), sorted.
 * @param {string} indexFile absolute
 * @returns {string[]}
 */
function exportedNames(indexFile) {
  /** @type {ts.CompilerOptions} */
  const options = {
    noEmit: true,
    noLib: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  };
  const host = ts.createCompilerHost(options);
  // The package's own modules only: what it imports from others adds no name to its interface,
  // and reading their types would take seconds.
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => ({
      resolvedModule: /^\.{1,2}\//.test(literal.text)
        ? ts.resolveModuleName(literal.text, containingFile, options, host).resolvedModule
        : undefined,
    }));
  const program = ts.createProgram({ rootNames: [indexFile], options, host });
  const source = program.getSourceFile(indexFile);
  const checker = program.getTypeChecker();
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => symbol.getName())
    .sort();
}

/**
 * Every source file below `dir`, but for the folders that hold none of the repository's own and
 * the folder `except`.
 * @param {string} dir @param {string} except @returns {string[]}
 */
function sourceFiles(dir, except) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || full === except ? [] : sourceFiles(full, except);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * The names a file takes from `name`: `import { a, type B } from 'name'`, `import type`, `export { a }
 * from 'name'`, a namespace's `ns.a`, `const { a } = require('name')` and `import('name').A` (in
 * types and JSDoc); `export * from 'name'` passes on every name (`*`).
 * @param {string} file @param {string} text @param {string} name
 * @returns {Set<string>}
 */
function namesTaken(file, text, name) {
  const taken = new Set();
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const match of text.matchAll(new RegExp(`import\\(\\s*['"]${escaped}['"]\\s*\\)\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
    taken.add(match[1]);
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @param {ts.Expression | undefined} node */
  const fromPackage = (node) => node !== undefined && ts.isStringLiteral(node) && node.text === name;
  /** @type {Set<string>} local names of `import * as ns from 'name'` */
  const namespaces = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && fromPackage(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.name) taken.add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) taken.add((element.propertyName ?? element.name).text);
      }
    } else if (ts.isExportDeclaration(node) && fromPackage(node.moduleSpecifier)) {
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) taken.add('*');
      else for (const element of clause.elements) taken.add((element.propertyName ?? element.name).text);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'require' &&
      fromPackage(node.initializer.arguments[0])
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) taken.add(key.text);
      }
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      if (namespaces.has(node.expression.text)) taken.add(node.name.text);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaces.has(node.left.text)) {
      taken.add(node.right.text);
    }
    ts.forEachChild(node, visit);
  };
  // Imports come first in a module; a namespace is known before its uses are visited.
  visit(source);
  return taken;
}

/**
 * The names the public index (src/index.ts) of the package in `packageDir` exports that no source
 * file of the repository outside the package imports from it by its package name, sorted.
 * @param {string} packageDir the package's folder, absolute or relative to the repository
 * @param {{ root?: string }} [options] root: the repository to search (default: this one)
 * @returns {string[]}
 */
function unusedExports(packageDir, { root = ROOT } = {}) {
  const dir = path.resolve(root, packageDir);
  let name;
  try {
    name = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  } catch (error) {
    throw new Error(`${dir} is not a package: no readable package.json (${error})`);
  }
  if (typeof name !== 'string' || !name) throw new Error(`${dir}/package.json names no package`);
  const exported = exportedNames(path.join(dir, 'src', 'index.ts'));
  if (!exported.length) throw new Error(`${name} exports nothing from src/index.ts (is it there?)`);
  /** @type {Set<string>} */
  const used = new Set();
  for (const file of sourceFiles(root, dir)) {
    const text = readFileSync(file, 'utf8');
    // Most files never name the package: no need to parse them.
    if (text.includes(name)) for (const taken of namesTaken(file, text, name)) used.add(taken);
  }
  return used.has('*') ? [] : exported.filter((exportName) => !used.has(exportName));
}

module.exports = { unusedExports, exportedNames };
