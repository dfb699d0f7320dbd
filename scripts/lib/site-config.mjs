// Reads the environment once: ports, remote locations, the public origin and the backend, with
// local defaults. Each bundle's variables are named by its envPrefix in the site manifest
// (`<prefix>_PORT`, `<prefix>_MANIFEST_URL`), its port defaults to the manifest's.
import { REMOTE_BUNDLES, SHELL_BUNDLE, SITE } from './release/bundles.mjs';

const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);

/**
 * Ports (by bundle name, and `backend`), remote manifest URLs (by remote key), the public origin
 * and the backend choice, from the environment.
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
  const hosted = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  return {
    ports,
    manifests,
    // What canonical URLs, link previews, robots.txt and the sitemap name: the site's address.
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${ports[SHELL_BUNDLE.name]}`).replace(/\/+$/, ''),
    hostedBackend: hosted ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY } : null,
    backendDataDir: env.LOCAL_BACKEND_DATA_DIR,
  };
}

/** The shell's runtime-config.json. */
export function runtimeConfig(site, backend) {
  return {
    publicOrigin: site.publicOrigin,
    remotes: site.manifests,
    supabase: { url: backend.url, anonKey: backend.anonKey },
  };
}
