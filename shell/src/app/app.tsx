import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ThemeProvider } from 'shared-ui';
import { AuthProvider } from '../features/auth/auth-provider';
import { ContactHost } from '../features/contact/contact-host';
import { replayEarlyInput } from '../features/early-input/replay-early-input';
import { routes } from './routes';

/** The shell: theme, auth and contact providers around the router. */
export function App({ loadSupabase }: { loadSupabase: (() => Promise<SupabaseClient>) | null }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  // Effects run once the whole first render has committed: every handler is in place by now.
  useEffect(() => {
    replayEarlyInput();
  }, []);
  return (
    <ThemeProvider>
      <AuthProvider loadClient={loadSupabase}>
        <ContactHost>
          <RouterProvider router={router} />
        </ContactHost>
      </AuthProvider>
    </ThemeProvider>
  );
}
