import type { IncomingMessage, ServerResponse } from 'node:http';

/** Which browser origins may call the backend. */
export type OriginPolicy = (origin: string) => boolean;

// Any port on the loopback names: the shell and remotes run on 8080-8082, tests on random ports.
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * Builds the origin check: loopback origins by default, or an explicit list. A list entry may be
 * an exact origin or `*` (any origin; only sensible on a trusted network).
 */
export function createOriginPolicy(allowed?: readonly string[]): OriginPolicy {
  if (!allowed || allowed.length === 0) return (origin) => LOOPBACK_ORIGIN.test(origin);
  const exact = new Set(allowed.map((o) => o.replace(/\/$/, '')));
  return (origin) => exact.has('*') || exact.has(origin);
}

// Headers supabase-js reads from answers (row counts, auth API version).
const EXPOSED = 'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version, X-Relay-Error';

/** Adds CORS headers for an allowed Origin; the origin is reflected, never `*`, so it can vary. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allow: OriginPolicy): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !allow(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

/** Answers a CORS preflight (OPTIONS with Access-Control-Request-Method). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allow: OriginPolicy): void {
  applyCors(req, res, allow);
  const origin = req.headers.origin;
  if (origin && allow(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    // Reflecting the requested names keeps up with headers newer supabase-js versions add;
    // the character check keeps anything odd out of the answer.
    const requested = String(req.headers['access-control-request-headers'] ?? '');
    const safe = /^[A-Za-z0-9\-_, ]*$/.test(requested) ? requested : '';
    res.setHeader('Access-Control-Allow-Headers', safe || 'authorization, x-client-info, apikey, content-type');
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.writeHead(204);
  res.end();
}

/** True for a CORS preflight rather than a plain OPTIONS request. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}
