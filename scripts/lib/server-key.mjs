// How scripts call a project's REST API with a server key.

/**
 * The headers of a request made with `key`: a secret key (sb_…) is the apikey only; a legacy JWT
 * key (service_role) is the bearer too, as supabase-js sends it.
 * @param {string} key
 * @returns {Record<string, string>}
 */
export function serverKeyHeaders(key) {
  return {
    apikey: key,
    'Content-Type': 'application/json',
    ...(key.startsWith('sb_') ? {} : { Authorization: `Bearer ${key}` }),
  };
}
