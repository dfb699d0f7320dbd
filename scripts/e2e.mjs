#!/usr/bin/env node
// The end-to-end suite: publishes the production build to a fresh deployment target, serves it on
// test ports with a fresh local backend, runs the jest e2e project against it in Debian's Chromium,
// then stops everything it started. The release tests release into that same target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureJava } from './lib/java.mjs';
import { readSiteConfig } from './lib/site-config.mjs';
import { ROOT, serveSite } from './lib/serve-site.mjs';

ensureChromium();
ensureJava();

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-backend-'));
const target = mkdtempSync(path.join(tmpdir(), 'e2e-cdn-'));
const env = {
  SHELL_PORT: process.env.E2E_SHELL_PORT ?? '18080',
  MARKETING_PORT: process.env.E2E_MARKETING_PORT ?? '18081',
  KNOWLEDGE_HUB_PORT: process.env.E2E_KNOWLEDGE_HUB_PORT ?? '18082',
  LOCAL_BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? '15432',
  LOCAL_BACKEND_DATA_DIR: dataDir,
};
const site = readSiteConfig(env);

console.log('▶ e2e: starting the composed site on test ports with a fresh local backend…');
const running = await serveSite(site, { target, log: (line) => console.log(`  ${line}`) });

const testEnv = {
  ...process.env,
  E2E_SHELL_URL: `http://localhost:${site.ports.shell}`,
  E2E_MARKETING_URL: `http://localhost:${site.ports.marketing}`,
  E2E_KNOWLEDGE_HUB_URL: `http://localhost:${site.ports.knowledgeHub}`,
  E2E_BACKEND_URL: running.backend.url,
  E2E_ANON_KEY: running.backend.anonKey,
  E2E_SERVICE_ROLE_KEY: running.backend.serviceRoleKey ?? '',
  E2E_RELEASE_TARGET_DIR: target,
};

const jest = spawn('npx', ['jest', '--config', 'tests/jest.config.js', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: testEnv,
  stdio: 'inherit',
});
const code = await new Promise((resolve) => jest.on('close', (status) => resolve(status ?? 1)));

await running.stop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(target, { recursive: true, force: true });
process.exit(code);
