import { readProjectApiKeys } from './project-api-keys.ts';

/**
 * The project's server-side key (bypasses row-level security), for functions that write through
 * a SECURITY DEFINER database function granted to the service role only: the default secret key
 * (or, with the legacy keys, the service_role JWT), as hosted Supabase gives every Edge Function
 * (project-api-keys.ts).
 */
export function readServerKey(env: (name: string) => string | undefined): string {
  const [key] = readProjectApiKeys(env).secret;
  if (!key) throw new Error('No server key: neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set.');
  return key.trim();
}

/** The headers the REST API takes a server key in (a legacy JWT as the bearer too, as supabase-js sends it). */
export function serverKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}
