const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { exportedNames, unusedExports } = require('./unused-exports');

/** A repository with the package `demo` in packages/demo, and its callers. */
let root = '';

/** @param {string} file @param {string} text */
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  write('packages/demo/package.json', JSON.stringify({ name: 'demo' }));
  write(
    'packages/demo/src/index.ts',
    [
      "export { used, unused, passedOn, byNamespace, fromDist } from './values';",
      "export type { Shape } from './values';",
      "export * from './more';",
      'export default function main(): void {}',
      '',
    ].join('\n'),
  );
  write(
    'packages/demo/src/values.ts',
    [
      'export const used = 1, unused = 2, passedOn = 3, byNamespace = 4, fromDist = 5;',
      'export type Shape = { side: number };',
      'export const internal = 6;',
      '',
    ].join('\n'),
  );
  write('packages/demo/src/more.ts', 'export const required = 7;\nexport type InJsDoc = string;\n');
  // The package's own files are no callers.
  write('packages/demo/src/values.test.ts', "import main, { unused } from 'demo';\n");
  write(
    'scripts/use.mjs',
    "import { used } from 'demo';\n/** @type {import('demo').InJsDoc} */\nexport const x = used;\n",
  );
  write('config/use.cjs', "const { required } = require('demo');\nmodule.exports = required;\n");
  write(
    'app/types.ts',
    "import type { Shape } from 'demo';\nimport * as demo from 'demo';\nexport const s: Shape = { side: demo.byNamespace };\n",
  );
  write('app/index.ts', "export { passedOn } from 'demo';\n");
  // Built and installed copies are no callers either.
  write('app/dist/built.js', "import { fromDist } from 'demo';\n");
  write('node_modules/other/index.js', "import { fromDist, unused } from 'demo';\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('exportedNames', () => {
  it('lists what the index exports: named, types, `export *` re-exports and the default', () => {
    expect(exportedNames(path.join(root, 'packages/demo/src/index.ts'))).toEqual([
      'InJsDoc',
      'Shape',
      'byNamespace',
      'default',
      'fromDist',
      'passedOn',
      'required',
      'unused',
      'used',
    ]);
  });
});

describe('unusedExports', () => {
  it('names the exports no file outside the package imports, whatever the form of the import', () => {
    expect(unusedExports('packages/demo', { root })).toEqual(['default', 'fromDist', 'unused']);
  });

  it('finds nothing unused once every name is imported', () => {
    write('app/rest.ts', "import main, { unused, fromDist } from 'demo';\nmain(unused, fromDist);\n");
    expect(unusedExports(path.join(root, 'packages/demo'), { root })).toEqual([]);
  });

  it('counts every name as used where another module passes them all on (`export *`)', () => {
    write('app/all.ts', "export * from 'demo';\n");
    expect(unusedExports('packages/demo', { root })).toEqual([]);
  });

  it('says clearly when the folder is not a package or has no public index', () => {
    expect(() => unusedExports('packages/none', { root })).toThrow(
      /packages\/none is not a package: no readable package.json/,
    );
    write('packages/bare/package.json', JSON.stringify({ name: 'bare' }));
    expect(() => unusedExports('packages/bare', { root })).toThrow(/bare exports nothing from src\/index.ts/);
  });
});
