// A real static server for one bundle: compression, CORS for remotes, SPA fallback for the shell,
// no-cache on entry points and immutable caching on content-hashed files, and security headers.
// A file with a brotli twin built beside it (`main.3f2a.js.br`) is sent as that twin to a browser
// that accepts br (precompressed.mjs); any other answer but a part of a file is compressed on the fly.
// A file is answered at its canonical spelling only (canonical-path.mjs); page loads keep their routes.
import express from 'express';
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import {
  compressOnTheFly,
  mayHaveTwin,
  originalOf,
  setTwinHeaders,
  twinOf,
  varyOnEncoding,
  wantsTwin,
} from './precompressed.mjs';
import { NODE_BUILD_DIR } from './prerender/render-in-node.mjs';
import { answerErrors, refuseConnect } from './http-answers.mjs';
import { refusedSpelling } from './canonical-path.mjs';

/**
 * @typedef {import('express').Request} Request
 * @typedef {import('express').Response} Response
 * @typedef {import('express').NextFunction} NextFunction
 * @typedef {import('express').Express} Express
 * @typedef {import('node:http').RequestListener} RequestListener
 */

/** Entry points that must always be revalidated, so a release is picked up on the next load. */
const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|runtime-config\.json)$/;
/** webpack writes `[name].[contenthash:10].ext`: such a file never changes. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;
/** A published release folder is never written again (scripts/lib/release), whatever its file names. */
const RELEASE_FILE = /^releases\/[^/]+\/./;
/**
 * Bookkeeping of the deployment target: not for visitors. Prerendered pages are sent for their
 * routes only, while they match the live releases; as files they could be stale. A canary's pages
 * (`canary/` in a bucket's shell folder) only to the page loads drawn for it.
 */
const PRIVATE = /^\/(history\.json|live\.json|canary\.json|candidates\.json|prerendered(\/.*)?|canary\/.*)$/;
/**
 * Source maps hold the sources: they stay with the release for the project's own tools (the builds
 * name none of them, config/webpack.base.js) and are never sent.
 */
const SOURCE_MAP = /\.map$/;
/** A release's Node build renders first screens on the server (scripts/lib/prerender): never sent. */
const NODE_BUILD = new RegExp(`^/(releases/[^/]+/)?${NODE_BUILD_DIR}(/|$)`);

/**
 * True for a request path that only the deployment tools may read, however the path is spelled.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isPrivatePath(pathname) {
  let file = pathname;
  try {
    // As the static handler reads it: decoded, and `.`, `..` and `//` resolved.
    file = path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    // Not a valid encoding: the static handler refuses it too.
  }
  // A brotli twin is as private as its file.
  file = originalOf(file) ?? file;
  return PRIVATE.test(file) || NODE_BUILD.test(file) || SOURCE_MAP.test(file);
}

/**
 * A page load: a GET (or a HEAD, which link checkers and monitors send, answered alike without the
 * body) that accepts HTML, for a path without a file extension.
 * @param {Request} req
 */
const isNavigation = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path) && Boolean(req.accepts('html'));

/** @param {Response} res */
const notFound = (res) => res.status(404).type('text/plain').send('Not found');

/**
 * Cache-Control for a served path (relative to the served folder); a brotli twin's is its file's.
 * @param {string} served
 * @returns {string}
 */
export function cacheControlFor(served) {
  const filePath = originalOf(served) ?? served;
  const normalized = filePath.split(path.sep).join('/');
  if (RELEASE_FILE.test(normalized)) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The headers every answer of the site's servers carries (security, and CORS for a remote), and
 * the answer to a CORS preflight. A CDN in front of a bucket adds the same (targets/bucket-cdn.mjs).
 * @param {{ cors?: boolean, csp?: string | (() => string) }} options
 * @returns {import('express').RequestHandler}
 */
export function siteHeaders({ cors = false, csp }) {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const policy = typeof csp === 'function' ? csp() : csp;
    if (policy) res.setHeader('Content-Security-Policy', policy);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') return res.status(204).end();
    next();
  };
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spa] answer unknown GET paths with index.html
 * @param {boolean} [options.cors] allow any origin to read (remotes are loaded cross-origin)
 * @param {string | (() => string)} [options.csp] Content-Security-Policy; a function is asked on
 *   every request, so a page switched by a release gets the policy of its own inline scripts
 * @param {Record<string, import('express').RequestHandler>} [options.routes] extra GET handlers, by path (next() goes on to the files)
 * @param {() => string | null} [options.fallbackRoot] a second folder for paths the root lacks
 *   (the live release of a deployment target), asked on every request so a switch needs no restart
 * @param {(req: Request, res: Response, next: NextFunction) => void} [options.navigation] asked first for every page load, before
 *   the files; next() leaves the request to them and the SPA fallback
 * @returns {Express}
 */
export function createStaticApp({ root, spa = false, cors = false, csp, routes = {}, fallbackRoot, navigation }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compressOnTheFly());
  app.use(siteHeaders({ cors, csp }));
  // A file only at its one spelling (canonical-path.mjs), before any route or gate reads the path.
  app.use((req, res, next) =>
    refusedSpelling(req.path, { page: isNavigation(req) }) || isPrivatePath(req.path) ? notFound(res) : next(),
  );
  for (const [route, handler] of Object.entries(routes)) app.get(route, handler);
  if (navigation) app.use((req, res, next) => (isNavigation(req) ? navigation(req, res, next) : next()));
  app.use(staticFolder(root));
  if (fallbackRoot) {
    // One static handler per folder, created lazily: the live folder changes when a release switches.
    /** @type {Map<string, ReturnType<typeof staticFolder>>} */
    const handlers = new Map();
    app.use((req, res, next) => {
      const folder = fallbackRoot();
      if (!folder) return next();
      let handler = handlers.get(folder);
      if (!handler) {
        handler = staticFolder(folder);
        handlers.set(folder, handler);
      }
      handler(req, res, next);
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

/**
 * express.static with this module's cache headers, relative to the folder served, and each file's
 * brotli twin for a request that takes br. A twin is taken only from the folder its file is in: a
 * file written after the build (a live pointer at the top of a bundle's folder) has none, and must
 * never get the one of the file it was made from.
 * @param {string} folder
 * @returns {import('express').RequestHandler}
 */
function staticFolder(folder) {
  const files = express.static(folder, {
    index: 'index.html',
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(path.relative(folder, filePath))),
  });
  return (req, res, next) => {
    const file = requestedFile(req.path);
    const hasTwin = file !== null && mayHaveTwin(file) && isFile(folder, file) && isFile(folder, twinOf(file));
    if (!hasTwin) return files(req, res, next);
    varyOnEncoding(res);
    if (!wantsTwin(req, file)) return files(req, res, next);
    // The file's own Content-Type, as express.static types it (by its extension; the twin's is .br).
    const contentType = res.type(path.posix.extname(file)).get('Content-Type') ?? 'application/octet-stream';
    setTwinHeaders(res, { contentType, cacheControl: cacheControlFor(file) });
    // The twin's own ETag and Last-Modified (its size differs from the file's, so its ETag does).
    // No Accept-Ranges: a range of it is answered from the file itself.
    res.sendFile(twinOf(file), { root: folder, acceptRanges: false, cacheControl: false }, (error) => {
      if (!error || res.headersSent) return;
      // Gone since it was found: the file itself, compressed on the fly.
      for (const name of ['Content-Type', 'Cache-Control', 'Content-Encoding']) res.removeHeader(name);
      files(req, res, next);
    });
  };
}

/**
 * The file a request path names below the folder served (as express.static finds it: decoded,
 * `index.html` for a folder), or null for a path the static handler refuses or hides (`..`, dot files).
 * @param {string} pathname
 * @returns {string | null} relative, with `/`
 */
function requestedFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').slice(1);
  if (!decoded.startsWith('/') || decoded.includes('\0') || segments.some((segment) => segment.startsWith('.'))) {
    return null;
  }
  const file = segments.join('/');
  return !file || file.endsWith('/') ? `${file}index.html` : file;
}

/**
 * True when `file` is a file in `folder`; false for anything else, a path that cannot be one too
 * (a file's name with a `/` after it, a name too long for the file system).
 * @param {string} folder @param {string} file relative, with `/`
 */
function isFile(folder, file) {
  try {
    return statSync(path.join(folder, ...file.split('/')), { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * Listens on loopback only, on both 127.0.0.1 and ::1 (Chromium may resolve localhost to either).
 * @param {RequestListener} handler an express app, or any request listener
 * @param {number} port
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function listenOnLoopback(handler, port) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(handler);
    refuseConnect(server);
    await /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      })
    ).catch((error) => {
      // A machine without IPv6 still serves on 127.0.0.1.
      if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) return;
      throw error;
    });
    servers.push(server);
  }
  return {
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            /** @type {Promise<void>} */ (
              new Promise((resolve) => {
                s.closeAllConnections?.();
                s.close(() => resolve());
              })
            ),
        ),
      ).then(() => undefined),
  };
}
