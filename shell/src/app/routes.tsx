import { data, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../features/errors/error-screen';
import { SiteLayout } from '../features/layout/site-layout';
import { RemotePage } from '../features/remote-page/remote-page';
import { PAGE_ROUTES } from './page-routes';

/** The site's routes; each page is served by a remote, and any failure shows the error screen inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...PAGE_ROUTES.map(({ path, remote, module, what }): RouteObject => {
            const element = <RemotePage remote={remote} module={module} what={what} />;
            return path ? { path, element } : { index: true, element };
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
