// The HTTP app that serves the shell's folder of a folder target the way a static host or CDN
// would: the live entry file at the top, releases/<version>/ beneath it, the pages rendered ahead of
// time for page loads. Used by `npm start`, the end-to-end suite and the release smoke run.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { refusedSpelling } from 'release-layout';
import { createStaticApp } from 'site-servers';
import type { PrerenderedLookup } from './prerendered-pages';
import { searchFileRoutes } from './search-files';
import { shellCsp } from './shell-csp';

type StaticOptions = Parameters<typeof createStaticApp>[0];

/** The part of the runtime config the shell's server reads, asked per request. */
export interface ServedConfig {
  remotes: Record<string, string>;
  supabase: { url: string };
  publicOrigin?: string;
  /** the pages of bundles joined at run time: served with `X-Robots-Tag: noindex` */
  pages?: { path: string }[];
}

/** How the shell's folder is served. */
export interface ShellAppOptions {
  /** folder with the live index.html (or a release folder, for a smoke run) */
  root: string;
  /** the runtime config visitors get, asked per request */
  config: () => ServedConfig;
  /** answer /runtime-config.json from `config` instead of a file */
  serveConfig?: boolean;
  /** the live release, for top-level files such as /favicon.svg that a static host would also hold at the top */
  fallbackRoot?: () => string | null;
  /** the pages rendered ahead of time, when there are current ones; without them every route gets the single-page app */
  prerendered?: PrerenderedLookup;
  /**
   * the routes of the live shell release: with it, /robots.txt and /sitemap.xml are answered, naming
   * the config's publicOrigin, and a page load of any other path (nor a page of the config's `pages`)
   * answers 404 with the not-found page
   */
  siteRoutes?: () => string[];
}

/** How many page texts' policies are kept per runtime config: a few pages per release. */
const POLICIES_KEPT = 32;

/**
 * The shell. Its CSP names the remotes and the backend of the runtime config and hashes the
 * inline scripts of the page being served: it is recomputed when a release switches index.html.
 */
export function createShellApp({
  root,
  config,
  serveConfig = false,
  fallbackRoot,
  prerendered,
  siteRoutes,
}: ShellAppOptions) {
  let cached = { key: '', policies: new Map<string, string>() };
  /** One policy per page text, for as long as the runtime config stays the same. */
  const policyFor = (html: string) => {
    const current = config();
    const key = JSON.stringify(current);
    if (key !== cached.key) cached = { key, policies: new Map() };
    let policy = cached.policies.get(html);
    if (!policy) {
      policy = shellCsp({ html, remoteUrls: Object.values(current.remotes), backendUrl: current.supabase.url });
      // Forget older releases' pages rather than keep them all.
      if (cached.policies.size >= POLICIES_KEPT) cached.policies.clear();
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
  const routes: NonNullable<StaticOptions['routes']> = {
    ...(serveConfig
      ? { '/runtime-config.json': (_req, res) => void res.set('Cache-Control', 'no-cache').json(config()) }
      : {}),
    ...(siteRoutes ? searchFileRoutes(() => config().publicOrigin ?? '', siteRoutes) : {}),
  };
  const navigation: NonNullable<StaticOptions['navigation']> = (req, res, next) => {
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
