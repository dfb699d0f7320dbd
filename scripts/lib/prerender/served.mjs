// Which prerendered page the shell server may send. A page is served only while both the manifest
// and the page itself name the releases live now: a release that has switched but has not been
// rendered yet gets the single-page app, never the page of the release before it.
import path from 'node:path';
import { fileCache } from '../file-cache.mjs';
import { pageVersions, sameVersions } from './pages.mjs';

/**
 * @typedef {{ versions?: Record<string, string>, pages?: Record<string, string>, notFound?: string }} PrerenderedManifest
 *   prerendered/manifest.json, as prerender-site.mjs writes it
 * @typedef {{ html: string }} ServedPage
 * @typedef {object} PrerenderedLookup what the shell server may send now, asked per request
 * @property {(pathname: string) => ServedPage | null} route the page of a route
 * @property {() => ServedPage | null} notFound the page of every path that no page is served at
 */

/**
 * @param {object} options
 * @param {string} options.dir the shell's prerendered/ folder
 * @param {Record<string, string>} options.liveFiles each bundle's live.json, by bundle folder name
 * @returns {PrerenderedLookup}
 */
export function prerenderedPages({ dir, liveFiles }) {
  const readManifest = fileCache((text) => /** @type {PrerenderedManifest} */ (JSON.parse(text)));
  const readLive = fileCache((text) => /** @type {{ version?: string }} */ (JSON.parse(text)));
  const readPage = fileCache((html) => ({ html, versions: pageVersions(html) }));
  /**
   * The page the manifest names with `pick`, while both name the releases live now.
   * @param {(manifest: PrerenderedManifest) => unknown} pick
   * @returns {ServedPage | null}
   */
  const current = (pick) => {
    try {
      const manifest = readManifest(path.join(dir, 'manifest.json'));
      const file = manifest ? pick(manifest) : null;
      if (typeof file !== 'string') return null;
      const live = Object.fromEntries(
        Object.entries(liveFiles).map(([name, liveFile]) => [name, readLive(liveFile)?.version]),
      );
      if (!sameVersions(manifest?.versions, live)) return null;
      // The page's own versions too: two runs may overlap (a rollback during a release's run), so a
      // page file can be newer than the manifest beside it.
      const page = readPage(path.join(dir, path.basename(file)));
      return page && sameVersions(page.versions, live) ? { html: page.html } : null;
    } catch {
      // A damaged prerendered/ folder must never break the site: it is served as the single-page app.
      return null;
    }
  };
  return {
    route: (pathname) => {
      const route = pathname.replace(/(.)\/+$/, '$1');
      return current(({ pages }) => (pages && Object.hasOwn(pages, route) ? pages[route] : null));
    },
    notFound: () => current(({ notFound }) => notFound),
  };
}
