// express.static for one folder, with the site's cache headers and each file's brotli twin.
import express, { type RequestHandler } from 'express';
import { statSync } from 'node:fs';
import path from 'node:path';
import { mayHaveTwin, setTwinHeaders, twinOf, varyOnEncoding, wantsTwin } from '../http/precompressed';
import { cacheControlFor } from './served-paths';

/**
 * express.static with the site's cache headers, relative to the folder served, and each file's
 * brotli twin for a request that takes br. A twin is taken only from the folder its file is in: a
 * file written after the build (a live pointer at the top of a bundle's folder) has none, and must
 * never get the one of the file it was made from.
 */
export function staticFolder(folder: string): RequestHandler {
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
    const contentType = String(res.type(path.posix.extname(file)).get('Content-Type') ?? 'application/octet-stream');
    setTwinHeaders(res, { contentType, cacheControl: cacheControlFor(file) });
    // The twin's own ETag and Last-Modified (its size differs from the file's, so its ETag does).
    // No Accept-Ranges: a range of it is answered from the file itself.
    res.sendFile(twinOf(file), { root: folder, acceptRanges: false, cacheControl: false }, (error) => {
      if (!error || res.headersSent) return;
      // Gone since it was found: the file itself, compressed on the fly.
      for (const name of ['Content-Type', 'Cache-Control', 'Content-Encoding']) res.removeHeader(name);
      void files(req, res, next);
    });
  };
}

/**
 * The file a request path names below the folder served (as express.static finds it: decoded,
 * `index.html` for a folder), or null for a path the static handler refuses or hides (`..`, dot files).
 * @returns relative, with `/`
 */
function requestedFile(pathname: string): string | null {
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
 * @param file relative, with `/`
 */
function isFile(folder: string, file: string): boolean {
  try {
    return statSync(path.join(folder, ...file.split('/')), { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
