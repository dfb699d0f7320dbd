import type { RemoteKey } from 'shared-ui';
import pages from './page-routes.json';

export interface PageRoute {
  /** Path below the site root, without the leading slash ('' for home). */
  path: string;
  remote: RemoteKey;
  module: string;
  /** Name of the section for the unavailable message. */
  what: string;
}

/**
 * Every page of the site and the remote module that serves it: the routes and the start-up preload
 * read this, and the shell's build writes it into chunk-map.json for the pages' preload hints.
 * Modules are names of the contract (shared-ui REMOTES); page-routes.test.ts checks them.
 */
export const PAGE_ROUTES = pages as readonly PageRoute[];

/** The page served at a location's pathname (a trailing slash is ignored), if any. */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return PAGE_ROUTES.find((route) => route.path === path);
}
