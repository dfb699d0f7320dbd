import type { SiteRoute } from 'shared-ui';

declare global {
  /** This bundle's routes in the site manifest it was built with (config/site-manifest.js ownRoutesGlobal). */
  const __OWN_ROUTES__: readonly SiteRoute[];
}
