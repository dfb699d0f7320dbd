// The HTTP app that serves a remote's folder of a folder target as a static host or CDN would: the
// live entry file at the top, releases/<version>/ beneath it, readable from any origin (the shell
// loads it cross-origin). Used by `npm start`, the end-to-end suite and the release smoke run.
import { RELEASES_FOLDER, parseReleasePath, refusedSpelling } from 'release-layout';
import { createStaticApp } from 'site-servers';
import { REMOTE_CSP } from './shell-csp';

type Routes = NonNullable<Parameters<typeof createStaticApp>[0]['routes']>;

/** How a remote's folder is served. */
export interface RemoteAppOptions {
  root: string;
  /** the live release, for top-level files */
  fallbackRoot?: () => string | null;
  /** whether a file of a release may be served (the release gate, release-gate.ts); without it, any */
  mayServe?: (asked: { version: string; file: string }) => boolean;
}

/** A remote: any origin may read it. */
export function createRemoteApp({ root, fallbackRoot, mayServe }: RemoteAppOptions) {
  const routes: Routes = mayServe
    ? {
        // Paths reach here at their canonical spelling only (createStaticApp), so the release named is the one served.
        [`/${RELEASES_FOLDER}/*path`]: (req, res, next) => {
          const asked = parseReleasePath(req.path);
          if (asked !== null && mayServe(asked)) return next();
          res.status(404).type('text/plain').send('Not found');
        },
      }
    : {};
  return createStaticApp({ root, cors: true, csp: REMOTE_CSP, fallbackRoot, routes, refusedSpelling });
}
