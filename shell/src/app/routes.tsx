import { data, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../features/errors/error-screen';
import { SiteLayout } from '../features/layout/site-layout';
import { SITE_PAGES } from 'shared-ui';
import { PageHead } from '../features/page-head/page-head';
import { RemotePage } from '../features/remote-page/remote-page';

/**
 * The site's routes, one per page of the site manifest (shared-ui site-manifest.json); each page is
 * served by a remote, and any failure shows the error screen inside the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...SITE_PAGES.map((page): RouteObject => {
            const element = (
              <>
                <PageHead route={page} />
                <RemotePage remote={page.remote} module={page.module} what={page.section ?? 'This page'} />
              </>
            );
            return page.path === '/' ? { index: true, element } : { path: page.path.slice(1), element };
          }),
          {
            path: '*',
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
            element: null,
          },
        ],
      },
    ],
  },
];
