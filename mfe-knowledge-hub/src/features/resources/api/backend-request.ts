import type { SupabaseConfig } from 'shared-ui';

/**
 * The address of a read on the backend made without supabase-js: `path` on the project URL, with the
 * public anon key as the `apikey` query parameter, which Supabase's API gateway (and the local
 * backend) accept in place of the header. A request without headers is one a served page can name in
 * a `<link rel="preload" as="fetch" crossorigin="anonymous">`; scripts/lib/prerender/preload-hints.mjs
 * (backendRequestUrl) builds the very same address, character for character, or the browser would
 * not reuse the preload.
 */
export function backendRequestUrl(config: SupabaseConfig, path: string): string {
  const base = config.url.trim().replace(/\/+$/, '');
  return `${base}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(config.anonKey)}`;
}
