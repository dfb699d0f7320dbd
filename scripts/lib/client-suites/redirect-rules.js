// How a client suite's requests reach the embedded backend. The suites hard-code the Supabase
// CLI's API address and sign their own project keys; the backend listens elsewhere and knows only
// its own keys. CommonJS: the jest setup file that applies these rules runs inside the suite.

/** The API origins the suites hard-code: the Supabase CLI's gateway (`[api] port = 54321`). */
const CLI_ORIGINS = ['http://localhost:54321', 'http://127.0.0.1:54321'];

/**
 * The backend URL for a request the suite addressed to the CLI's gateway, else null (a request
 * to any other address, e.g. a port a test expects to be closed, is left alone).
 * @param {string} url
 * @param {string} backendUrl e.g. http://localhost:41234
 * @returns {string | null}
 */
function redirectUrl(url, backendUrl) {
  const origin = CLI_ORIGINS.find((o) => url === o || url.startsWith(`${o}/`));
  return origin === undefined ? null : backendUrl + url.slice(origin.length);
}

/**
 * The role of a JWT the suite signed with its own RSA key (auth-js signs its project keys RS256 at
 * run time; the backend signs nothing RS256), or null for a token the backend can judge itself:
 * its own keys, HS256 or ES256 sessions, anything that is not a JWT.
 * @param {string} token
 * @returns {string | null}
 */
function foreignKeyRole(token) {
  const [header, payload] = token.split('.');
  if (!header || !payload) return null;
  try {
    const h = JSON.parse(decodeBase64Url(header));
    const p = JSON.parse(decodeBase64Url(payload));
    return h.alg === 'RS256' && typeof p.role === 'string' ? p.role : null;
  } catch {
    return null;
  }
}

/** `atob` rather than Buffer: a suite's jsdom environment has no Buffer. @param {string} part */
function decodeBase64Url(part) {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The headers as the CLI's gateway would pass them on, in the backend's terms: a project key the
 * suite signed itself becomes the backend's key of the same role (`supabase_admin` is a service
 * key), and a request with no key at all gets the anon key (the CLI's gateway does not demand
 * one; the backend's, like hosted's, does). Everything else is passed unchanged.
 * @param {Record<string, string>} headers lower-case names
 * @param {{ anonKey: string, serviceKey: string }} keys
 * @returns {Record<string, string>}
 */
function translateHeaders(headers, keys) {
  const out = { ...headers };
  const keyFor = (/** @type {string} */ token) => {
    const role = foreignKeyRole(token);
    if (role === 'anon') return keys.anonKey;
    if (role === 'service_role' || role === 'supabase_admin') return keys.serviceKey;
    return null;
  };
  out.apikey = out.apikey ? (keyFor(out.apikey) ?? out.apikey) : keys.anonKey;
  const bearer = /^Bearer (.+)$/i.exec(out.authorization ?? '');
  const key = bearer?.[1] ? keyFor(bearer[1]) : null;
  if (key) out.authorization = `Bearer ${key}`;
  return out;
}

module.exports = { CLI_ORIGINS, redirectUrl, foreignKeyRole, translateHeaders };
