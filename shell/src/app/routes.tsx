import { ScrollRestoration, type RouteObject } from 'react-router-dom';
import type { SitePage } from 'shared-ui';
import { ErrorScreen } from '../features/errors/error-screen';
import { AnimatedOutlet } from '../features/layout/animated-outlet';
import { SITE_PAGES } from 'shared-ui';
import { PageHead } from '../features/page-head/page-head';
import { RemotePage } from '../features/remote-page/remote-page';
import { notFoundLoader, PAGE_ERRORS_ROUTE } from './not-found';

/** One page's route: its head, and the remote module that renders it. */
function pageRoute(page: SitePage, indexed: boolean): RouteObject {
  const element = (
    <>
      <PageHead route={page} indexed={indexed} />
      <RemotePage remote={page.remote} module={page.module} what={page.section ?? 'This page'} />
    </>
  );
  return page.path === '/' ? { index: true, element } : { path: page.path.slice(1), element };
}

/**
 * What an unknown path shows inside the layout until its loader has answered (the first render of
 * the single-page app there, a moment before the 404 screen): nothing, under the header.
 */
const NothingYet = () => null;

/**
 * The site's routes: one per page of the site manifest that this shell build composes (shared-ui
 * site-manifest.json), then the pages of bundles that joined at run time (the runtime config's
 * `pages`, never indexed). Each page is served by a remote, and any failure shows the error screen
 * in the page's place. The router renders the page area only: the header and footer around it are
 * the SiteLayout's.
 */
export const siteRoutes = (joinedPages: readonly SitePage[] = []): RouteObject[] => [
  {
    element: (
      <>
        <AnimatedOutlet />
        <ScrollRestoration />
      </>
    ),
    errorElement: (
      <main id="main">
        <ErrorScreen />
      </main>
    ),
    children: [
      {
        id: PAGE_ERRORS_ROUTE,
        errorElement: <ErrorScreen />,
        children: [
          ...SITE_PAGES.map((page) => pageRoute(page, true)),
          ...joinedPages.map((page) => pageRoute(page, false)),
          { path: '*', loader: notFoundLoader, element: null, HydrateFallback: NothingYet },
        ],
      },
    ],
  },
];
