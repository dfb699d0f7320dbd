const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');

// Every package (and supabase/) that has a jest.config.js takes part; e2e lives in tests/ and runs separately.
const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'tests' && d.name !== 'node_modules')
  .map((d) => path.join(__dirname, d.name, 'jest.config.js'))
  .filter((f) => existsSync(f));

module.exports = { projects };
