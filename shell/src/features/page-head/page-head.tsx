import { useEffect } from 'react';
import type { SiteRoute } from 'shared-ui';
import { applyPageHead } from './apply-head';
import { ROBOTS, pageHeadFor } from './head-tags';

let publicOrigin: string | null = null;
let searchIndexed = true;

/** The runtime config's public origin (shell/src/bootstrap.tsx); without one, where the page was loaded from. */
export function setPublicOrigin(origin: string | undefined): void {
  publicOrigin = origin ?? null;
}

/**
 * No page of this visit may be indexed (the tab shows a release that is not live): the head says
 * so at once, and every page's head keeps saying it.
 */
export function keepOutOfSearchIndex(doc: Document = document): void {
  searchIndexed = false;
  let robots = doc.head.querySelector<HTMLMetaElement>(`meta[name="${ROBOTS}"]`);
  if (!robots) {
    robots = doc.createElement('meta');
    robots.name = ROBOTS;
    doc.head.append(robots);
  }
  robots.content = 'noindex';
}

/**
 * Gives the document the head of `route` while it is shown, also after a client-side navigation.
 * A page that is not `indexed` (a bundle joined at run time) asks search engines to leave it out.
 */
export function PageHead({ route, indexed = true }: { route: SiteRoute; indexed?: boolean }) {
  useEffect(() => {
    const origin = publicOrigin ?? window.location.origin;
    applyPageHead(document, pageHeadFor(route, origin, { indexed: indexed && searchIndexed }));
  }, [route, indexed]);
  return null;
}
