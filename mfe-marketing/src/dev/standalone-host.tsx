import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { SiteActionsProvider, SiteNavigationProvider, ThemeProvider, Toaster } from 'shared-ui';
import HomePage from '../exposed/home-page';
import ServicesPage from '../exposed/services-page';
import AboutPage from '../exposed/about-page';
import ContactDialog from '../exposed/contact-dialog';

/** The pages' links (shared-ui SiteLink) follow this router, as they follow the shell's in the site. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
  return <SiteNavigationProvider navigate={navigate}>{children}</SiteNavigationProvider>;
}

/** A minimal host for `npm run dev` in this package: the marketing pages without the shell. */
export function StandaloneHost() {
  const [contactOpen, setContactOpen] = useState(false);
  const actions = useMemo(() => ({ openContact: () => setContactOpen(true) }), []);
  return (
    <ThemeProvider>
      <SiteActionsProvider value={actions}>
        <BrowserRouter>
          <RouterNavigation>
            <nav
              style={{
                position: 'fixed',
                zIndex: 50,
                top: 0,
                left: 0,
                right: 0,
                display: 'flex',
                gap: 12,
                padding: 8,
                background: '#111',
                color: '#fff',
              }}
            >
              <strong>marketing (standalone)</strong>
              <Link to="/" style={{ color: '#fff' }}>
                Home
              </Link>
              <Link to="/services" style={{ color: '#fff' }}>
                Services
              </Link>
              <Link to="/about" style={{ color: '#fff' }}>
                About
              </Link>
            </nav>
            <Routes>
              <Route index element={<HomePage />} />
              <Route path="services" element={<ServicesPage />} />
              <Route path="about" element={<AboutPage />} />
            </Routes>
          </RouterNavigation>
        </BrowserRouter>
        <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
        <Toaster />
      </SiteActionsProvider>
    </ThemeProvider>
  );
}
