import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderTarget } from 'release';
import { serveSite } from '../../scripts/lib/serve-site.mjs';
import { readSiteConfig } from '../../scripts/lib/site-config.mjs';
import { startOwnBackend } from './own-backend';
import { SITE, site } from './site';
import { freePort } from 'site-servers';

/**
 * The site of a deployment target of a test's own, served on free ports with the end-to-end
 * backend or `backend`, as a hosted project would be (it starts none): what the test releases
 * there reaches no page load of the other jest worker.
 * @returns where each bundle is served (`origin(name)`), and how to stop serving
 */
export async function serveOwnSite(
  target: NonNullable<NonNullable<Parameters<typeof serveSite>[1]>['target']>,
  backend: { url: string; publishableKey: string } = { url: site.backend, publishableKey: site.publishableKey },
) {
  const ports: Record<string, string> = {};
  for (const bundle of SITE.bundleList) ports[`${bundle.envPrefix}_PORT`] = String(await freePort());
  const config = readSiteConfig({
    ...ports,
    SUPABASE_URL: backend.url,
    SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
  });
  const running = await serveSite(config, { target, log: () => {} });
  return { origin: (name: string) => `http://localhost:${config.ports[name]}`, stop: running.stop };
}

/**
 * For the whole test file that calls it: the site under test (every `site` origin, the backend and
 * the release target) is one of its own, published to a fresh folder, served on free ports with a
 * backend of its own. Its releases and rollbacks reach no page load of a test in the other worker,
 * and their switches go to its own release journal: the backend counts a page load only for the
 * releases its journal has running, so the suite's site must not learn of this site's switches.
 */
export function withOwnSite(): void {
  const names = [
    ...SITE.bundleList.map((bundle) => `E2E_${bundle.envPrefix}_URL`),
    'E2E_RELEASE_TARGET_DIR',
    'E2E_BACKEND_URL',
    'E2E_PUBLISHABLE_KEY',
    'E2E_SECRET_KEY',
  ];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  let dir = '';
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'e2e-own-site-'));
    const backend = await startOwnBackend(path.join(dir, 'backend'));
    stops.push(backend.stop);
    const running = await serveOwnSite(folderTarget(path.join(dir, 'cdn')), backend);
    stops.push(running.stop);
    for (const bundle of SITE.bundleList) process.env[`E2E_${bundle.envPrefix}_URL`] = running.origin(bundle.name);
    Object.assign(process.env, {
      E2E_RELEASE_TARGET_DIR: path.join(dir, 'cdn'),
      E2E_BACKEND_URL: backend.url,
      E2E_PUBLISHABLE_KEY: backend.publishableKey,
      E2E_SECRET_KEY: backend.secretKey,
    });
  }, 180_000);
  afterAll(async () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    for (const stop of stops.reverse()) await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}
