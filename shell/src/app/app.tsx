import { useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthProvider, ThemeProvider, type SitePage } from 'shared-ui';
import { ContactHost } from '../features/contact/contact-host';
import { PAGE_REGION, replayEarlyInput } from '../early-input/replay-early-input';
import { notFoundHydrationData } from './not-found';
import { siteRoutes } from './routes';

export interface SiteProvidersProps {
  loadSupabase: (() => Promise<SupabaseClient>) | null;
  /** The router: the browser's, or the static one that renders a first screen in Node. */
  children: ReactNode;
}

/** Theme, auth and contact providers: the same tree in the browser and in the first-screen renderer. */
export function SiteProviders({ loadSupabase, children }: SiteProvidersProps) {
  return (
    <ThemeProvider>
      <AuthProvider loadClient={loadSupabase}>
        <ContactHost>{children}</ContactHost>
      </AuthProvider>
    </ThemeProvider>
  );
}

const NO_PAGES: readonly SitePage[] = [];

/** The shell: the site's providers around the browser router, with the pages of bundles joined at run time. */
export function App({
  loadSupabase,
  joinedPages = NO_PAGES,
  notFoundServed = false,
}: {
  loadSupabase: (() => Promise<SupabaseClient>) | null;
  joinedPages?: readonly SitePage[];
  /** The page on screen is the not-found page rendered ahead of time: take it over as it is. */
  notFoundServed?: boolean;
}) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        siteRoutes(joinedPages),
        notFoundServed ? { hydrationData: notFoundHydrationData() } : undefined,
      ),
    [joinedPages, notFoundServed],
  );
  // Effects run once the first render has committed: the shell's handlers are in place by now. The
  // page may still be on its way (its Suspense boundary keeps the served markup): input inside it is
  // held until it is live (useRouteReady).
  useEffect(() => {
    replayEarlyInput(PAGE_REGION);
  }, []);
  return (
    <SiteProviders loadSupabase={loadSupabase}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
