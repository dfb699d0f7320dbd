import { data, type RouteObject } from 'react-router-dom';
import { REMOTES } from 'shared-ui';
import { ErrorScreen } from '../features/errors/error-screen';
import { SiteLayout } from '../features/layout/site-layout';
import { RemotePage } from '../features/remote-page/remote-page';

const marketing = REMOTES.marketing.modules;

/** The site's routes; each page is served by a remote, and any failure shows the error screen inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <RemotePage remote="marketing" module={marketing.home} what="This page" /> },
          {
            path: 'services',
            element: <RemotePage remote="marketing" module={marketing.services} what="Our services page" />,
          },
          { path: 'about', element: <RemotePage remote="marketing" module={marketing.about} what="Our about page" /> },
          {
            path: 'resources',
            element: (
              <RemotePage
                remote="knowledgeHub"
                module={REMOTES.knowledgeHub.modules.knowledgeHub}
                what="The Knowledge Hub"
              />
            ),
          },
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
