import { readJwks, type Jwk } from './jwks.ts';

/** How long a fetched key set is used without asking again: auth-js's JWKS_TTL for getClaims. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

/**
 * The least time between two fetches made for a `kid` the cached set does not hold. A project
 * publishes a new key before it signs with it (rotation), so one fetch finds it; the pause keeps a
 * stream of tokens with made-up kids from turning every request into a fetch.
 */
export const JWKS_REFETCH_INTERVAL_MS = 30_000;

/** After a fetch fails, its reason answers for this long before the next try, so a fault is not hammered. */
export const JWKS_RETRY_AFTER_FAILURE_MS = 5_000;

/** Where the keys of a project come from, as a function sees them. */
export interface JwksSource {
  /** The project's URL: its keys are at `<url>/auth/v1/.well-known/jwks.json`. */
  supabaseUrl: string;
  /** `SUPABASE_JWKS`, when set: looked at first, as a JWKS or a bare array of keys. */
  jwks?: string;
  fetchImpl: typeof fetch;
  now: () => Date;
}

/** The published keys carrying a `kid`, or why none can be named. */
export type KeyLookup = { ok: true; keys: Jwk[] } | { ok: false; reason: string };

/** A project's fetched key set, kept for as long as one function instance lives. */
export interface JwksCache {
  /** The keys with `kid`: from `SUPABASE_JWKS`, else the cached set, fetching it when stale or when the kid is new to it. */
  lookup(kid: string, source: JwksSource): Promise<KeyLookup>;
  /** How many times the key set was fetched (for tests and logs). */
  readonly fetches: number;
}

/** A new, empty cache. */
export function createJwksCache(): JwksCache {
  let cached: { keys: Jwk[]; at: number; maxAge: number } | null = null;
  let lastFetch = -Infinity;
  let pending: Promise<string | null> | null = null;
  let failure: { at: number; reason: string } | null = null;
  let fetches = 0;

  // One fetch at a time: requests that need the set while it is being read wait for that answer.
  const refresh = (source: JwksSource): Promise<string | null> =>
    (pending ??= (async () => {
      lastFetch = source.now().getTime();
      fetches += 1;
      const fetched = await fetchJwks(source);
      failure = typeof fetched === 'string' ? { at: lastFetch, reason: fetched } : null;
      if (typeof fetched === 'string') return fetched;
      cached = { ...fetched, at: lastFetch };
      return null;
    })().finally(() => (pending = null)));

  return {
    get fetches() {
      return fetches;
    },
    async lookup(kid, source) {
      const given = source.jwks === undefined ? [] : readJwks(source.jwks);
      const fromEnv = Array.isArray(given) ? withKid(given, kid) : [];
      if (fromEnv.length > 0) return { ok: true, keys: fromEnv };
      // An unreadable SUPABASE_JWKS is not fatal (the project's URL still has the keys), but it is said.
      const unknown = `no published key has kid "${kid}"${typeof given === 'string' ? ` (SUPABASE_JWKS is ${given})` : ''}`;
      const now = source.now().getTime();
      const fresh = cached !== null && now - cached.at < cached.maxAge;
      const known = fresh ? withKid(cached?.keys ?? [], kid) : [];
      if (known.length > 0) return { ok: true, keys: known };
      if (fresh && now - lastFetch < JWKS_REFETCH_INTERVAL_MS) return { ok: false, reason: unknown };
      if (failure && now - failure.at < JWKS_RETRY_AFTER_FAILURE_MS) return { ok: false, reason: failure.reason };
      const fetchFailure = await refresh(source);
      if (fetchFailure) return { ok: false, reason: fetchFailure };
      const keys = withKid(cached?.keys ?? [], kid);
      return keys.length > 0 ? { ok: true, keys } : { ok: false, reason: unknown };
    },
  };
}

async function fetchJwks(source: JwksSource): Promise<{ keys: Jwk[]; maxAge: number } | string> {
  const url = `${source.supabaseUrl}/auth/v1/.well-known/jwks.json`;
  try {
    const response = await source.fetchImpl(url);
    const text = await response.text();
    if (!response.ok) return `the project's signing keys could not be read: ${url} answered ${response.status}`;
    const keys = readJwks(text);
    if (typeof keys === 'string') return `the project's signing keys could not be read: ${url} is ${keys}`;
    return { keys, maxAge: maxAge(response.headers.get('cache-control')) };
  } catch (error) {
    return `the project's signing keys could not be read from ${url}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The server's `max-age`, kept between the refetch pause and {@link JWKS_MAX_AGE_MS} (a revoked key is dropped within it). */
function maxAge(cacheControl: string | null): number {
  const seconds = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  if (seconds === undefined) return JWKS_MAX_AGE_MS;
  return Math.min(JWKS_MAX_AGE_MS, Math.max(JWKS_REFETCH_INTERVAL_MS, Number(seconds) * 1000));
}

function withKid(keys: Jwk[], kid: string): Jwk[] {
  return keys.filter((key) => key.kid === kid);
}
