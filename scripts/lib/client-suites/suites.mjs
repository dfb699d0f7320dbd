// The supabase-js client suites the harness runs, as they sit in a checkout of the supabase-js
// monorepo: where each package's tests are, which of their files set up the test database, which
// Supabase config they run against, and which test-only npm packages their tests import.

/**
 * @typedef {object} ClientSuite
 * @property {string} name short name (`--suite`)
 * @property {string} dir the package folder inside the checkout
 * @property {string[]} testMatch jest globs, relative to the package folder
 * @property {string[]} ignore path patterns jest skips (the package's own jest config skips them too)
 * @property {string[]} sql the suite's schema and seed files (globs resolved in order), applied as migrations
 * @property {string} config the Supabase config the suite's own stack runs with
 * @property {string[]} testDeps npm packages the tests (or the package's sources) import, versions from the package's package.json
 * @property {string[]} prepare commands of the package run first (`node <file>`), e.g. key generation
 */

/**
 * What every suite is compiled with, as the packages' own jest configs do: ts-jest (transpiling
 * only; the type checks say nothing about the backend) and the TypeScript of the monorepo.
 */
export const COMPILER_DEPS = ['ts-jest', 'typescript'];

/** @type {ClientSuite[]} */
export const CLIENT_SUITES = [
  {
    name: 'postgrest',
    dir: 'packages/core/postgrest-js',
    testMatch: ['test/**/*.test.ts'],
    ignore: ['/node_modules/'],
    sql: ['test/supabase/migrations/*.sql', 'test/supabase/seed.sql'],
    config: 'test/supabase/config.toml',
    testDeps: ['zod', 'tslib'],
    prepare: [],
  },
  {
    name: 'auth',
    dir: 'packages/core/auth-js',
    testMatch: ['test/**/*.test.ts'],
    // jest.config.cli.js: the docker-tests need GoTrue stacks of other settings.
    ignore: ['/node_modules/', '/docker-tests/', '/example/'],
    sql: [],
    config: 'test/supabase/config.toml',
    testDeps: ['jsonwebtoken', '@faker-js/faker', 'jest-mock-server', 'tslib'],
    // test/lib/clients.ts signs the suite's project keys with this (git-ignored) key.
    prepare: ['test/generate-signing-keys.js'],
  },
  {
    name: 'storage',
    dir: 'packages/core/storage-js',
    testMatch: ['test/**/*.test.ts', 'test/**/*.spec.ts'],
    ignore: ['/node_modules/'],
    sql: ['test/supabase/seed.sql'],
    config: 'test/supabase/config.toml',
    testDeps: ['iceberg-js', 'tslib'],
    prepare: [],
  },
];

/**
 * The suites a `--suite` list names (all when it is empty).
 * @param {string[]} names
 * @returns {ClientSuite[]}
 */
export function selectSuites(names) {
  if (names.length === 0) return CLIENT_SUITES;
  return names.map((name) => {
    const suite = CLIENT_SUITES.find((s) => s.name === name);
    if (!suite) throw new Error(`Unknown suite "${name}": one of ${CLIENT_SUITES.map((s) => s.name).join(', ')}`);
    return suite;
  });
}
