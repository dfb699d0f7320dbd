const { ownRoutesGlobal, readSiteManifest } = require('./site-manifest');

/**
 * Shared jest settings: SWC for speed (type checks run separately with tsc --noEmit).
 * @param {string} dir package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestProject(dir, { environment = 'jsdom' } = {}) {
  const path = require('node:path');
  const name = path.basename(dir);
  const { bundleList } = readSiteManifest(path.resolve(dir, '..'));
  const bundle = bundleList.find((b) => b.packageDir === name);
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
    },
  };
}
module.exports = { jestProject };
