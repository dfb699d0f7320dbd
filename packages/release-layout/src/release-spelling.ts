// Which request paths a server answers 404 for their spelling alone. A static handler or a bucket key
// lookup reads `/releases/v/./x.js`, `/releases//v/x.js`, `/releases/v/%78.js` and
// `/releases/v/x.js/` as the same file; a gate that looks at the path as written would not. So every
// server of the site (site-servers, given this rule by the release commands' server options)
// answers a file only at its canonical spelling (canonical-path.ts), and anything else with 404,
// never a redirect: a release's files are fetched by scripts, which have no use for one. Page loads
// outside the release folders keep the shell's own handling (its not-found page, `/services/`).
import { isCanonicalPath } from './canonical-path';
import { RELEASES_FOLDER } from './release-folder';

/**
 * True when a path, however it is spelled, reaches into the release folders: decoded, `.`, `..`
 * and `//` resolved as a static handler or a key lookup would.
 */
export function reachesReleases(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not a valid encoding: read as written.
  }
  const resolved: string[] = [];
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
 */
export const refusedSpelling = (pathname: string, { page }: { page: boolean }): boolean =>
  !isCanonicalPath(pathname) && (!page || reachesReleases(pathname));
