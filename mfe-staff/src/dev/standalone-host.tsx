import { AuthProvider, ThemeProvider, Toaster, configureSupabase, getSupabase } from 'shared-ui';
import LeadsPage from '../exposed/leads-page';
import ReleasesPage from '../exposed/releases-page';
import ResourcesPage from '../exposed/resources-page';
import SignInPage from '../exposed/sign-in-page';
import { WORKSPACE_PATHS } from '../shared/workspace-paths';

// Set at build time by webpack.config.js (DefinePlugin): the environment's backend, else the local one.
const SUPABASE_URL = process.env.SUPABASE_URL ?? '';
const SUPABASE_PUBLISHABLE_KEY = process.env.SUPABASE_PUBLISHABLE_KEY ?? '';
const configured = Boolean(SUPABASE_URL && SUPABASE_PUBLISHABLE_KEY);

if (configured) configureSupabase({ url: SUPABASE_URL, publishableKey: SUPABASE_PUBLISHABLE_KEY });
// Sign-in then says it is not available, with the usual toast.
else
  console.warn('[staff] No Supabase publishable key: set SUPABASE_PUBLISHABLE_KEY or build the local-backend package.');

const PAGES = {
  [WORKSPACE_PATHS.leads]: LeadsPage,
  [WORKSPACE_PATHS.resources]: ResourcesPage,
  [WORKSPACE_PATHS.releases]: ReleasesPage,
};

/** A minimal host for `npm run dev` in this package: the workspace without the shell, one page per path. */
export function StandaloneHost() {
  const Page = PAGES[window.location.pathname] ?? SignInPage;
  return (
    <ThemeProvider>
      <AuthProvider loadClient={configured ? getSupabase : null}>
        <Page />
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
