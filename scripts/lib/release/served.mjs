// Which prerendered page the shell server may send. A page is served only while both the manifest
// and the page itself name the releases live now: a release that has switched but has not been
// rendered yet gets the single-page app, never the page of the release before it.
import path from 'node:path';
import { fileCache } from 'site-servers';
import { drawCanary, parseCanary } from './canary-state.mjs';
import { canaryPagesFolder, pageVersions, sameVersions } from 'prerender';

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
 * @param {Record<string, string>} [options.canaryFiles] each remote's canary.json, by bundle folder
 *   name (canary-state.mjs): a page load drawn for a running canary gets that canary's page
 * @param {() => number} [options.random] the draw, in [0, 1)
 * @returns {PrerenderedLookup}
 */
export function prerenderedPages({ dir, liveFiles, canaryFiles = {}, random = Math.random }) {
  const readManifest = fileCache((text) => /** @type {PrerenderedManifest} */ (JSON.parse(text)));
  const readLive = fileCache((text) => /** @type {{ version?: string }} */ (JSON.parse(text)));
  const readPage = fileCache((html) => ({ html, versions: pageVersions(html) }));
  const readCanaryFile = fileCache(parseCanary);
  /**
   * The page the manifest in `folder` names with `pick`, while both name the releases `expected`.
   * @param {string} folder @param {Record<string, string | undefined>} expected
   * @param {(manifest: PrerenderedManifest) => unknown} pick
   * @returns {ServedPage | null}
   */
  const pageIn = (folder, expected, pick) => {
    const manifest = readManifest(path.join(folder, 'manifest.json'));
    const file = manifest ? pick(manifest) : null;
    if (typeof file !== 'string') return null;
    if (!sameVersions(manifest?.versions, expected)) return null;
    // The page's own versions too: two runs may overlap (a rollback during a release's run), so a
    // page file can be newer than the manifest beside it.
    const page = readPage(path.join(folder, path.basename(file)));
    return page && sameVersions(page.versions, expected) ? { html: page.html } : null;
  };
  /**
   * The page `pick` names for this page load: a running canary's when the draw sends the load to
   * it (and its pages are rendered), else the live releases'.
   * @param {(manifest: PrerenderedManifest) => unknown} pick
   * @returns {ServedPage | null}
   */
  const current = (pick) => {
    try {
      const live = Object.fromEntries(
        Object.entries(liveFiles).map(([name, liveFile]) => [name, readLive(liveFile)?.version]),
      );
      // With its remote's live release: a canary measured against another one is never drawn.
      const canaries = Object.entries(canaryFiles).map(([bundle, file]) => ({
        bundle,
        state: readCanaryFile(file),
        live: live[bundle] ?? null,
      }));
      const drawn = canaries.length ? drawCanary(canaries, Date.now(), random) : null;
      if (drawn?.state) {
        const { version } = drawn.state;
        const page = pageIn(
          path.join(dir, canaryPagesFolder(drawn.bundle, version)),
          { ...live, [drawn.bundle]: version },
          pick,
        );
        if (page) return page;
      }
      return pageIn(dir, live, pick);
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
