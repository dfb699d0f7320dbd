const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { ownRoutesGlobal, readSiteManifest } = require('./site-manifest');

/** The repository: the folder above config/. */
const ROOT = path.resolve(__dirname, '..');

/**
 * The platform packages of packages/, by package name, mapped to their source: a test runs a
 * package's TypeScript as it is now, never a dist/ built before the change.
 */
function platformPackageSources() {
  const dir = path.join(ROOT, 'packages');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')))
      .map((entry) => {
        const { name } = JSON.parse(readFileSync(path.join(dir, entry.name, 'package.json'), 'utf8'));
        return [`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, path.join(dir, entry.name, 'src/index.ts')];
      }),
  );
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
module.exports = { jestProject };
