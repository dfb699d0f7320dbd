// Where a bundle's releases are, below the bundle's folder of a target (a folder, a bucket, a
// server's root): `releases/<version>/`, one immutable build each. Every path into a release is
// written and read here.
import { isCanonicalPath } from './canonical-path';
import { RELEASE_VERSION_PATTERN } from './release-version';

/** The folder below a bundle's folder that holds its releases. */
export const RELEASES_FOLDER = 'releases';

/**
 * The path of a release's folder below the bundle's folder (`releases/<version>`), or of a file in
 * it (`releases/<version>/<file>`); relative, so it serves as an object key and as a URL alike.
 */
export function releasePath(version: string, file?: string): string {
  const folder = `${RELEASES_FOLDER}/${version}`;
  return file === undefined ? folder : `${folder}/${file}`;
}

/**
 * The release and the file below its folder a request path names (`/releases/<version>/<file>`,
 * relative to the bundle's folder), both decoded; null for any other path, and for any spelling of
 * one but the canonical (isCanonicalPath), so what is named is what a static handler would send.
 */
export function parseReleasePath(pathname: string): { version: string; file: string } | null {
  if (!isCanonicalPath(pathname)) return null;
  const [, folder, version, ...file] = pathname.split('/');
  if (folder !== RELEASES_FOLDER || version === undefined || file.length === 0) return null;
  return { version: decodeURIComponent(version), file: decodeURIComponent(file.join('/')) };
}

/** The first release folder in a URL, with everything before it: `…/releases/<version>/`. */
const FOLDER_IN_URL = new RegExp(`^(.*?/${RELEASES_FOLDER}/([^/]+)/)`);

/**
 * The release folder a URL (a script's, as loaded: no query or fragment) lies in, wherever the
 * bundle's folder is on its host: `base` is the URL up to and including `releases/<version>/`, the
 * start of every file of that release. Null when the URL is in no folder named by a release version.
 */
export function releaseFolderOf(url: string): { base: string; version: string } | null {
  const [, base, version] = FOLDER_IN_URL.exec(url) ?? [];
  return base && version && RELEASE_VERSION_PATTERN.test(version) ? { base, version } : null;
}
