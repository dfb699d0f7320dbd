// A real static server for one bundle: compression, CORS for remotes, SPA fallback for the shell,
// no-cache on entry points and immutable caching on content-hashed files, and security headers.
// A file with a brotli twin built beside it (`main.3f2a.js.br`) is sent as that twin to a browser
// that accepts br (http/precompressed.ts); any other answer but a part of a file is compressed on
// the fly. With a spelling rule, a file is answered at its one spelling only; page loads keep their routes.
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import path from 'node:path';
import { answerErrors } from '../http/http-answers';
import { compressOnTheFly } from '../http/precompressed';
import { siteHeaders } from '../http/site-headers';
import { isPrivatePath, type SpellingRule } from './served-paths';
import { staticFolder } from './static-folder';

/**
 * A page load: a GET (or a HEAD, which link checkers and monitors send, answered alike without the
 * body) that accepts HTML, for a path without a file extension.
 */
export const isNavigation = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path) && Boolean(req.accepts('html'));

const notFound = (res: Response) => res.status(404).type('text/plain').send('Not found');

/** How a folder is served. */
export interface StaticAppOptions {
  /** The folder to serve. */
  root: string;
  /** Answer unknown page loads with index.html. */
  spa?: boolean;
  /** Allow any origin to read (remotes are loaded cross-origin). */
  cors?: boolean;
  /**
   * Content-Security-Policy; a function is asked on every request, so a page switched by a release
   * gets the policy of its own inline scripts.
   */
  csp?: string | (() => string);
  /** Extra GET handlers, by path (next() goes on to the files). */
  routes?: Record<string, RequestHandler>;
  /**
   * A second folder for paths the root lacks (the live release of a deployment target), asked on
   * every request so a switch needs no restart.
   */
  fallbackRoot?: () => string | null;
  /** Asked first for every page load, before the files; next() leaves the request to them and the SPA fallback. */
  navigation?: RequestHandler;
  /** The rule of one spelling per file: a path it refuses is answered 404 before any route reads it. */
  refusedSpelling?: SpellingRule;
}

/** An express app that serves a folder as the site's static host does. */
export function createStaticApp({
  root,
  spa = false,
  cors = false,
  csp,
  routes = {},
  fallbackRoot,
  navigation,
  refusedSpelling = () => false,
}: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compressOnTheFly());
  app.use(siteHeaders({ cors, csp }));
  // A file only at its one spelling, before any route or gate reads the path.
  app.use((req, res, next) =>
    refusedSpelling(req.path, { page: isNavigation(req) }) || isPrivatePath(req.path) ? notFound(res) : next(),
  );
  for (const [route, handler] of Object.entries(routes)) app.get(route, handler);
  if (navigation) app.use((req, res, next) => (isNavigation(req) ? navigation(req, res, next) : next()));
  app.use(staticFolder(root));
  if (fallbackRoot) {
    // One static handler per folder, created lazily: the live folder changes when a release switches.
    const handlers = new Map<string, RequestHandler>();
    app.use((req, res, next) => {
      const folder = fallbackRoot();
      if (!folder) return next();
      let handler = handlers.get(folder);
      if (!handler) {
        handler = staticFolder(folder);
        handlers.set(folder, handler);
      }
      return handler(req, res, next);
    });
  }
  if (spa) {
    app.use((req, res, next) => {
      if (!isNavigation(req)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      // Relative to root: a root inside a dot-folder (a release being checked) is still served.
      res.sendFile('index.html', { root });
    });
  }
  app.use((_req, res) => notFound(res));
  app.use(answerErrors());
  return app;
}
