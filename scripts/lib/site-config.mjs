// Reads the environment once: ports, remote locations and the backend, with local defaults.
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);

/** Ports, remote manifest URLs and the backend choice, from the environment. */
export function readSiteConfig(env = process.env) {
  const ports = {
    shell: int(env.SHELL_PORT, 8080),
    marketing: int(env.MARKETING_PORT, 8081),
    knowledgeHub: int(env.KNOWLEDGE_HUB_PORT, 8082),
    backend: int(env.LOCAL_BACKEND_PORT, 54321),
  };
  const hosted = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  return {
    ports,
    marketingManifest: env.MARKETING_MANIFEST_URL ?? `http://localhost:${ports.marketing}/mf-manifest.json`,
    knowledgeHubManifest: env.KNOWLEDGE_HUB_MANIFEST_URL ?? `http://localhost:${ports.knowledgeHub}/mf-manifest.json`,
    hostedBackend: hosted ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY } : null,
    backendDataDir: env.LOCAL_BACKEND_DATA_DIR,
  };
}

/** The shell's runtime-config.json. */
export function runtimeConfig(site, backend) {
  return {
    remotes: { marketing: site.marketingManifest, knowledgeHub: site.knowledgeHubManifest },
    supabase: { url: backend.url, anonKey: backend.anonKey },
  };
}
