import styled from '@emotion/styled';
import { useCallback } from 'react';
import { ScrollRestoration, useNavigate } from 'react-router-dom';
import { SiteNavigationProvider, Toaster, type SiteNavigate } from 'shared-ui';
import { AnimatedOutlet } from './animated-outlet';
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

/** Header, the current page with its transition, footer and the toast area, on every route. */
export function SiteLayout() {
  // The remotes' links (shared-ui SiteLink) follow the shell's router: they bundle no router themselves.
  const routerNavigate = useNavigate();
  const navigate = useCallback<SiteNavigate>(
    (to, options) => void routerNavigate(to, { replace: options?.replace ?? false }),
    [routerNavigate],
  );
  return (
    <SiteNavigationProvider navigate={navigate}>
      <Page>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Header />
        <AnimatedOutlet />
        <Footer />
        <Toaster />
        <ScrollRestoration />
      </Page>
    </SiteNavigationProvider>
  );
}
