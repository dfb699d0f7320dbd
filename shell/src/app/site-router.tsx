import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { SitePage } from 'shared-ui';
import type { SiteLocation } from '../routing/site-location';
import { notFoundHydrationData } from './not-found';
import { siteRoutes } from './routes';

export interface SiteRouterProps {
  /** Follows this router once it has started: the header's and the pages' links navigate with it. */
  location: SiteLocation;
  joinedPages: readonly SitePage[];
  /** The page on screen is the not-found page rendered ahead of time: take it over as it is. */
  notFoundServed: boolean;
}

/** The browser's router with the site's routes, in the page's place inside the layout. */
export function SiteRouter({ location, joinedPages, notFoundServed }: SiteRouterProps) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        siteRoutes(joinedPages),
        notFoundServed ? { hydrationData: notFoundHydrationData() } : undefined,
      ),
    [joinedPages, notFoundServed],
  );
  useEffect(() => location.follow(router), [location, router]);
  return <RouterProvider router={router} />;
}
