import { freePort } from '../../scripts/lib/release/free-port.mjs';
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
