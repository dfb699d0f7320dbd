#!/usr/bin/env node
// The end-to-end suite: publishes the production build to a fresh deployment target, serves it on
// test ports with a fresh local backend, runs the jest e2e project against it in Debian's Chromium,
// then stops everything it started. The release tests release into that same target. The backend's
// database is made once, as a template: the suite's backend and every test's own backend start
// from a copy of it. One Chromium serves every test file of both jest workers (each file connects
// to it and opens contexts of its own) rather than each file starting one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { ensureJava } from './lib/java.mjs';
import { SITE, folderTarget } from 'release';
import { readSiteConfig } from './lib/site-config.mjs';
import { ROOT, serveSite } from './lib/serve-site.mjs';
import {
  TEMPLATE_DATABASE_ENV,
  copyTemplateDatabase,
  createTemplateDatabase,
  removeTemplateDatabase,
} from 'local-backend/dist/test-support/template-database.js';

ensureChromium();
ensureJava();

console.log('▶ e2e: creating the backend database (migrations and seed) once, for every backend of the suite…');
const template = await createTemplateDatabase();
process.env[TEMPLATE_DATABASE_ENV] = template;
// The tests play the visitors' proxy: each visitor's beacons name its address in X-Forwarded-For
// (tests/support/telemetry.ts), which every backend of the suite trusts as an operator's proxy.
process.env.CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-backend-')), 'data');
await copyTemplateDatabase(dataDir);
const target = mkdtempSync(path.join(tmpdir(), 'e2e-cdn-'));
// Each bundle on E2E_<prefix>_PORT (site manifest), by default its own port + 10000.
const env = {
  ...Object.fromEntries(
    SITE.bundleList.map((b) => [
      `${b.envPrefix}_PORT`,
      process.env[`E2E_${b.envPrefix}_PORT`] ?? String(b.port + 10000),
    ]),
  ),
  LOCAL_BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? '15432',
  LOCAL_BACKEND_DATA_DIR: dataDir,
};
const site = readSiteConfig(env);

console.log('▶ e2e: starting the composed site on test ports with a fresh local backend…');
const running = await serveSite(site, { target: folderTarget(target), log: (line) => console.log(`  ${line}`) });

const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const testEnv = {
  ...process.env,
  ...Object.fromEntries(
    SITE.bundleList.map((b) => [`E2E_${b.envPrefix}_URL`, `http://localhost:${site.ports[b.name]}`]),
  ),
  E2E_BACKEND_URL: running.backend.url,
  E2E_PUBLISHABLE_KEY: running.backend.publishableKey,
  E2E_SECRET_KEY: running.backend.secretKey ?? '',
  E2E_RELEASE_TARGET_DIR: target,
  E2E_BROWSER_ENDPOINT: browser.wsEndpoint(),
};

const jest = spawn('npx', ['jest', '--config', 'tests/jest.config.js', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: testEnv,
  stdio: 'inherit',
});
const code = await new Promise((resolve) => jest.on('close', (status) => resolve(status ?? 1)));

await browser.close();
await running.stop();
rmSync(path.dirname(dataDir), { recursive: true, force: true });
await removeTemplateDatabase(template);
rmSync(target, { recursive: true, force: true });
process.exit(code);
