const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { ownRoutesGlobal, readSiteManifest } = require('site-manifest');
const { platformPackages, workspaceDirs } = require('./workspaces');

/** The repository: the folder above config/. */
const ROOT = path.resolve(__dirname, '..');

/**
 * The platform packages (config/workspaces.js), each entry point by the name a caller imports
 * mapped to its source: a test runs a package's TypeScript as it is now, never a dist/ built before
 * the change.
 * @param {string} [root] the repository
 * @returns {Record<string, string>}
 */
function platformPackageSources(root = ROOT) {
  return Object.fromEntries(
    platformPackages(root).flatMap((pkg) =>
      Object.entries(pkg.entries).map(([specifier, file]) => [
        `^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
        file,
      ]),
    ),
  );
}

/**
 * The jest projects of the repository (the root jest.config.js): each workspace package with a
 * jest.config.js (root package.json, config/workspaces.js) and each folder of the repository's own
 * tooling that has one (config/, scripts/, bench/, supabase/). The end-to-end tests (tests/) run
 * apart (scripts/e2e.mjs); the unit tests of their support code are a project of their own.
 * @param {string} [root] the repository
 * @returns {string[]} the projects' config files
 */
function jestProjects(root = ROOT) {
  const workspaces = workspaceDirs(root).filter((dir) => dir !== 'tests');
  const tooling = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'tests' && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((dir) => !workspaces.includes(dir));
  return [...tooling, ...workspaces]
    .map((dir) => path.join(root, dir, 'jest.config.js'))
    .filter((file) => existsSync(file))
    .concat(path.join(root, 'tests/jest.unit.config.js'));
}

/**
 * Shared jest settings: SWC for speed (type checks run separately with tsc --noEmit).
 * @param {string} dir package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestProject(dir, { environment = 'jsdom' } = {}) {
  const name = path.basename(dir);
  // A bundle is a folder of the repository (or of a copy of it); packages/ holds none.
  const inPackages = path.basename(path.dirname(dir)) === 'packages';
  const { bundleList } = readSiteManifest(inPackages ? ROOT : path.resolve(dir, '..'));
  const bundle = inPackages ? undefined : bundleList.find((b) => b.packageDir === name);
  return {
    displayName: name,
    // A bundle's own routes, as its build defines them (config/webpack.base.js).
    globals: bundle ? ownRoutesGlobal(bundle) : {},
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [require.resolve('./jest.setup-globals.js')],
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest.setup-dom.js')] : [],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp|mp4|webm)$': require.resolve('./jest.file-stub.js'),
      ...platformPackageSources(),
    },
  };
}
module.exports = { jestProject, jestProjects, platformPackageSources };
