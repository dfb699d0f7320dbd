import { ThemeProvider, Toaster, configureSupabase } from 'shared-ui';
import KnowledgeHubPage from '../exposed/knowledge-hub-page';

// Set at build time by webpack.config.js (DefinePlugin): the environment's backend, else the local one.
const SUPABASE_URL = process.env.SUPABASE_URL ?? '';
const SUPABASE_ANON_KEY = process.env.SUPABASE_ANON_KEY ?? '';

if (SUPABASE_URL && SUPABASE_ANON_KEY) {
  configureSupabase({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY });
} else {
  // The page still renders; loading resources then fails with the usual message.
  console.warn('[knowledge-hub] No Supabase anon key: set SUPABASE_ANON_KEY or build the local-backend package.');
}

/** A minimal host for `npm run dev` in this package: the Knowledge Hub without the shell. */
export function StandaloneHost() {
  return (
    <ThemeProvider>
      <KnowledgeHubPage />
      <Toaster />
    </ThemeProvider>
  );
}
