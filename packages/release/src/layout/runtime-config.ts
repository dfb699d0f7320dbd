// The shell's runtime-config.json (layout/target-layout.ts RUNTIME_CONFIG_KEY), as the site's
// server writes it (scripts/lib/site-config.mjs) and a command reads it with the live site.
import type { SitePage } from 'site-manifest';

export interface RuntimeConfig {
  /** the site's address, without a trailing slash */
  publicOrigin: string;
  /** each remote's mf-manifest.json URL, by remote key */
  remotes: Record<string, string>;
  /** the pages of the bundles that join at run time (site manifest `"joins": "run-time"`) */
  pages?: SitePage[];
  supabase: { url: string; publishableKey: string };
}
