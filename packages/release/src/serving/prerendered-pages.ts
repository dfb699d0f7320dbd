// Which prerendered page the shell server may send. A page is served only while both the manifest
// and the page itself name the releases live now: a release that has switched but has not been
// rendered yet gets the single-page app, never the page of the release before it.
import path from 'node:path';
import { canaryPagesFolder, pageVersions, sameVersions } from 'prerender';
import { fileCache } from 'site-servers';
import { drawCanary, parseCanary } from '../canary/canary-state';

/** prerendered/manifest.json, as first-screens/write-pages.ts writes it. */
interface PrerenderedManifest {
  versions?: Record<string, string>;
  pages?: Record<string, string>;
  notFound?: string;
}

export interface ServedPage {
  html: string;
}

/** What the shell server may send now, asked per request. */
export interface PrerenderedLookup {
  /** the page of a route */
  route: (pathname: string) => ServedPage | null;
  /** the page of every path that no page is served at */
  notFound: () => ServedPage | null;
}

export interface PrerenderedOptions {
  /** the shell's prerendered/ folder */
  dir: string;
  /** each bundle's live.json, by bundle folder name */
  liveFiles: Record<string, string>;
  /**
   * each remote's canary.json, by bundle folder name (canary/canary-state.ts): a page load drawn
   * for a running canary gets that canary's page
   */
  canaryFiles?: Record<string, string>;
  /** the draw, in [0, 1) */
  random?: () => number;
}

/** The prerendered pages the shell server may send, asked per request. */
export function prerenderedPages({
  dir,
  liveFiles,
  canaryFiles = {},
  random = Math.random,
}: PrerenderedOptions): PrerenderedLookup {
  const readManifest = fileCache((text) => JSON.parse(text) as PrerenderedManifest);
  const readLive = fileCache((text) => JSON.parse(text) as { version?: string });
  const readPage = fileCache((html) => ({ html, versions: pageVersions(html) }));
  const readCanaryFile = fileCache(parseCanary);
  /** The page the manifest in `folder` names with `pick`, while both name the releases `expected`. */
  const pageIn = (
    folder: string,
    expected: Record<string, string | undefined>,
    pick: (manifest: PrerenderedManifest) => unknown,
  ): ServedPage | null => {
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
   */
  const current = (pick: (manifest: PrerenderedManifest) => unknown): ServedPage | null => {
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
