import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthProvider, ThemeProvider, type SitePage } from 'shared-ui';
import { ContactHost } from '../features/contact/contact-host';
import { SiteLayout } from '../features/layout/site-layout';
import { PageSkeleton } from '../features/remote-page/page-skeleton';
import { PAGE_REGION, replayEarlyInput } from '../early-input/replay-early-input';
import { createSiteLocation, type SiteLocation } from '../routing/site-location';

export interface SiteShellProps {
  loadSupabase: (() => Promise<SupabaseClient>) | null;
  /** Whether this browser keeps a session, told without loading supabase-js (AuthProvider). */
  sessionStored?: () => boolean;
  /** The site's location, which the header and the links follow. */
  location: SiteLocation;
  /** The router: the browser's, or the static one that renders a first screen in Node. */
  children: ReactNode;
}

/**
 * Theme, auth and contact providers and the site's layout around the router: the same tree in the
 * browser and in the first-screen renderer. The router has a Suspense boundary of its own: React
 * takes the served header and footer over as soon as the shell has started, and the page area when
 * the router's code has arrived.
 */
export function SiteShell({ loadSupabase, sessionStored, location, children }: SiteShellProps) {
  return (
    <ThemeProvider>
      <AuthProvider loadClient={loadSupabase} sessionStored={sessionStored}>
        <ContactHost>
          <SiteLayout location={location}>
            <Suspense
              fallback={
                <main id="main">
                  <PageSkeleton />
                </main>
              }
            >
              {children}
            </Suspense>
          </SiteLayout>
        </ContactHost>
      </AuthProvider>
    </ThemeProvider>
  );
}

/**
 * The router and the pages: fetched with the shell's start, but not waited for by the header. The
 * chunk's name is in shell/chunk-names.js.
 */
const SiteRouter = lazy(() =>
  import(/* webpackChunkName: "site-router" */ './site-router').then(({ SiteRouter }) => ({ default: SiteRouter })),
);

const NO_PAGES: readonly SitePage[] = [];

/** The shell: the site's layout around the browser router, with the pages of bundles joined at run time. */
export function App({
  loadSupabase,
  sessionStored,
  joinedPages = NO_PAGES,
  notFoundServed = false,
}: {
  loadSupabase: (() => Promise<SupabaseClient>) | null;
  sessionStored?: () => boolean;
  joinedPages?: readonly SitePage[];
  /** The page on screen is the not-found page rendered ahead of time: take it over as it is. */
  notFoundServed?: boolean;
}) {
  const [location] = useState(() => createSiteLocation(window.location.pathname));
  // Effects run once the first render has committed: the shell's handlers are in place by now. The
  // page may still be on its way (its Suspense boundary keeps the served markup): input inside it is
  // held until it is live (useRouteReady).
  useEffect(() => {
    replayEarlyInput(PAGE_REGION);
  }, []);
  return (
    <SiteShell loadSupabase={loadSupabase} sessionStored={sessionStored} location={location}>
      <SiteRouter location={location} joinedPages={joinedPages} notFoundServed={notFoundServed} />
    </SiteShell>
  );
}
