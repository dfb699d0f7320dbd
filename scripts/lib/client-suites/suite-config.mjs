// The suite's own config.toml as the backend reads it, with one change: the auth rate limits.
// The suites run against the Supabase CLI's GoTrue, which limits per client only when its
// operator names a header carrying the client's address (GOTRUE_RATE_LIMIT_HEADER); the CLI names
// none, so nothing is limited there. The embedded backend limits per client address, and every
// request of a suite comes from one; the closest it gets to "no limit" is a refill faster than any
// suite asks.

/** Requests per 5 minutes that never empty a bucket within a suite's run. */
export const UNLIMITED_RATE = 1_000_000;

/** The `[auth.rate_limit]` keys the backend reads. */
const RATE_KEYS = ['token_refresh', 'sign_in_sign_ups'];

/**
 * The config text with the backend's auth rate limits raised to {@link UNLIMITED_RATE}; a key the
 * file does not set is added to its `[auth.rate_limit]` table (created when missing).
 * @param {string} toml
 * @returns {string}
 */
export function withoutRateLimits(toml) {
  const lines = toml.split('\n');
  let table = '';
  let seenTable = false;
  const seen = new Set();
  const out = [];
  for (const line of lines) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header) {
      if (table === 'auth.rate_limit') out.push(...missing(seen));
      table = header[1]?.trim() ?? '';
      seenTable ||= table === 'auth.rate_limit';
    }
    const key = /^\s*([a-z_]+)\s*=/.exec(line)?.[1];
    if (table === 'auth.rate_limit' && key && RATE_KEYS.includes(key)) {
      seen.add(key);
      out.push(`${key} = ${UNLIMITED_RATE}`);
      continue;
    }
    out.push(line);
  }
  if (table === 'auth.rate_limit') out.push(...missing(seen));
  if (!seenTable) out.push('', '[auth.rate_limit]', ...missing(seen));
  return out.join('\n');
}

/** @param {Set<string>} seen */
function missing(seen) {
  return RATE_KEYS.filter((k) => !seen.has(k)).map((k) => `${k} = ${UNLIMITED_RATE}`);
}
