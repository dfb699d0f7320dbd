// The headers every answer of the site's servers carries.
import type { RequestHandler } from 'express';

/** What a server adds to every answer. */
export interface SiteHeaderOptions {
  /** Any origin may read (a remote: the shell loads it cross-origin). */
  cors?: boolean;
  /** Content-Security-Policy; a function is asked on every request. */
  csp?: string | (() => string);
}

/**
 * The headers every answer of the site's servers carries (security, and CORS for a remote), and
 * the answer to a CORS preflight. The CDN in front of a bucket adds the same.
 */
export function siteHeaders({ cors = false, csp }: SiteHeaderOptions): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const policy = typeof csp === 'function' ? csp() : csp;
    if (policy) res.setHeader('Content-Security-Policy', policy);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
