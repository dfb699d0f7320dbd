// How the project's tools and tests present a key to the backend's REST API, as supabase-js does:
// always as `apikey`, and a legacy key (a JWT) as the bearer token too. A new key (`sb_publishable_…`,
// `sb_secret_…`) is no JWT and goes in `apikey` alone. The Edge Functions (supabase/functions/_shared/
// server-key.ts) and the Knowledge Hub's browser code (backend-request.ts) are deployed on their own
// and carry the same rule.

/**
 * @param {string} key a publishable or secret key, or a legacy anon or service_role JWT
 * @returns {Record<string, string>}
 */
export function keyHeaders(key) {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}
