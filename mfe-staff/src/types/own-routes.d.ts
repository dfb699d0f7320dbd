import type { SiteRoute } from 'shared-ui';

declare global {
  /** This bundle's routes in the site manifest it was built with (the site-manifest package's ownRoutesGlobal). */
  const __OWN_ROUTES__: readonly SiteRoute[];
}
