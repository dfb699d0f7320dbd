import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import { SiteNavigationProvider, Toaster } from 'shared-ui';
import { SiteLocationProvider, type SiteLocation } from '../../routing/site-location';
import { Footer } from './footer';
import { Header } from './header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 60;
  padding: 8px 12px;
  background: #000;
  color: #fff;
  &:focus {
    top: 8px;
  }
`;

/**
 * Header, the page (`children`: the router, with the current page and its transition), footer and
 * the toast area, on every route. The layout is outside the router, so that it takes the page over
 * and answers before the router's code has arrived; links (the header's, the footer's, and the
 * remotes' through shared-ui's SiteLink) go through the site's location, which follows the router
 * once it has started. On a served page React takes the header over first: the router, the footer
 * and the toast area each have a Suspense boundary, which React takes over after the header.
 */
export function SiteLayout({ location, children }: { location: SiteLocation; children: ReactNode }) {
  return (
    <SiteLocationProvider value={location}>
      <SiteNavigationProvider navigate={location.navigate}>
        <Page>
          <SkipLink href="#main">Skip to content</SkipLink>
          <Header />
          {children}
          {/* Boundaries of their own: React takes them over after the header has answered. */}
          <Suspense>
            <Footer />
          </Suspense>
          <Suspense>
            <Toaster />
          </Suspense>
        </Page>
      </SiteNavigationProvider>
    </SiteLocationProvider>
  );
}
