import { REMOTES, type RemoteKey } from 'shared-ui';

export interface PageRoute {
  /** Path below the site root, without the leading slash ('' for home). */
  path: string;
  remote: RemoteKey;
  module: string;
  /** Name of the section for the unavailable message. */
  what: string;
}

const marketing = REMOTES.marketing.modules;

/** Every page of the site and the remote module that serves it: the routes and the start-up preload read this. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '', remote: 'marketing', module: marketing.home, what: 'This page' },
  { path: 'services', remote: 'marketing', module: marketing.services, what: 'Our services page' },
  { path: 'about', remote: 'marketing', module: marketing.about, what: 'Our about page' },
  {
    path: 'resources',
    remote: 'knowledgeHub',
    module: REMOTES.knowledgeHub.modules.knowledgeHub,
    what: 'The Knowledge Hub',
  },
];

/** The page served at a location's pathname (a trailing slash is ignored), if any. */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return PAGE_ROUTES.find((route) => route.path === path);
}
