// One spelling per file. A static handler or a bucket key lookup reads `/releases/v/./x.js`,
// `/releases//v/x.js`, `/releases/v/%78.js` and `/releases/v/x.js/` as the same file; a gate that
// looks at the path as written would not. So every server of the site (site-servers, given this
// rule by release/bundle-apps.mjs and release/bundle-cdn.mjs) answers a file only at its canonical
// spelling, and anything else with 404, never a redirect: a release's files are fetched by
// scripts, which have no use for one. Page loads outside the release folders keep the shell's own
// handling (its not-found page, `/services/`).
// The canonical spelling and the release a path names are the release layout's (release-layout's
// isCanonicalPath and parseReleasePath), for the gate on releases that may no longer be loaded too
// (release/release-gate.mjs).
import { BROTLI_SUFFIX, RELEASES_FOLDER, isCanonicalPath } from 'release-layout';

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

/** The name of a compressed twin (`x.js.br`, `x.js.gz`), whichever the build or a host writes. */
const TWIN = new RegExp(`(${BROTLI_SUFFIX.replace('.', '\\.')}|\\.gz)$`);

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
