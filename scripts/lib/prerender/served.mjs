// Which prerendered page the shell server may send. A page is served only while both the manifest
// and the page itself name the releases live now: a release that has switched but has not been
// rendered yet gets the single-page app, never the page of the release before it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageVersions, sameVersions } from './pages.mjs';

/** Reads and parses a file again only when it changed (an atomic write gives it a new inode). */
function fileCache() {
  const entries = new Map();
  return (file, parse) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    let entry = entries.get(file);
    if (entry?.stamp !== stamp) {
      entry = { stamp, value: parse(readFileSync(file, 'utf8')) };
      entries.set(file, entry);
    }
    return entry.value;
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the shell's prerendered/ folder
 * @param {Record<string, string>} options.liveFiles each bundle's live.json, by bundle folder name
 * @returns {(pathname: string) => { html: string } | null} the page for a request path, asked per request
 */
export function prerenderedPages({ dir, liveFiles }) {
  const read = fileCache();
  return (pathname) => {
    try {
      const route = pathname.replace(/(.)\/+$/, '$1');
      const manifest = read(path.join(dir, 'manifest.json'), JSON.parse);
      const file = manifest?.pages && Object.hasOwn(manifest.pages, route) ? manifest.pages[route] : null;
      if (typeof file !== 'string') return null;
      const live = Object.fromEntries(
        Object.entries(liveFiles).map(([name, liveFile]) => [name, read(liveFile, JSON.parse)?.version]),
      );
      if (!sameVersions(manifest.versions, live)) return null;
      // The page's own versions too: two runs may overlap (a rollback during a release's run), so a
      // page file can be newer than the manifest beside it.
      const page = read(path.join(dir, path.basename(file)), (html) => ({ html, versions: pageVersions(html) }));
      return page && sameVersions(page.versions, live) ? page : null;
    } catch {
      // A damaged prerendered/ folder must never break the site: it is served as the single-page app.
      return null;
    }
  };
}
