import { useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ThemeProvider } from 'shared-ui';
import { AuthProvider } from '../features/auth/auth-provider';
import { ContactHost } from '../features/contact/contact-host';
import { replayEarlyInput } from '../features/early-input/replay-early-input';
import { routes } from './routes';

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

/** The shell: the site's providers around the browser router. */
export function App({ loadSupabase }: { loadSupabase: (() => Promise<SupabaseClient>) | null }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  // Effects run once the whole first render has committed: every handler is in place by now.
  useEffect(() => {
    replayEarlyInput();
  }, []);
  return (
    <SiteProviders loadSupabase={loadSupabase}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
