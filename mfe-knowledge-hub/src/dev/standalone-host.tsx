import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, Toaster, configureSupabase } from 'shared-ui';
import KnowledgeHubPage from '../exposed/knowledge-hub-page';

// The local backend's defaults; the composed site gets these from the shell's runtime config instead.
configureSupabase({
  url: process.env.SUPABASE_URL ?? 'http://localhost:54321',
  anonKey: process.env.SUPABASE_ANON_KEY ?? '',
});

/** A minimal host for `npm run dev` in this package: the Knowledge Hub without the shell. */
export function StandaloneHost() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <KnowledgeHubPage />
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}
