import { ThemeProvider, Toaster, configureSupabase } from 'shared-ui';
import KnowledgeHubPage from '../exposed/knowledge-hub-page';

// Set at build time by webpack.config.js (DefinePlugin): the environment's backend, else the local one.
const SUPABASE_URL = process.env.SUPABASE_URL ?? '';
const SUPABASE_PUBLISHABLE_KEY = process.env.SUPABASE_PUBLISHABLE_KEY ?? '';

if (SUPABASE_URL && SUPABASE_PUBLISHABLE_KEY) {
  configureSupabase({ url: SUPABASE_URL, publishableKey: SUPABASE_PUBLISHABLE_KEY });
} else {
  // The page still renders; loading resources then fails with the usual message.
  console.warn(
    '[knowledge-hub] No Supabase publishable key: set SUPABASE_PUBLISHABLE_KEY or build the local-backend package.',
  );
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
