import type { IncomingMessage } from 'node:http';
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
  signups: RateLimiter;
  userUpdates: RateLimiter;
  tokens: RateLimiter;
}

/** The limiters of a backend, at config.toml's rates and on the given clock. */
export function createAuthRateLimits(rates: AuthConfig['rateLimits'], now?: () => number): AuthRateLimits {
  return {
    signups: new RateLimiter(rates.signInSignUps, now),
    userUpdates: new RateLimiter(rates.signInSignUps, now),
    tokens: new RateLimiter(rates.tokenRefresh, now),
  };
}

/**
 * The address a request is counted under: the TCP peer. The backend has no proxy in front of it,
 * so an `X-Forwarded-For` (or similar) header could only come from the client itself, and
 * trusting it would let any client name a fresh address per request and never be limited. GoTrue
 * likewise reads a header only when its operator names one for their own proxy
 * (`GOTRUE_RATE_LIMIT_HEADER`, as hosted Supabase does behind its gateway).
 */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** Counts the request against `limiter`; GoTrue's 429 when the address has none left. */
export function enforceRateLimit(limiter: RateLimiter, req: IncomingMessage): void {
  if (!limiter.take(clientAddress(req)))
    throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
