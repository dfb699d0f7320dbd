import type { ProjectKeys } from '../project-keys';

/**
 * The variables hosted Supabase gives every Edge Function ("Environment Variables", default
 * secrets), for the backend's key model:
 * - new keys: SUPABASE_URL, SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS (named keys as JSON,
 *   `{"default": "sb_…"}`) and SUPABASE_JWKS (`{"keys": [...]}`: the keys served at
 *   /auth/v1/.well-known/jwks.json, the one that signs sessions first, ES256 or RS256);
 * - legacy keys: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (the JWTs), no JWKS.
 * A hosted project sets both kinds while its legacy keys exist; each model here sets only its own,
 * so a function that reads the other kind fails here first. SUPABASE_DB_URL is not set.
 */
export function functionEnv(url: string, keys: ProjectKeys): Record<string, string> {
  if (keys.model === 'legacy')
    return {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: keys.api.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.api.secretKey,
    };
  return {
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.api.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.api.secretKey }),
    SUPABASE_JWKS: JSON.stringify(keys.jwks),
  };
}
