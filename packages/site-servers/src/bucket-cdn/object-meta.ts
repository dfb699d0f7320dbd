// The metadata an object store keeps with each file and sends back as headers: the Content-Type of
// the file's kind and the Cache-Control of the deploy guide (docs/deploying.md), the same the static
// server sends (static/served-paths.ts). A deployment target stores each object with it, so the CDN
// in front of the bucket answers as the static server does.
import path from 'node:path';
import { originalOf } from 'release-layout';
import { cacheControlFor } from '../static/served-paths';

/** A route's first screen is stored without an extension (`shell/services`): it is a page. */
const PAGE_TYPE = 'text/html; charset=utf-8';

/** Content types of the files a build holds, by extension. */
const TYPES: Record<string, string> = {
  '.html': PAGE_TYPE,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** What an object is stored with. */
export interface ObjectMeta {
  contentType: string;
  cacheControl: string;
  /**
   * A brotli twin's (`main.3f2a.js.br`): stored as its file's Content-Type and Cache-Control,
   * encoded, so the CDN (and a real one whose edge function picks the twin) sends it as is to a
   * browser that accepts br.
   */
  contentEncoding?: 'br';
}

/**
 * The metadata of an object.
 * @param key the object's key below the bundle's folder, e.g. `releases/v1/main.3f2a.js`
 */
export function objectMeta(key: string): ObjectMeta {
  const original = originalOf(key);
  if (original !== null) return { ...objectMeta(original), contentEncoding: 'br' };
  const extension = path.posix.extname(key).toLowerCase();
  return {
    contentType: TYPES[extension] ?? (extension ? 'application/octet-stream' : PAGE_TYPE),
    cacheControl: cacheControlFor(key),
  };
}
