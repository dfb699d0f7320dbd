import { useEffect } from 'react';
import type { SiteRoute } from 'shared-ui';
import { applyPageHead } from './apply-head';
import { pageHeadFor } from './head-tags';

let publicOrigin: string | null = null;

/** The runtime config's public origin (shell/src/bootstrap.tsx); without one, where the page was loaded from. */
export function setPublicOrigin(origin: string | undefined): void {
  publicOrigin = origin ?? null;
}

/**
 * Gives the document the head of `route` while it is shown, also after a client-side navigation.
 * A page that is not `indexed` (a bundle joined at run time) asks search engines to leave it out.
 */
export function PageHead({ route, indexed = true }: { route: SiteRoute; indexed?: boolean }) {
  useEffect(() => {
    applyPageHead(document, pageHeadFor(route, publicOrigin ?? window.location.origin, { indexed }));
  }, [route, indexed]);
  return null;
}
