import { createRoot } from 'react-dom/client';
import { configureSupabase } from 'shared-ui';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerSiteRemotes } from './federation/remotes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerSiteRemotes(config.remotes);
    root.render(<App supabase={configureSupabase(config.supabase)} />);
  } catch (error) {
    // Without a config the remotes are unknown: the shell still renders, and each page says it is unavailable.
    console.error('[shell] runtime config could not be loaded:', error);
    root.render(<App supabase={null} />);
  }
}

void start();
