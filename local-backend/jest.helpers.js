// Jest settings shared by the local-backend and supabase projects (both use PGlite and run the
// Edge Function sources in Node).
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const LOCAL_BACKEND_DIR = __dirname;
const FUNCTIONS_DIR = path.join(__dirname, '..', 'supabase', 'functions');

/**
 * PGlite's CommonJS build loads Node built-ins with `await import('fs')`. Jest's module sandbox
 * only allows dynamic import() under `node --experimental-vm-modules`, so tests that open PGlite
 * would fail with "A dynamic import callback was invoked without --experimental-vm-modules".
 * Letting the project's SWC transform compile that one package turns those calls into require().
 * jose ships ES modules only (Node loads them with require(esm)); jest's sandbox needs them
 * compiled to CommonJS the same way.
 * @param {import('jest').Config} config a jestProject() result
 * @returns {import('jest').Config}
 */
function withPglite(config) {
  const swc = config.transform['^.+\\.(t|j)sx?$'];
  return {
    ...config,
    transform: { ...config.transform, '^.+[\\\\/]@electric-sql[\\\\/]pglite[\\\\/].+\\.cjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|jose)/)'],
  };
}

/**
 * npm package names in the import maps (deno.json) of supabase/functions/*. A name mapped to a
 * file of the repository (a workspace package's source) is not one: jest maps those itself.
 */
function edgeFunctionPackages() {
  const names = new Set();
  for (const dir of readdirSync(FUNCTIONS_DIR)) {
    const file = path.join(FUNCTIONS_DIR, dir, 'deno.json');
    if (!existsSync(file)) continue;
    const imports = JSON.parse(readFileSync(file, 'utf8')).imports ?? {};
    for (const [name, target] of Object.entries(imports)) if (String(target).startsWith('npm:')) names.add(name);
  }
  return [...names];
}

/**
 * supabase/ is not a workspace: its Edge Function dependencies are installed through
 * local-backend (pinned to the versions in deno.json). Resolved from supabase/, a bare import
 * would find whatever version another package hoisted to the root (jsdom pulls tldts 6, for
 * one), so map each of them to local-backend's copy.
 * @param {import('jest').Config} config
 * @returns {import('jest').Config}
 */
function withEdgeFunctionPackages(config) {
  const mapped = {};
  for (const name of edgeFunctionPackages()) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    mapped[`^${escaped}$`] = require.resolve(name, { paths: [LOCAL_BACKEND_DIR] });
  }
  return { ...config, moduleNameMapper: { ...config.moduleNameMapper, ...mapped } };
}

module.exports = { withPglite, withEdgeFunctionPackages };
