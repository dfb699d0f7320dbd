// Reads the environment once: ports, remote locations, the public origin and the backend, with
// local defaults. Each bundle's variables are named by its envPrefix in the site manifest
// (`<prefix>_PORT`, `<prefix>_MANIFEST_URL`), its port defaults to the manifest's.
import { REMOTE_BUNDLES, SHELL_BUNDLE, SITE } from 'release';

/**
 * @typedef {object} SiteConfig
 * @property {Record<string, number>} ports by bundle name, and `backend`
 * @property {Record<string, string>} manifests each remote's mf-manifest.json URL, by remote key
 * @property {string} publicOrigin the site's address, without a trailing slash
 * @property {{ url: string, publishableKey: string } | null} hostedBackend a hosted Supabase project, or
 *   null for the embedded backend
 * @property {string | undefined} backendDataDir the embedded backend's data folder (its default when unset)
 *
 * @typedef {import('release').RuntimeConfig} RuntimeConfig the shell's runtime-config.json
 */

/** @param {string | undefined} value @param {number} fallback @returns {number} */
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);

/**
 * Ports (by bundle name, and `backend`), remote manifest URLs (by remote key), the public origin
 * and the backend choice, from the environment.
 * @param {Record<string, string | undefined>} [env]
 * @returns {SiteConfig}
 */
export function readSiteConfig(env = process.env) {
  const ports = Object.fromEntries(SITE.bundleList.map((b) => [b.name, int(env[`${b.envPrefix}_PORT`], b.port)]));
  ports.backend = int(env.LOCAL_BACKEND_PORT, 54321);
  const manifests = Object.fromEntries(
    REMOTE_BUNDLES.map((b) => [
      b.remoteKey,
      env[`${b.envPrefix}_MANIFEST_URL`] ?? `http://localhost:${ports[b.name]}/mf-manifest.json`,
    ]),
  );
  // A legacy project's anon key is still taken under its old name.
  const { SUPABASE_URL: url } = env;
  const publishableKey = env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY;
  return {
    ports,
    manifests,
    // What canonical URLs, link previews, robots.txt and the sitemap name: the site's address.
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${ports[SHELL_BUNDLE.name]}`).replace(/\/+$/, ''),
    hostedBackend: url && publishableKey ? { url, publishableKey } : null,
    backendDataDir: env.LOCAL_BACKEND_DATA_DIR,
  };
}

/**
 * The runtime config's `pages`: those of the bundles that join at run time, when there are any.
 * @returns {{ pages?: import('site-manifest').SitePage[] }}
 */
export function joinedPagesConfig() {
  return SITE.joinedPages.length ? { pages: SITE.joinedPages } : {};
}

/**
 * The shell's runtime-config.json.
 * @param {SiteConfig} site
 * @param {{ url: string, publishableKey: string }} backend the backend serving now (hosted or embedded)
 * @returns {RuntimeConfig}
 */
export function runtimeConfig(site, backend) {
  return {
    publicOrigin: site.publicOrigin,
    remotes: site.manifests,
    ...joinedPagesConfig(),
    supabase: { url: backend.url, publishableKey: backend.publishableKey },
  };
}
