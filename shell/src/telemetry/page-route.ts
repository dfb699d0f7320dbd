import { sitePageAt, type SitePage } from 'shared-ui';
import { BEACON_LIMITS } from 'telemetry-contract';

/** Any path the site has no page for: the visitor may have typed it, so it is never sent. */
export const OTHER_ROUTE = '*';

/**
 * The route a path shows, as the beacon names it: one of the site's page paths (the built ones
 * and those of bundles joined at run time), else `*`.
 */
export function pageRoute(path: string, joinedPages: readonly SitePage[] = []): string {
  const page = sitePageAt(path, joinedPages);
  return page && page.path.length <= BEACON_LIMITS.maxRouteLength ? page.path : OTHER_ROUTE;
}
