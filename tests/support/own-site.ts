import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/release/free-port.mjs';
import { folderTarget } from '../../scripts/lib/release/targets/folder-target.mjs';
import { serveSite } from '../../scripts/lib/serve-site.mjs';
import { readSiteConfig } from '../../scripts/lib/site-config.mjs';
import { SITE, site } from './site';

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
 * For the whole test file that calls it: the site under test (every `site` origin and the release
 * target) is one of its own, published to a fresh folder and served on free ports with the
 * end-to-end backend. Its releases and rollbacks reach no page load of a test in the other worker.
 */
export function withOwnSite(): void {
  const names = [...SITE.bundleList.map((bundle) => `E2E_${bundle.envPrefix}_URL`), 'E2E_RELEASE_TARGET_DIR'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  let dir = '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'e2e-own-site-'));
    const running = await serveOwnSite(folderTarget(dir));
    stop = running.stop;
    for (const bundle of SITE.bundleList) process.env[`E2E_${bundle.envPrefix}_URL`] = running.origin(bundle.name);
    process.env.E2E_RELEASE_TARGET_DIR = dir;
  }, 180_000);
  afterAll(async () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}
