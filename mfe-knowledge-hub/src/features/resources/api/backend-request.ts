import type { SupabaseConfig } from 'shared-ui';

/**
 * The address of a read on the backend made without supabase-js: `path` on the project URL, with the
 * public anon key as the `apikey` query parameter, which Supabase's API gateway (and the local
 * backend) accept in place of the header. A request without headers is one a served page can name in
 * a `<link rel="preload" as="fetch" crossorigin="anonymous">`; packages/prerender/src/data-preloads.ts
 * (backendRequestUrl) builds the very same address, character for character, or the browser would
 * not reuse the preload.
 */
export function backendRequestUrl(config: SupabaseConfig, path: string): string {
  const base = config.url.trim().replace(/\/+$/, '');
  return `${base}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(config.publishableKey)}`;
}

/** A legacy key is a JWT (three dot-separated parts); a publishable key (`sb_publishable_…`) is not. */
const isJwt = (key: string) => key.split('.').length === 3;

/**
 * The same read with the key in headers instead of the URL, as supabase-js sends it: `apikey`, and
 * a legacy (JWT) key as the bearer token too; a publishable key is no JWT and goes in `apikey` alone.
 * Headers make the browser ask CORS first: only asked after the read with the key in the URL failed.
 */
export function backendRequestWithHeaders(config: SupabaseConfig, path: string): [string, RequestInit] {
  const base = config.url.trim().replace(/\/+$/, '');
  const headers: Record<string, string> = { apikey: config.publishableKey };
  if (isJwt(config.publishableKey)) headers.Authorization = `Bearer ${config.publishableKey}`;
  return [`${base}${path}`, { headers }];
}
