const { jestProjects } = require('./config/jest.base.js');

// Every workspace package (the bundles, the backend, each of packages/) and every folder of the
// repository's tooling (config/, scripts/, bench/, supabase/) that has a jest.config.js takes part
// (config/jest.base.js); e2e lives in tests/ and runs separately (scripts/e2e.mjs), while the unit
// tests of its support code (the request fuzzer) and of the servers under it are a project of
// their own here.
module.exports = { projects: jestProjects(__dirname) };
