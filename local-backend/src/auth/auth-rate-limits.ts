import type { IncomingMessage } from 'node:http';
import { clientAddress, type ClientAddressSetting } from '../../../supabase/functions/_shared/client-address.js';
import type { AuthConfig } from './auth-config';
import { GoTrueError } from './gotrue-error';
import { RateLimiter } from './rate-limiter';

/**
 * The per-address limits of the auth endpoints, one bucket set each as in GoTrue's router:
 * `POST /signup` and `PUT /user` each have their own at `sign_in_sign_ups`, and every
 * `POST /token` grant (password sign-ins and refreshes alike) shares one at `token_refresh`.
 * The admin API has none.
 */
export interface AuthRateLimits {
  signups: AddressRateLimit;
  userUpdates: AddressRateLimit;
  tokens: AddressRateLimit;
}

/** One limiter and the rule's setting that says which address a request is counted under. */
export interface AddressRateLimit {
  limiter: RateLimiter;
  address: ClientAddressSetting | null;
}

/**
 * The limiters of a backend, at config.toml's rates, on the given clock, counting each request
 * under the address the client-address setting names (null: the TCP peer).
 */
export function createAuthRateLimits(
  rates: AuthConfig['rateLimits'],
  now?: () => number,
  address: ClientAddressSetting | null = null,
): AuthRateLimits {
  return {
    signups: { limiter: new RateLimiter(rates.signInSignUps, now), address },
    userUpdates: { limiter: new RateLimiter(rates.signInSignUps, now), address },
    tokens: { limiter: new RateLimiter(rates.tokenRefresh, now), address },
  };
}

/**
 * The address a request is counted under, by the one rule (supabase/functions/_shared/client-address.js).
 * Without a setting it is the TCP peer: the backend has no proxy in front of it unless its operator
 * names one, so an `X-Forwarded-For` could only come from the client itself, and trusting it would
 * let any client name a fresh address per request and never be limited. With a setting (as
 * GoTrue's `GOTRUE_RATE_LIMIT_HEADER` behind hosted Supabase's gateway) it is the named header's
 * entry; requests whose address that header does not give share one bucket, "unknown", so leaving
 * the header out never escapes the limit.
 */
export function requestAddress(req: IncomingMessage, setting: ClientAddressSetting | null): string {
  const header = (name: string): string | undefined => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return clientAddress(setting, header, req.socket.remoteAddress ?? null) ?? 'unknown';
}

/** Counts the request against `limit`; GoTrue's 429 when its address has none left. */
export function enforceRateLimit(limit: AddressRateLimit, req: IncomingMessage): void {
  if (!limit.limiter.take(requestAddress(req, limit.address)))
    throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
