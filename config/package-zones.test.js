// The lint rules that hold the layers (zones, cycles), run through the repository's own eslint.config.mjs on
// fixture sources placed (by name only, nothing is written) inside each zone.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Each fixture: a file of the repository (by name only) and its source. */
const FIXTURES = {
  analysisLeaves: [
    'packages/canary-analysis/src/zone-fixture.ts',
    "export { x } from '../../site-servers/src/index';\n",
  ],
  analysisImports: [
    'packages/canary-analysis/src/zone-fixture.ts',
    "import { readFileSync } from 'node:fs';\nimport type { X } from 'site-servers';\n",
  ],
  analysisOwn: ['packages/canary-analysis/src/zone-fixture.ts', "import { decide } from './decision';\n"],
  // The check of a package's exports, which its tests run; its settings, which run the root's tools.
  toolFromTest: [
    'packages/canary-analysis/src/zone.test.ts',
    "import { unusedExports } from '../../../config/unused-exports.js';\n",
  ],
  toolFromCode: [
    'packages/canary-analysis/src/zone-fixture.ts',
    "import { unusedExports } from '../../../config/unused-exports.js';\n",
  ],
  settings: ['packages/canary-analysis/jest.config.js', "module.exports = require('../../config/jest.base.js');\n"],
  reachesInside: [
    'scripts/lib/zone-fixture.mjs',
    [
      "import { a } from 'canary-analysis/src/decision';",
      "import { b } from 'canary-analysis/dist/index.js';",
      "import { c } from '../../packages/canary-analysis/src/decision';",
      "const d = await import('canary-analysis');",
      '',
    ].join('\n'),
  ],
  // What tests share (canary-analysis/testing): for tests only.
  testingFromTest: ['scripts/lib/canary/zone.test.mjs', "import { LOOKS } from 'canary-analysis/testing';\n"],
  testingFromCode: ['scripts/lib/canary/zone-fixture.mjs', "import { LOOKS } from 'canary-analysis/testing';\n"],
  prerenderRelease: [
    'packages/prerender/src/zone-fixture.ts',
    "import { RefusedError } from 'release';\nimport { readLiveSite } from '../../../scripts/lib/release/composition.mjs';\n",
  ],
  prerenderBelow: [
    'packages/prerender/src/zone-fixture.ts',
    "import { readSiteManifest } from 'site-manifest';\nimport { releasePath } from 'release-layout';\n",
  ],
  libStaff: [
    'scripts/lib/release/zone-fixture.mjs',
    "import { USAGE } from '../../staff/staff-command.mjs';\nimport '../../release.mjs';\n",
  ],
  libBelow: ['scripts/lib/release/zone-fixture.mjs', "import { resolveBackend } from '../site-backend.mjs';\n"],
  // A module that imports one that imports it (serve-site.mjs imports backend-key-headers.mjs).
  esCycle: ['scripts/lib/backend-key-headers.mjs', "export { serveSite } from './serve-site.mjs';\n"],
};

/** @type {Record<string, { ruleId: string | null, message: string }[]>} */
let linted = {};

beforeAll(() => {
  const entries = Object.entries(FIXTURES);
  const input = JSON.stringify(entries.map(([, [file, code]]) => ({ file, code })));
  const answers = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'lint-fixtures.mjs')], { input, encoding: 'utf8' }),
  );
  linted = Object.fromEntries(entries.map(([name], index) => [name, answers[index]]));
}, 60_000);

/**
 * The messages of `rule` for a fixture.
 * @param {keyof typeof FIXTURES} fixture @param {string} rule
 */
const problems = (fixture, rule) =>
  (linted[fixture] ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);

describe('the platform packages', () => {
  const rule = 'packages/zones';

  it('exist to be held (the analysis is one of them)', () => {
    expect(existsSync(path.join(ROOT, 'packages/canary-analysis'))).toBe(true);
  });

  it('keep to their own folder: a relative path out of a package is refused', () => {
    expect(problems('analysisLeaves', rule)).toEqual([
      expect.stringMatching(/"\.\.\/\.\.\/site-servers\/src\/index" leaves packages\/canary-analysis: .*package name/),
    ]);
  });

  it("let a package's tests run the repository's check of its exports, and its settings the root's tools", () => {
    expect(problems('toolFromTest', rule)).toEqual([]);
    expect(problems('toolFromCode', rule)).toEqual([expect.stringMatching(/leaves packages\/canary-analysis/)]);
    expect(problems('settings', rule)).toEqual([]);
  });

  it('let the analysis import nothing but its own files, no package and no Node builtin', () => {
    expect(problems('analysisImports', rule)).toEqual([
      expect.stringMatching(/packages\/canary-analysis imports nothing but its own files: "node:fs"/),
      expect.stringMatching(/"site-servers" is not one/),
    ]);
    expect(problems('analysisOwn', rule)).toEqual([]);
  });

  it('are used by name only: nothing outside reaches inside one, by name or by path', () => {
    expect(problems('reachesInside', rule)).toEqual([
      '"canary-analysis/src/decision" reaches inside canary-analysis: import "canary-analysis" itself, its public index.',
      '"canary-analysis/dist/index.js" reaches inside canary-analysis: import "canary-analysis" itself, its public index.',
      expect.stringMatching(
        /is a path into packages\/canary-analysis: import it by its package name \("canary-analysis"\)/,
      ),
    ]);
  });
});

describe('what tests share', () => {
  it("is imported by tests only, from a package's testing entry", () => {
    expect(problems('testingFromTest', 'packages/zones')).toEqual([]);
    expect(problems('testingFromCode', 'packages/zones')).toEqual([
      '"canary-analysis/testing" is what tests share (packages/README.md): only a test imports it; other code imports "canary-analysis".',
    ]);
  });
});

describe('the prerender package', () => {
  it('stays below the release system: neither the release package nor scripts/', () => {
    const refused = expect.stringMatching(/The prerenderer imports nothing of the release system/);
    expect(problems('prerenderRelease', 'no-restricted-imports')).toEqual([refused, refused]);
    expect(problems('prerenderRelease', 'packages/zones')).toEqual([
      expect.stringMatching(/"\.\.\/\.\.\/\.\.\/scripts\/lib\/release\/composition\.mjs" leaves packages\/prerender/),
    ]);
    expect(problems('prerenderBelow', 'no-restricted-imports')).toEqual([]);
    expect(problems('prerenderBelow', 'packages/zones')).toEqual([]);
  });
});

describe('the layers of scripts/lib', () => {
  const rule = 'import-x/no-restricted-paths';

  it('keep the commands above the library', () => {
    const refused = expect.stringMatching(/scripts\/lib is what the commands share: it imports no command/);
    expect(problems('libStaff', rule)).toEqual([refused, refused]);
    expect(problems('libBelow', rule)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are refused in JavaScript as in TypeScript', () => {
    expect(problems('esCycle', 'import-x/no-cycle')).toEqual([expect.stringMatching(/Dependency cycle/)]);
  });
});
