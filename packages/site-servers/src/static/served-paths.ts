// Which paths a visitor may be sent and how long they may be kept: the rules every server of the
// site applies, the static server and the CDN in front of a bucket alike.
import path from 'node:path';
import { NODE_BUILD_DIR, RELEASES_FOLDER, originalOf } from 'release-layout';

/**
 * The rule of one spelling per file, as the release system defines it: true when a request path
 * must be answered 404 for its spelling alone. A page load keeps its route's own handling unless
 * it reaches into the releases.
 */
export type SpellingRule = (pathname: string, request: { page: boolean }) => boolean;

/** Entry points that must always be revalidated, so a release is picked up on the next load. */
const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|runtime-config\.json)$/;
/** webpack writes `[name].[contenthash:10].ext`: such a file never changes. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;
/** A published release folder is never written again, whatever its file names. */
const RELEASE_FILE = new RegExp(`^${RELEASES_FOLDER}/[^/]+/.`);
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
/** A release's Node build renders first screens on the server: never sent. */
const NODE_BUILD = new RegExp(`^/(${RELEASES_FOLDER}/[^/]+/)?${NODE_BUILD_DIR}(/|$)`);

/** True for a request path that only the deployment tools may read, however the path is spelled. */
export function isPrivatePath(pathname: string): boolean {
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
 * Cache-Control for a served path (relative to the served folder); a brotli twin's is its file's.
 */
export function cacheControlFor(served: string): string {
  const filePath = originalOf(served) ?? served;
  const normalized = filePath.split(path.sep).join('/');
  if (RELEASE_FILE.test(normalized)) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
