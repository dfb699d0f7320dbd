// One spelling per file. A static handler or a bucket key lookup reads `/releases/v/./x.js`,
// `/releases//v/x.js`, `/releases/v/%78.js` and `/releases/v/x.js/` as the same file; a gate that
// looks at the path as written would not. So every server of the site (site-servers, given this
// rule by release/bundle-apps.mjs and release/bundle-cdn.mjs) answers a file only at its canonical
// spelling, and anything else with 404, never a redirect: a release's files are fetched by
// scripts, which have no use for one. Page loads outside the release folders keep the shell's own
// handling (its not-found page, `/services/`).
// The same rule names the release and the file a path asks for, for the gate on releases that may
// no longer be loaded (release/release-gate.mjs).
import precompressPlugin from '../../config/precompress-plugin.js';

/** The folder below a bundle's folder that holds its releases (release/target.mjs). */
export const RELEASES_FOLDER = 'releases';

/** The bytes a client sends as they are (RFC 3986 unreserved, and the sub-delimiters a path takes). */
const LITERAL = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
/** A percent-encoded byte, in the uppercase hex browsers write. */
const ENCODED = /%[0-9A-F]{2}/y;

/**
 * True for one path segment at its canonical spelling: not empty, `.` or `..`, and each `%`
 * encoding a byte that cannot be written as it is (never a letter, a dot or a `/`).
 * @param {string} segment
 */
function isCanonicalSegment(segment) {
  if (segment === '' || segment === '.' || segment === '..') return false;
  for (let at = 0; at < segment.length; at += 1) {
    if (segment[at] !== '%') continue;
    ENCODED.lastIndex = at;
    if (!ENCODED.test(segment)) return false;
    const byte = String.fromCharCode(Number.parseInt(segment.slice(at + 1, at + 3), 16));
    if (LITERAL.test(byte) || byte === '/' || byte === '\\' || byte === '\0') return false;
    at += 2;
  }
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when a request path (as sent, before decoding, without its query) is a file's canonical
 * spelling: `/` or `/a/b.js`, every segment canonical, no trailing `/`.
 * @param {string} pathname
 */
export function isCanonicalPath(pathname) {
  if (pathname === '/') return true;
  return pathname.startsWith('/') && pathname.slice(1).split('/').every(isCanonicalSegment);
}

/**
 * True when a path, however it is spelled, reaches into the release folders: decoded, `.`, `..`
 * and `//` resolved as a static handler or a key lookup would.
 * @param {string} pathname
 */
export function reachesReleases(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not a valid encoding: read as written.
  }
  /** @type {string[]} */
  const resolved = [];
  for (const segment of decoded.split(/[/\\]+/)) {
    if (segment === '..') resolved.pop();
    else if (segment && segment !== '.') resolved.push(segment);
  }
  return resolved[0]?.toLowerCase() === RELEASES_FOLDER;
}

/**
 * True when a request must be answered 404 for its spelling alone: a path that is not canonical,
 * unless it is a page load that stays out of the release folders (the shell's routes keep their
 * own handling).
 * @param {string} pathname @param {{ page: boolean }} request
 */
export const refusedSpelling = (pathname, { page }) =>
  !isCanonicalPath(pathname) && (!page || reachesReleases(pathname));

/**
 * The release and the file below its folder a canonical path names (`/releases/<version>/<file>`),
 * both decoded; null for any other path.
 * @param {string} pathname
 * @returns {{ version: string, file: string } | null}
 */
export function releaseFileOf(pathname) {
  if (!isCanonicalPath(pathname)) return null;
  const [, folder, version, ...file] = pathname.split('/');
  if (folder !== RELEASES_FOLDER || version === undefined || file.length === 0) return null;
  return { version: decodeURIComponent(version), file: decodeURIComponent(file.join('/')) };
}

/** The name of a compressed twin (`x.js.br`, `x.js.gz`), whichever the build or a host writes. */
const TWIN = new RegExp(`(${precompressPlugin.BROTLI_SUFFIX.replace('.', '\\.')}|\\.gz)$`);

/**
 * The files a page can start a release from: its manifest and the stats the federation runtime also
 * takes as one, each in any compressed twin. A preview link is taken only once the release's
 * manifest answers (shell/src/features/preview), and pages already open never ask for it again.
 */
const MANIFEST = /^(mf-manifest\.json|mf-manifest-stats\.json|mf-stats\.json)$/;

/**
 * True for a file of a release (below its folder) that a page starts the release from.
 * @param {string} file
 */
export const isReleaseManifest = (file) => MANIFEST.test(file.replace(TWIN, ''));
