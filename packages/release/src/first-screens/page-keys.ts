// Where the first screens go in a target. A folder target holds them in the shell's prerendered/
// folder, which the shell server sends from while they match the live releases
// (serving/prerendered-pages.ts); a bucket holds each route's page as the route object itself,
// which a CDN serves as it is:
//
//   <target>/shell/prerendered/<name>.html    the live index.html with the route's markup and CSS
//   <target>/shell/prerendered/not-found.html the page of every unknown path (sent with a 404)
//   <target>/shell/prerendered/manifest.json  { versions, pages: { route: file }, notFound, renderedAt }, written last
import { pageName } from 'prerender';
import { BUNDLES, SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import { NOT_FOUND_PAGE } from '../layout/target-layout';

/** The shell's prerendered/ folder, below a folder target's root. */
export const PRERENDERED = `${SHELL_BUNDLE.name}/prerendered`;

/** The file of the not-found page in prerendered/. */
export const NOT_FOUND_FILE = 'not-found.html';

/** The key of the page every unknown path gets in a bucket. */
export const NOT_FOUND_OBJECT = `${SHELL_BUNDLE.name}/${NOT_FOUND_PAGE}`;

/**
 * The key of a route's first screen in a bucket, as a plain object store with a CDN in front maps
 * the URL path to a key: `shell/index.html` for `/` (the CDN's default root object), else
 * `shell/<path>`, without an extension. The not-found page is `shell/404.html`.
 */
export function routeObjectKey(route: string): string {
  const name = pageName(route);
  return `${SHELL_BUNDLE.name}/${name === 'index' ? 'index.html' : decodeURIComponent(name)}`;
}

/** The bundle named `name`, one of the prerenderer's PAGE_BUNDLES. */
export function pageBundle(name: string): Bundle {
  const bundle = BUNDLES[name];
  if (!bundle) throw new Error(`no bundle "${name}" in the site manifest`);
  return bundle;
}
