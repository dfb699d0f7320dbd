// One list of the packages: the root package.json's workspaces (config/workspaces.js), which the
// jest projects, the jest name mapping and the lint zones all take, so a new folder of packages/
// with a package.json joins all three.
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { platformPackages, workspaceDirs } = require('./workspaces');
const { jestProjects, platformPackageSources } = require('./jest.base');

const ROOT = path.resolve(__dirname, '..');

/** A repository of a bundle, the repository's tooling and packages/, in a folder of its own. */
let root = '';

/** @param {string} file @param {string | object} content */
const write = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
};

/** @param {string} name @param {object} [fields] */
const packageOf = (name, fields = {}) => ({
  name,
  exports: { '.': { types: './src/index.ts', default: './dist/index.js' } },
  ...fields,
});

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'workspaces-'));
  write('package.json', { workspaces: ['app', 'tests', 'packages/*'] });
  for (const dir of ['app', 'tools', 'tests']) write(`${dir}/jest.config.js`, '');
  write('app/package.json', { name: 'app' });
  write('tests/package.json', { name: 'tests' });
  write('packages/stats/package.json', packageOf('stats', { isolated: true }));
  write('packages/stats/jest.config.js', '');
  // A folder without a package.json is no package.
  write('packages/notes/jest.config.js', '');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a new folder of packages/ with a package.json', () => {
  it('is a workspace package, a platform package, a jest project and a name jest maps to its source', () => {
    const before = { projects: jestProjects(root), sources: platformPackageSources(root) };
    write('packages/new/package.json', packageOf('new-package'));
    write('packages/new/jest.config.js', '');

    expect(workspaceDirs(root)).toEqual(['app', 'tests', 'packages/new', 'packages/stats']);
    expect(platformPackages(root)).toEqual([
      {
        dir: 'packages/new',
        name: 'new-package',
        isolated: false,
        entries: { 'new-package': path.join(root, 'packages/new/src/index.ts') },
      },
      {
        dir: 'packages/stats',
        name: 'stats',
        isolated: true,
        entries: { stats: path.join(root, 'packages/stats/src/index.ts') },
      },
    ]);
    expect(jestProjects(root).map((file) => path.relative(root, file))).toEqual([
      'tools/jest.config.js',
      'app/jest.config.js',
      'packages/new/jest.config.js',
      'packages/stats/jest.config.js',
      'tests/jest.unit.config.js',
    ]);
    expect(before.projects.map((file) => path.relative(root, file))).toEqual([
      'tools/jest.config.js',
      'app/jest.config.js',
      'packages/stats/jest.config.js',
      'tests/jest.unit.config.js',
    ]);
    expect(platformPackageSources(root)).toEqual({
      ...before.sources,
      '^new-package$': path.join(root, 'packages/new/src/index.ts'),
    });
  });

  it('maps every entry point it exports, by the name a caller imports', () => {
    write(
      'packages/stats/package.json',
      packageOf('stats', {
        exports: { '.': { types: './src/index.ts' }, './testing': { types: './src/testing.ts' }, './data': './d.json' },
      }),
    );
    expect(platformPackageSources(root)).toEqual({
      '^stats$': path.join(root, 'packages/stats/src/index.ts'),
      '^stats\\/testing$': path.join(root, 'packages/stats/src/testing.ts'),
    });
  });

  it('says which field is wrong when "isolated" is no boolean', () => {
    write('packages/stats/package.json', packageOf('stats', { isolated: 'yes' }));
    expect(() => platformPackages(root)).toThrow(
      'packages/stats/package.json: "isolated" is true or false, not "yes".',
    );
  });
});

describe("the repository's own lists", () => {
  const packages = platformPackages(ROOT);

  it('are those of its workspaces', () => {
    expect(packages.map((pkg) => pkg.dir)).toEqual(workspaceDirs(ROOT).filter((dir) => dir.startsWith('packages/')));
    expect(packages.find((pkg) => pkg.dir === 'packages/canary-analysis')?.isolated).toBe(true);
    const projects = require('../jest.config.js').projects.map((/** @type {string} */ file) =>
      path.relative(ROOT, file),
    );
    expect(projects.filter((/** @type {string} */ file) => file.startsWith('packages/'))).toEqual(
      packages.map((pkg) => `${pkg.dir}/jest.config.js`),
    );
  });

  it('give the lint zones their packages (eslint.config.mjs, an ES module: read in a process of its own)', () => {
    const script = [
      "const { default: config } = await import('./eslint.config.mjs');",
      "const zones = config.find((entry) => entry.rules?.['packages/zones']).rules['packages/zones'][1];",
      'process.stdout.write(JSON.stringify(zones.packages));',
    ].join('\n');
    const linted = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
    );
    expect(linted).toEqual(packages.map(({ dir, name, isolated }) => ({ dir, name, isolated })));
  }, 30_000);
});
