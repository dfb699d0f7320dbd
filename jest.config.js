const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');

/** The folders of `dir` that have a jest.config.js. */
function projectsIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'tests' && d.name !== 'node_modules')
    .map((d) => path.join(dir, d.name, 'jest.config.js'))
    .filter((f) => existsSync(f));
}

// Every package (the bundles, supabase/, and each of packages/) that has a jest.config.js takes
// part; e2e lives in tests/ and runs separately (scripts/e2e.mjs), while the unit tests of its
// support code (the request fuzzer) and of the servers under it are a project of their own here.
module.exports = {
  projects: [
    ...projectsIn(__dirname),
    ...projectsIn(path.join(__dirname, 'packages')),
    path.join(__dirname, 'tests/jest.unit.config.js'),
  ],
};
