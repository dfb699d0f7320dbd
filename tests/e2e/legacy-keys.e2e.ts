import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderTarget } from 'release';
import { serveSite } from '../../scripts/lib/serve-site.mjs';
import { readSiteConfig } from '../../scripts/lib/site-config.mjs';
import { closeBrowser } from '../support/browser';
import { startOwnBackend, type OwnBackend } from '../support/own-backend';
import { publishAccessAndExport } from '../support/product-flows';
import { SITE } from '../support/site';
import { freePort } from 'site-servers';

// The site with a backend that runs the legacy keys (SUPABASE_KEYS=legacy: the anon and service_role
// JWTs, sessions signed HS256), as a project that has not moved to the new keys: every product flow
// once, with the same builds. The rest of the suite runs the new keys.
jest.setTimeout(300_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-legacy-keys-'));
let backend: OwnBackend;
let served: Awaited<ReturnType<typeof serveSite>>;
const savedEnv = { ...process.env };

beforeAll(async () => {
  backend = await startOwnBackend(path.join(dataDir, 'backend'), { keys: 'legacy' });
  const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.publishableKey };
  for (const bundle of SITE.bundleList) env[`${bundle.envPrefix}_PORT`] = String(await freePort());
  const config = readSiteConfig(env);
  served = await serveSite(config, { target: folderTarget(path.join(dataDir, 'cdn')), log: () => {} });
  // The flows find the site through the suite's variables (tests/support/site.ts): this file's site.
  for (const bundle of SITE.bundleList)
    process.env[`E2E_${bundle.envPrefix}_URL`] = `http://localhost:${config.ports[bundle.name]}`;
  Object.assign(process.env, {
    E2E_BACKEND_URL: backend.url,
    E2E_PUBLISHABLE_KEY: backend.publishableKey,
    E2E_SECRET_KEY: backend.secretKey,
  });
});

afterAll(async () => {
  await closeBrowser();
  await served?.stop();
  await backend?.stop();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the site on a backend with the legacy keys', () => {
  it('serves the anon JWT to browsers, and every product flow works with HS256 sessions', async () => {
    expect(served.config.supabase.publishableKey).toMatch(/^eyJ/);
    const { sessionAlgorithms } = await publishAccessAndExport();
    expect([...sessionAlgorithms]).toEqual(['HS256']);
  });
});
