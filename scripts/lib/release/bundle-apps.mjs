// HTTP apps that serve a bundle's folder of the deployment target the way a static host or CDN
// would: the live entry file at the top, releases/<version>/ beneath it. Used by `npm start`, the
// end-to-end suite and the release smoke run.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_CSP, shellCsp } from '../csp.mjs';
import { searchFileRoutes } from '../search-files.mjs';
import { createStaticApp } from 'site-servers';
import { RELEASES_FOLDER, parseReleasePath, refusedSpelling } from 'release-layout';

/**
 * The shell. Its CSP names the remotes and the backend of the runtime config and hashes the
 * inline scripts of the page being served: it is recomputed when a release switches index.html.
 * @param {object} options
 * @param {string} options.root folder with the live index.html (or a release folder, for a smoke run)
 * @param {() => { remotes: Record<string, string>, supabase: { url: string }, publicOrigin?: string,
 *   pages?: { path: string }[] }} options.config the runtime config visitors get, asked per request; its
 *   `pages` (bundles joined at run time) are served with `X-Robots-Tag: noindex`
 * @param {boolean} [options.serveConfig] answer /runtime-config.json from `config` instead of a file
 * @param {() => string | null} [options.fallbackRoot] the live release, for top-level files
 *   such as /favicon.svg that a static host would also hold at the top
 * @param {import('release').PrerenderedLookup} [options.prerendered] the pages
 *   rendered ahead of time, when there are current ones (prerendered-pages.ts); without
 *   them every route gets the single-page app
 * @param {() => string[]} [options.siteRoutes] the routes of the live shell release: with it,
 *   /robots.txt and /sitemap.xml are answered, naming the config's publicOrigin, and a page load of
 *   any other path (nor a page of the config's `pages`) answers 404 with the not-found page
 */
export function createShellApp({ root, config, serveConfig = false, fallbackRoot, prerendered, siteRoutes }) {
  /** @type {{ key: string, policies: Map<string, string> }} */
  let cached = { key: '', policies: new Map() };
  /** One policy per page text, for as long as the runtime config stays the same. @param {string} html */
  const policyFor = (html) => {
    const current = config();
    const key = JSON.stringify(current);
    if (key !== cached.key) cached = { key, policies: new Map() };
    let policy = cached.policies.get(html);
    if (!policy) {
      policy = shellCsp({ html, remoteUrls: Object.values(current.remotes), backendUrl: current.supabase.url });
      // A few pages per release: forget older releases' pages rather than keep them all.
      if (cached.policies.size >= 32) cached.policies.clear();
      cached.policies.set(html, policy);
    }
    return policy;
  };
  let index = { stamp: '', html: '' };
  const csp = () => {
    const indexFile = path.join(root, 'index.html');
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    const stamp = `${stat?.ino}:${stat?.mtimeMs}`;
    if (stamp !== index.stamp) index = { stamp, html: readFileSync(indexFile, 'utf8') };
    return policyFor(index.html);
  };
  /** @type {NonNullable<Parameters<typeof createStaticApp>[0]['routes']>} */
  const routes = {
    ...(serveConfig
      ? { '/runtime-config.json': (_req, res) => res.set('Cache-Control', 'no-cache').json(config()) }
      : {}),
    ...(siteRoutes ? searchFileRoutes(() => config().publicOrigin ?? '', siteRoutes) : {}),
  };
  /** @type {import('express').RequestHandler} */
  const navigation = (req, res, next) => {
    const route = req.path.replace(/(.)\/+$/, '$1');
    const joined = (config().pages ?? []).some((page) => page.path === route);
    // A page of a bundle joined at run time (the staff workspace) is never indexed, even by a
    // crawler that runs no script (the page itself says so once rendered).
    if (joined) res.setHeader('X-Robots-Tag', 'noindex');
    // What no page is served at answers 404 (no "soft 404" for search engines), with the error screen.
    const known = !siteRoutes || joined || siteRoutes().includes(route);
    if (!known) res.status(404);
    const page = known ? prerendered?.route(req.path) : prerendered?.notFound();
    if (!page) return known ? next() : res.set('Cache-Control', 'no-cache').sendFile('index.html', { root });
    // The headers of index.html, and the policy of this page's own inline scripts.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', policyFor(page.html));
    res.type('html').send(page.html);
  };
  return createStaticApp({ root, spa: true, csp, routes, fallbackRoot, navigation, refusedSpelling });
}

/**
 * A remote: any origin may read it (the shell loads it cross-origin).
 * @param {{ root: string, fallbackRoot?: () => string | null,
 *   mayServe?: (asked: { version: string, file: string }) => boolean }} options
 *   `mayServe`: whether a file of a release may be served (the release package's release gate); without it, any
 */
export function createRemoteApp({ root, fallbackRoot, mayServe }) {
  /** @type {NonNullable<Parameters<typeof createStaticApp>[0]['routes']>} */
  const routes = mayServe
    ? {
        // Paths reach here at their canonical spelling only (createStaticApp), so the release named is the one served.
        [`/${RELEASES_FOLDER}/*path`]: (req, res, next) => {
          const asked = parseReleasePath(req.path);
          if (asked !== null && mayServe(asked)) return next();
          res.status(404).type('text/plain').send('Not found');
        },
      }
    : {};
  return createStaticApp({ root, cors: true, csp: REMOTE_CSP, fallbackRoot, routes, refusedSpelling });
}
