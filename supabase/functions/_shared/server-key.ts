/**
 * The project's server-side key (bypasses row-level security), for functions that write through
 * a SECURITY DEFINER database function granted to the service role only. Hosted Supabase gives
 * every Edge Function SUPABASE_SERVICE_ROLE_KEY (the local backend does the same); this is the
 * only place that reads it, so a change of key model (secret keys) is made here alone.
 */
export function readServerKey(env: (name: string) => string | undefined): string {
  const key = env('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set.');
  return key;
}

/** The headers the REST API takes a server key in (a legacy JWT as the bearer too, as supabase-js sends it). */
export function serverKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}
